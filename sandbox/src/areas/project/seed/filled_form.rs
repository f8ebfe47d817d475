//! A seeded project's whole form, made up from its title (its domain and beneficiaries),
//! organisation and dates.

use crate::clock::DAY;
use crate::rules::dates;
use crate::rules::money::yuan;
use rusqlite::{params, Connection};
use serde_json::json;

/// (keyword, domain id, beneficiary, beneficiaries): the first keyword in the title wins.
const DOMAIN_RULES: [(&str, i64, &str, i64); 20] = [
    ("心脏病", 2, "先天性心脏病患儿", 60),
    ("耳蜗", 2, "重度听障儿童", 40),
    ("地中海贫血", 2, "地中海贫血患儿", 30),
    ("卫生室", 2, "乡村卫生室及村民", 8_000),
    ("助医", 2, "困境家庭患病儿童", 80),
    ("视力", 2, "乡村小学学生", 3_000),
    ("护眼", 2, "高原地区小学生", 2_000),
    ("老人", 4, "独居及孤寡老人", 500),
    ("长者", 4, "社区老年人", 300),
    ("助餐", 4, "社区高龄老人", 400),
    ("灾", 7, "灾区学校师生", 5_000),
    ("环卫", 8, "一线环卫工人", 1_000),
    ("社区", 8, "社区居民", 2_000),
    ("城中村", 8, "城中村流动儿童", 300),
    ("电商", 3, "乡村青年及农户", 600),
    ("共富", 3, "山区家庭学生", 1_500),
    ("净水", 6, "乡村学校师生", 2_500),
    ("饮水", 6, "山村小学师生", 1_200),
    ("女童", 5, "困境家庭女童", 1_000),
    ("儿童", 5, "困境及留守儿童", 1_500),
];

fn domain_of(title: &str) -> (i64, &'static str, i64) {
    DOMAIN_RULES
        .iter()
        .find(|r| title.contains(r.0))
        .map_or((1, "乡村在校学生", 2_000), |r| (r.1, r.2, r.3))
}

/// The project's form, made up from its title, organisation and dates.
#[allow(clippy::too_many_arguments)]
pub(super) fn fill(
    conn: &Connection,
    id: i64,
    org: i64,
    title: &str,
    target: i64,
    region: (&str, &str, &str),
    start: i64,
    end: i64,
    pay_account: Option<i64>,
) -> rusqlite::Result<()> {
    let (domain, beneficiary, count) = domain_of(title);
    let day = |secs: i64| dates::format(dates::today(secs));
    let summary = format!(
        "「{title}」面向{beneficiary}，计划惠及约{count}人，由专业社工和志愿者团队执行，全程公开透明。"
    );
    let description = format!(
        "<h2>项目背景</h2><p>{summary}</p><h3>实施内容</h3><ul><li>开展需求调研，确定受益名单</li>\
         <li>采购物资并组织发放，建立受益档案</li><li>定期回访，评估项目成效</li></ul>\
         <h3>善款使用</h3><p>善款将严格按照预算使用，每季度在平台披露执行进展和资金使用情况，接受社会监督。</p>"
    );
    let main = target * 7 / 10;
    let budget = json!([
        {"item": "物资采购", "amount": yuan(main), "note": "按实际需求分批采购"},
        {"item": "项目执行与管理", "amount": yuan(target - main), "note": "含运输、回访与人员费用"},
    ]);
    let picture = format!("/sandbox-files/avatar/{org}.svg");
    conn.execute(
        "UPDATE projects SET domain_id = ?1, beneficiary = ?2, beneficiary_count = ?3, province = ?4, city = ?5,
                district = ?6, address = ?7, fund_start = ?8, fund_end = ?9, exec_start = ?10, exec_end = ?11,
                summary = ?12, description = ?13, cover = ?14, images = ?15, budget = ?16, lead_name = '李明华',
                lead_phone = '13800138001', contact_name = '王芳', contact_phone = '13900139002',
                pay_account_id = ?17, updated_at = created_at
          WHERE id = ?18",
        params![
            domain,
            beneficiary,
            count,
            region.0,
            region.1,
            region.2,
            format!("{}项目执行点", crate::areas::project::province_name(region.0)),
            day(start),
            day(end),
            day(start + DAY),
            day(end + 365 * DAY),
            summary,
            description,
            picture,
            json!([picture]).to_string(),
            budget.to_string(),
            pay_account,
            id
        ],
    )?;
    Ok(())
}
