//! What each export contains: the platform call it pages through, the file name, and the
//! columns with their Chinese headers and how each value is shown.

use Show::{Money, Number, Region, Text, Time, YesNo};

/// How a value is shown in its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Show {
    Text,
    Number,
    /// A yuan string (`"68.00"`) as a number with two decimals.
    Money,
    /// `need_bill`: 是 / 否.
    YesNo,
    /// A 6-digit region code as its name.
    Region,
    /// 10-digit seconds as `yyyy-mm-dd hh:mm:ss` (China Standard Time).
    Time,
}

#[derive(Debug, Clone, Copy)]
pub struct Column {
    pub header: &'static str,
    pub field: &'static str,
    pub show: Show,
    pub width: f64,
}

#[derive(Debug)]
pub struct Sheet {
    /// The name in `/api/bff/export/{name}`; its columns are the rows of [`COLUMNS`] it names.
    pub name: &'static str,
    /// The platform call, `POST` with `{pageNum, pageSize}` and the caller's filters.
    pub upstream: &'static str,
    /// Sheet and file name (the date is appended to the file name).
    pub title: &'static str,
    /// `Some((filter, missing))`: the platform's first page names further text columns after
    /// these (`data.columns: [{field, header}]`) from the form of the item `filter` names,
    /// which the caller must then give (else the 400 `missing`): an activity's sign-up form,
    /// one column per field.
    pub answer_columns: Option<(&'static str, &'static str)>,
    /// Not empty: one worksheet per part instead of one of `columns`, each row going to the
    /// part its `table` field names (the data centre's tables, one sheet each).
    pub parts: &'static [Part],
}

impl Sheet {
    pub fn columns(&self) -> Vec<Column> {
        columns_of(self.name)
    }
}

/// One worksheet of a workbook with several: rows whose `table` is `key`.
#[derive(Debug)]
pub struct Part {
    /// The `table` of its rows, and the name its columns have in [`COLUMNS`].
    pub key: &'static str,
    /// The worksheet's name.
    pub title: &'static str,
}

impl Part {
    pub fn columns(&self) -> Vec<Column> {
        columns_of(self.key)
    }
}

const fn col(header: &'static str, field: &'static str, show: Show, width: f64) -> Column {
    Column {
        header,
        field,
        show,
        width,
    }
}

const fn sheet(name: &'static str, upstream: &'static str, title: &'static str) -> Sheet {
    Sheet {
        name,
        upstream,
        title,
        answer_columns: None,
        parts: &[],
    }
}

const fn part(key: &'static str, title: &'static str) -> Part {
    Part { key, title }
}

pub static SHEETS: &[Sheet] = &[
    sheet("activity", ACTIVITIES, "公益活动"),
    Sheet {
        answer_columns: Some(("activity_id", "请先选择要导出的活动")),
        ..sheet("activity_signup", ACTIVITIES, "活动报名名单")
    },
    sheet("sale", "/api/organization/thing/export_sale", "义卖订单"),
    sheet("wish", "/api/organization/wish/export_wish", "微心愿"),
    sheet(
        "project_donate",
        "/api/organization/SJ/export_donate",
        "项目捐款明细",
    ),
    sheet(
        "mproject_donate",
        "/api/organization/SJM/export_donate",
        "微项目捐款明细",
    ),
    Sheet {
        parts: DATA_CENTRE_PARTS,
        ..sheet("data_center", "/api/organization/data/export", "数据中心")
    },
];

/// Activities and their sign-ups come from one platform call.
const ACTIVITIES: &str = "/api/organization/activity/export_activity";

/// The data centre's tables as `data/export` rows them (docs/contract-sandbox.md, issue 22).
const DATA_CENTRE_PARTS: &[Part] = &[
    part("kpi", "核心指标"),
    part("series", "募款趋势"),
    part("area", "业务分布"),
    part("region", "地区分布"),
    part("project", "项目排行"),
    part("org", "机构排行"),
    part("share", "一起捐转化"),
    part("pledge", "月捐"),
];

const REGION_COLUMNS: [Column; 4] = [
    col("省份", "province", Region, 12.0),
    col("城市", "city", Region, 12.0),
    col("区县", "district", Region, 12.0),
    col("详细地址", "address", Text, 32.0),
];

/// The columns every donation export has after its own (issue 22: one shape in every area — the
/// donor as the platform masks it, 是/否 for the bill, its title, region names), so a user
/// reads each area's file the same way.
const DONATION_COLUMNS: [Column; 13] = [
    col("捐赠人", "donor_name", Text, 14.0),
    col("金额（元）", "amount", Money, 12.0),
    col("捐款渠道", "channel_label", Text, 10.0),
    col("支付方式", "pay_method_label", Text, 10.0),
    col("支付状态", "pay_status_label", Text, 10.0),
    col("是否需要发票", "need_bill", YesNo, 14.0),
    col("发票抬头", "bill_title", Text, 26.0),
    REGION_COLUMNS[0],
    REGION_COLUMNS[1],
    REGION_COLUMNS[2],
    REGION_COLUMNS[3],
    col("支付时间", "paid_at", Time, 20.0),
    col("退款时间", "refunded_at", Time, 20.0),
];

/// Every export's columns, in order: each row the sheet (or data-centre part) it belongs to and
/// one column or the donation columns every donation export shares. The region columns are
/// written out in each sheet (a test holds them to [`REGION_COLUMNS`]).
#[rustfmt::skip]
const COLUMNS: &[(&str, &[Column])] = &[
    ("activity",        &[col("活动ID", "id", Number, 10.0)]),
    ("activity",        &[col("活动名称", "title", Text, 30.0)]),
    ("activity",        &[col("活动类别", "cate", Text, 10.0)]),
    ("activity",        &[col("发起机构", "org_name", Text, 26.0)]),
    ("activity",        &[col("省份", "province", Region, 12.0)]),
    ("activity",        &[col("城市", "city", Region, 12.0)]),
    ("activity",        &[col("区县", "district", Region, 12.0)]),
    ("activity",        &[col("详细地址", "address", Text, 32.0)]),
    ("activity",        &[col("开始时间", "start_time", Time, 20.0)]),
    ("activity",        &[col("结束时间", "end_time", Time, 20.0)]),
    ("activity",        &[col("人数上限", "max_people", Number, 10.0)]),
    ("activity",        &[col("已报名", "sign_count", Number, 10.0)]),
    ("activity",        &[col("状态", "status_label", Text, 10.0)]),
    ("activity",        &[col("创建时间", "created_at", Time, 20.0)]),
    ("activity_signup", &[col("报名ID", "id", Number, 10.0)]),
    ("activity_signup", &[col("活动名称", "activity_title", Text, 28.0)]),
    ("activity_signup", &[col("报名方式", "is_team_label", Text, 10.0)]),
    ("activity_signup", &[col("姓名", "name", Text, 12.0)]),
    ("activity_signup", &[col("手机号", "mobile", Text, 14.0)]),
    ("activity_signup", &[col("团队名称", "team_name", Text, 18.0)]),
    ("activity_signup", &[col("人数", "member_count", Number, 8.0)]),
    ("activity_signup", &[col("状态", "status_label", Text, 10.0)]),
    ("activity_signup", &[col("退回原因", "reason", Text, 24.0)]),
    ("activity_signup", &[col("报名时间", "created_at", Time, 20.0)]),
    ("activity_signup", &[col("服务时长（小时）", "hours", Text, 16.0)]),
    ("sale",            &[col("订单号", "order_no", Text, 22.0)]),
    ("sale",            &[col("商品名称", "goods_title", Text, 26.0)]),
    ("sale",            &[col("购买人", "buyer_name", Text, 10.0)]),
    ("sale",            &[col("联系电话", "mobile", Text, 14.0)]),
    ("sale",            &[col("义卖类型", "kind_label", Text, 10.0)]),
    ("sale",            &[col("规格", "spec", Text, 10.0)]),
    ("sale",            &[col("单价（元）", "price", Money, 12.0)]),
    ("sale",            &[col("数量", "quantity", Number, 8.0)]),
    ("sale",            &[col("运费（元）", "shipping_fee", Money, 12.0)]),
    ("sale",            &[col("金额（元）", "amount", Money, 12.0)]),
    ("sale",            &[col("受益项目", "project_title", Text, 26.0)]),
    ("sale",            &[col("是否需要发票", "need_bill", YesNo, 14.0)]),
    ("sale",            &[col("发票抬头", "bill_title", Text, 20.0)]),
    ("sale",            &[col("省份", "province", Region, 12.0)]),
    ("sale",            &[col("城市", "city", Region, 12.0)]),
    ("sale",            &[col("区县", "district", Region, 12.0)]),
    ("sale",            &[col("详细地址", "address", Text, 32.0)]),
    ("sale",            &[col("快递公司", "express_company", Text, 12.0)]),
    ("sale",            &[col("快递单号", "express_no", Text, 20.0)]),
    ("sale",            &[col("订单状态", "status_label", Text, 10.0)]),
    ("sale",            &[col("下单时间", "created_at", Time, 20.0)]),
    ("sale",            &[col("付款时间", "paid_at", Time, 20.0)]),
    ("wish",            &[col("心愿ID", "id", Number, 10.0)]),
    ("wish",            &[col("心愿编号", "wish_no", Text, 18.0)]),
    ("wish",            &[col("心愿内容", "title", Text, 28.0)]),
    ("wish",            &[col("受助人", "child_name", Text, 10.0)]),
    ("wish",            &[col("学校", "school", Text, 24.0)]),
    ("wish",            &[col("订单号", "order_no", Text, 20.0)]),
    ("wish",            &[col("捐赠人", "donor_name", Text, 12.0)]),
    ("wish",            &[col("捐赠类型", "kind_label", Text, 10.0)]),
    ("wish",            &[col("金额（元）", "amount", Money, 12.0)]),
    ("wish",            &[col("支付状态", "pay_status_label", Text, 10.0)]),
    ("wish",            &[col("是否需要发票", "need_bill", YesNo, 14.0)]),
    ("wish",            &[col("发票抬头", "bill_title", Text, 20.0)]),
    ("wish",            &[col("省份", "province", Region, 12.0)]),
    ("wish",            &[col("城市", "city", Region, 12.0)]),
    ("wish",            &[col("区县", "district", Region, 12.0)]),
    ("wish",            &[col("详细地址", "address", Text, 32.0)]),
    ("wish",            &[col("心愿状态", "status_label", Text, 10.0)]),
    ("wish",            &[col("捐赠时间", "created_at", Time, 20.0)]),
    ("project_donate",  &[col("订单号", "order_no", Text, 22.0)]),
    ("project_donate",  &[col("项目名称", "project_title", Text, 28.0)]),
    ("project_donate",  &[col("发起机构", "org_name", Text, 24.0)]),
    ("project_donate",  &DONATION_COLUMNS),
    ("mproject_donate", &[col("订单号", "order_no", Text, 22.0)]),
    ("mproject_donate", &[col("微项目名称", "project_title", Text, 28.0)]),
    ("mproject_donate", &[col("所属项目/项目池", "parent_title", Text, 28.0)]),
    ("mproject_donate", &[col("执行机构", "org_name", Text, 24.0)]),
    ("mproject_donate", &DONATION_COLUMNS),
    ("kpi",             &[col("指标", "name", Text, 14.0)]),
    ("kpi",             &[col("金额（元）", "amount", Money, 14.0)]),
    ("kpi",             &[col("数量", "count", Number, 10.0)]),
    ("kpi",             &[col("上期与环比", "extra", Text, 36.0)]),
    ("series",          &[col("日期", "name", Text, 14.0)]),
    ("series",          &[col("金额（元）", "amount", Money, 14.0)]),
    ("series",          &[col("笔数", "count", Number, 10.0)]),
    ("area",            &[col("业务", "name", Text, 14.0)]),
    ("area",            &[col("金额（元）", "amount", Money, 14.0)]),
    ("area",            &[col("笔数", "count", Number, 10.0)]),
    ("area",            &[col("捐赠人数", "donors", Number, 10.0)]),
    ("area",            &[col("占比（%）", "percent", Number, 10.0)]),
    ("region",          &[col("地区", "name", Text, 18.0)]),
    ("region",          &[col("金额（元）", "amount", Money, 14.0)]),
    ("region",          &[col("笔数", "count", Number, 10.0)]),
    ("region",          &[col("占比（%）", "percent", Number, 10.0)]),
    ("project",         &[col("项目", "name", Text, 30.0)]),
    ("project",         &[col("金额（元）", "amount", Money, 14.0)]),
    ("project",         &[col("笔数", "count", Number, 10.0)]),
    ("project",         &[col("机构 · 地区", "extra", Text, 32.0)]),
    ("org",             &[col("机构", "name", Text, 28.0)]),
    ("org",             &[col("金额（元）", "amount", Money, 14.0)]),
    ("org",             &[col("笔数", "count", Number, 10.0)]),
    ("share",           &[col("名称", "name", Text, 10.0)]),
    ("share",           &[col("金额（元）", "amount", Money, 14.0)]),
    ("share",           &[col("捐款笔数", "count", Number, 10.0)]),
    ("share",           &[col("捐赠人数", "donors", Number, 10.0)]),
    ("share",           &[col("占募款（%）", "percent", Number, 12.0)]),
    ("share",           &[col("说明", "extra", Text, 36.0)]),
    ("pledge",          &[col("月份", "name", Text, 10.0)]),
    ("pledge",          &[col("扣款金额（元）", "amount", Money, 14.0)]),
    ("pledge",          &[col("有效月捐", "count", Number, 10.0)]),
    ("pledge",          &[col("说明", "extra", Text, 30.0)]),
];

fn columns_of(name: &str) -> Vec<Column> {
    COLUMNS
        .iter()
        .filter(|(of, _)| *of == name)
        .flat_map(|(_, columns)| columns.iter().copied())
        .collect()
}

pub fn find(name: &str) -> Option<&'static Sheet> {
    SHEETS.iter().find(|s| s.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_of_the_column_table_belongs_to_exactly_one_sheet_or_part() {
        let parts: Vec<&str> = SHEETS
            .iter()
            .flat_map(|s| s.parts.iter().map(|p| p.key))
            .collect();
        for sheet in SHEETS {
            assert!(
                !parts.contains(&sheet.name),
                "{} is also a part",
                sheet.name
            );
            assert_eq!(
                sheet.columns().is_empty(),
                !sheet.parts.is_empty(),
                "{}",
                sheet.name
            );
        }
        for (of, _) in COLUMNS {
            assert!(
                find(of).is_some() || parts.contains(of),
                "{of} names nothing"
            );
        }
    }

    #[test]
    fn every_export_with_a_region_shows_it_in_the_same_four_columns() {
        let shown = |c: &Column| (c.header, c.field, c.show, c.width.to_bits());
        let region: Vec<_> = REGION_COLUMNS.iter().map(shown).collect();
        for sheet in SHEETS {
            let columns: Vec<_> = sheet.columns().iter().map(shown).collect();
            if let Some(at) = columns.iter().position(|c| c.1 == "province") {
                assert_eq!(columns[at..at + 4], region[..], "{}", sheet.name);
            }
        }
    }

    #[test]
    fn a_donation_export_has_its_own_columns_then_the_shared_ones() {
        let headers: Vec<&str> = find("mproject_donate")
            .unwrap()
            .columns()
            .iter()
            .map(|c| c.header)
            .collect();
        assert_eq!(headers.len(), 4 + 13);
        assert_eq!(
            headers[..5],
            [
                "订单号",
                "微项目名称",
                "所属项目/项目池",
                "执行机构",
                "捐赠人"
            ]
        );
        assert_eq!(headers[11..15], ["省份", "城市", "区县", "详细地址"]);
        assert_eq!(headers[16], "退款时间");
    }
}
