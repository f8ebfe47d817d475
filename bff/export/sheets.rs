//! What each export contains: the platform call it pages through, the file name, and the
//! columns with their Chinese headers and how each value is shown.

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
    /// The name in `/api/bff/export/{name}`.
    pub name: &'static str,
    /// The platform call, `POST` with `{pageNum, pageSize}` and the caller's filters.
    pub upstream: &'static str,
    /// Sheet and file name (the date is appended to the file name).
    pub title: &'static str,
    pub columns: &'static [Column],
    /// `Some((filter, missing))`: the platform's first page names further text columns after
    /// these (`data.columns: [{field, header}]`) from the form of the item `filter` names,
    /// which the caller must then give (else the 400 `missing`): an activity's sign-up form,
    /// one column per field.
    pub answer_columns: Option<(&'static str, &'static str)>,
    /// Not empty: one worksheet per part instead of one of `columns`, each row going to the
    /// part its `table` field names (the data centre's tables, one sheet each).
    pub parts: &'static [Part],
}

/// One worksheet of a workbook with several: rows whose `table` is `key`.
#[derive(Debug)]
pub struct Part {
    pub key: &'static str,
    /// The worksheet's name.
    pub title: &'static str,
    pub columns: &'static [Column],
}

const fn col(header: &'static str, field: &'static str, show: Show, width: f64) -> Column {
    Column {
        header,
        field,
        show,
        width,
    }
}

const REGION_COLUMNS: [Column; 4] = [
    col("省份", "province", Show::Region, 12.0),
    col("城市", "city", Show::Region, 12.0),
    col("区县", "district", Show::Region, 12.0),
    col("详细地址", "address", Show::Text, 32.0),
];

/// The columns every donation export has after its own (issue 22: one shape in every area — the
/// donor as the platform masks it, 是/否 for the bill, its title, region names), so a user
/// reads each area's file the same way.
macro_rules! donation_columns {
    ($($own:expr),* $(,)?) => {
        &[
            $($own,)*
            col("捐赠人", "donor_name", Show::Text, 14.0),
            col("金额（元）", "amount", Show::Money, 12.0),
            col("捐款渠道", "channel_label", Show::Text, 10.0),
            col("支付方式", "pay_method_label", Show::Text, 10.0),
            col("支付状态", "pay_status_label", Show::Text, 10.0),
            col("是否需要发票", "need_bill", Show::YesNo, 14.0),
            col("发票抬头", "bill_title", Show::Text, 26.0),
            REGION_COLUMNS[0],
            REGION_COLUMNS[1],
            REGION_COLUMNS[2],
            REGION_COLUMNS[3],
            col("支付时间", "paid_at", Show::Time, 20.0),
            col("退款时间", "refunded_at", Show::Time, 20.0),
        ]
    };
}

pub static SHEETS: &[Sheet] = &[
    Sheet {
        name: "activity",
        upstream: "/api/organization/activity/export_activity",
        title: "公益活动",
        columns: &[
            col("活动ID", "id", Show::Number, 10.0),
            col("活动名称", "title", Show::Text, 30.0),
            col("活动类别", "cate", Show::Text, 10.0),
            col("发起机构", "org_name", Show::Text, 26.0),
            REGION_COLUMNS[0],
            REGION_COLUMNS[1],
            REGION_COLUMNS[2],
            REGION_COLUMNS[3],
            col("开始时间", "start_time", Show::Time, 20.0),
            col("结束时间", "end_time", Show::Time, 20.0),
            col("人数上限", "max_people", Show::Number, 10.0),
            col("已报名", "sign_count", Show::Number, 10.0),
            col("状态", "status_label", Show::Text, 10.0),
            col("创建时间", "created_at", Show::Time, 20.0),
        ],
        answer_columns: None,
        parts: &[],
    },
    Sheet {
        name: "activity_signup",
        upstream: "/api/organization/activity/export_activity",
        title: "活动报名名单",
        columns: &[
            col("报名ID", "id", Show::Number, 10.0),
            col("活动名称", "activity_title", Show::Text, 28.0),
            col("报名方式", "is_team_label", Show::Text, 10.0),
            col("姓名", "name", Show::Text, 12.0),
            col("手机号", "mobile", Show::Text, 14.0),
            col("团队名称", "team_name", Show::Text, 18.0),
            col("人数", "member_count", Show::Number, 8.0),
            col("状态", "status_label", Show::Text, 10.0),
            col("退回原因", "reason", Show::Text, 24.0),
            col("报名时间", "created_at", Show::Time, 20.0),
            col("服务时长（小时）", "hours", Show::Text, 16.0),
        ],
        answer_columns: Some(("activity_id", "请先选择要导出的活动")),
        parts: &[],
    },
    Sheet {
        name: "sale",
        upstream: "/api/organization/thing/export_sale",
        title: "义卖订单",
        columns: &[
            col("订单号", "order_no", Show::Text, 22.0),
            col("商品名称", "goods_title", Show::Text, 26.0),
            col("购买人", "buyer_name", Show::Text, 10.0),
            col("联系电话", "mobile", Show::Text, 14.0),
            col("义卖类型", "kind_label", Show::Text, 10.0),
            col("规格", "spec", Show::Text, 10.0),
            col("单价（元）", "price", Show::Money, 12.0),
            col("数量", "quantity", Show::Number, 8.0),
            col("运费（元）", "shipping_fee", Show::Money, 12.0),
            col("金额（元）", "amount", Show::Money, 12.0),
            col("受益项目", "project_title", Show::Text, 26.0),
            col("是否需要发票", "need_bill", Show::YesNo, 14.0),
            col("发票抬头", "bill_title", Show::Text, 20.0),
            REGION_COLUMNS[0],
            REGION_COLUMNS[1],
            REGION_COLUMNS[2],
            REGION_COLUMNS[3],
            col("快递公司", "express_company", Show::Text, 12.0),
            col("快递单号", "express_no", Show::Text, 20.0),
            col("订单状态", "status_label", Show::Text, 10.0),
            col("下单时间", "created_at", Show::Time, 20.0),
            col("付款时间", "paid_at", Show::Time, 20.0),
        ],
        answer_columns: None,
        parts: &[],
    },
    Sheet {
        name: "wish",
        upstream: "/api/organization/wish/export_wish",
        title: "微心愿",
        columns: &[
            col("心愿ID", "id", Show::Number, 10.0),
            col("心愿编号", "wish_no", Show::Text, 18.0),
            col("心愿内容", "title", Show::Text, 28.0),
            col("受助人", "child_name", Show::Text, 10.0),
            col("学校", "school", Show::Text, 24.0),
            col("订单号", "order_no", Show::Text, 20.0),
            col("捐赠人", "donor_name", Show::Text, 12.0),
            col("捐赠类型", "kind_label", Show::Text, 10.0),
            col("金额（元）", "amount", Show::Money, 12.0),
            col("支付状态", "pay_status_label", Show::Text, 10.0),
            col("是否需要发票", "need_bill", Show::YesNo, 14.0),
            col("发票抬头", "bill_title", Show::Text, 20.0),
            REGION_COLUMNS[0],
            REGION_COLUMNS[1],
            REGION_COLUMNS[2],
            REGION_COLUMNS[3],
            col("心愿状态", "status_label", Show::Text, 10.0),
            col("捐赠时间", "created_at", Show::Time, 20.0),
        ],
        answer_columns: None,
        parts: &[],
    },
    Sheet {
        name: "project_donate",
        upstream: "/api/organization/SJ/export_donate",
        title: "项目捐款明细",
        columns: donation_columns![
            col("订单号", "order_no", Show::Text, 22.0),
            col("项目名称", "project_title", Show::Text, 28.0),
            col("发起机构", "org_name", Show::Text, 24.0),
        ],
        answer_columns: None,
        parts: &[],
    },
    Sheet {
        name: "mproject_donate",
        upstream: "/api/organization/SJM/export_donate",
        title: "微项目捐款明细",
        columns: donation_columns![
            col("订单号", "order_no", Show::Text, 22.0),
            col("微项目名称", "project_title", Show::Text, 28.0),
            col("所属项目/项目池", "parent_title", Show::Text, 28.0),
            col("执行机构", "org_name", Show::Text, 24.0),
        ],
        answer_columns: None,
        parts: &[],
    },
    Sheet {
        name: "data_center",
        upstream: "/api/organization/data/export",
        title: "数据中心",
        columns: &[],
        answer_columns: None,
        parts: DATA_CENTRE_PARTS,
    },
];

const AMOUNT: Column = col("金额（元）", "amount", Show::Money, 14.0);
const COUNT: Column = col("笔数", "count", Show::Number, 10.0);
const PERCENT: Column = col("占比（%）", "percent", Show::Number, 10.0);

/// The data centre's tables as `data/export` rows them (docs/contract-sandbox.md, issue 22).
const DATA_CENTRE_PARTS: &[Part] = &[
    Part {
        key: "kpi",
        title: "核心指标",
        columns: &[
            col("指标", "name", Show::Text, 14.0),
            AMOUNT,
            col("数量", "count", Show::Number, 10.0),
            col("上期与环比", "extra", Show::Text, 36.0),
        ],
    },
    Part {
        key: "series",
        title: "募款趋势",
        columns: &[col("日期", "name", Show::Text, 14.0), AMOUNT, COUNT],
    },
    Part {
        key: "area",
        title: "业务分布",
        columns: &[
            col("业务", "name", Show::Text, 14.0),
            AMOUNT,
            COUNT,
            col("捐赠人数", "donors", Show::Number, 10.0),
            PERCENT,
        ],
    },
    Part {
        key: "region",
        title: "地区分布",
        columns: &[
            col("地区", "name", Show::Text, 18.0),
            AMOUNT,
            COUNT,
            PERCENT,
        ],
    },
    Part {
        key: "project",
        title: "项目排行",
        columns: &[
            col("项目", "name", Show::Text, 30.0),
            AMOUNT,
            COUNT,
            col("机构 · 地区", "extra", Show::Text, 32.0),
        ],
    },
    Part {
        key: "org",
        title: "机构排行",
        columns: &[col("机构", "name", Show::Text, 28.0), AMOUNT, COUNT],
    },
    Part {
        key: "share",
        title: "一起捐转化",
        columns: &[
            col("名称", "name", Show::Text, 10.0),
            AMOUNT,
            col("捐款笔数", "count", Show::Number, 10.0),
            col("捐赠人数", "donors", Show::Number, 10.0),
            col("占募款（%）", "percent", Show::Number, 12.0),
            col("说明", "extra", Show::Text, 36.0),
        ],
    },
    Part {
        key: "pledge",
        title: "月捐",
        columns: &[
            col("月份", "name", Show::Text, 10.0),
            col("扣款金额（元）", "amount", Show::Money, 14.0),
            col("有效月捐", "count", Show::Number, 10.0),
            col("说明", "extra", Show::Text, 30.0),
        ],
    },
];

pub fn find(name: &str) -> Option<&'static Sheet> {
    SHEETS.iter().find(|s| s.name == name)
}
