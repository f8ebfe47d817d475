//! The project form (the richest of the product): strict validation for submission, in the
//! contract's order (the first problem is the message), and the lenient draft save. Both give
//! the same column list so one INSERT/UPDATE serves every path. The rich-text description is
//! sanitised here, so nothing else ever sees the raw HTML.

use super::DOMAINS;
pub use crate::areas::common::form_fields::Values;
use crate::areas::common::form_fields::{self, stored_fields, Field, Kind};
use crate::areas::common::fundraising::columns::{CHANGEABLE_LEAD, CHANGEABLE_STORY};
use crate::areas::common::stored_form::StoredField;
use crate::areas::common::target_rule::target_fen;
use crate::joined;
use crate::rules::dates;
use crate::rules::form::{choice, image_url, image_urls, int, mobile, parse_fen, sized, text};
use crate::rules::money::yuan;
use crate::rules::rich_text;
use rusqlite::types::Value as Sql;
use serde_json::{json, Map, Value};

/// What validation needs from outside the form.
pub struct Ctx<'a> {
    /// Today's day number in China.
    pub today: i64,
    /// The organisation's pay accounts.
    pub pay_accounts: &'a [i64],
}

/// 1 000.00 yuan.
pub const MIN_TARGET_FEN: i64 = 100_000;
/// 50 000 000.00 yuan.
pub const MAX_TARGET_FEN: i64 = 5_000_000_000;
/// The longest fundraising window, in days.
pub const MAX_WINDOW_DAYS: i64 = 365;
/// The longest execution period (five years), in days.
const MAX_EXEC_DAYS: i64 = 5 * 365 + 1;
/// The longest description, in characters of HTML.
const MAX_DESCRIPTION_HTML: usize = rich_text::MAX_HTML;

/// `(JSON name, column, kind)` in the form's order.
const FIELDS: [Field; 23] = [
    ("title", "title", Kind::Text(50)),
    ("domain_id", "domain_id", Kind::Int),
    ("beneficiary", "beneficiary", Kind::Text(50)),
    ("beneficiary_count", "beneficiary_count", Kind::Int),
    ("province", "province", Kind::Text(6)),
    ("city", "city", Kind::Text(6)),
    ("district", "district", Kind::Text(6)),
    ("address", "address", Kind::Text(100)),
    ("target_amount", "target_fen", Kind::Money),
    ("fund_start", "fund_start", Kind::Text(10)),
    ("fund_end", "fund_end", Kind::Text(10)),
    ("exec_start", "exec_start", Kind::Text(10)),
    ("exec_end", "exec_end", Kind::Text(10)),
    ("summary", "summary", Kind::Text(500)),
    ("description", "description", Kind::Html(draft_description)),
    ("cover", "cover", Kind::FileUrl(500)),
    ("images", "images", Kind::Json(draft_images)),
    ("budget", "budget", Kind::Json(draft_budget)),
    ("lead_name", "lead_name", Kind::Text(20)),
    ("lead_phone", "lead_phone", Kind::Text(11)),
    ("contact_name", "contact_name", Kind::Text(20)),
    ("contact_phone", "contact_phone", Kind::Text(11)),
    ("pay_account_id", "pay_account_id", Kind::Int),
];

/// The fields as the read-back of a stored project into form JSON wants them.
pub fn json_names() -> impl Iterator<Item = StoredField<'static>> {
    stored_fields(&FIELDS)
}

/// A `YYYY-MM-DD` field: its day number, or the field's messages.
fn day(body: &Map<String, Value>, key: &str, label: &str) -> Result<i64, String> {
    let t = text(body, key);
    if t.is_empty() {
        return Err(format!("请选择{label}"));
    }
    dates::parse(&t).ok_or_else(|| format!("{label}格式不正确"))
}

fn day_sql(d: i64) -> Sql {
    Sql::Text(dates::format(d))
}

/// The stored budget rows: 1–50 `{item, amount, note}` adding up to `target` fen.
fn budget(body: &Map<String, Value>, target: Option<i64>) -> Result<Sql, String> {
    let rows = match body.get("budget") {
        None | Some(Value::Null) => return Err("请填写预算明细".into()),
        Some(Value::Array(a)) if a.is_empty() => return Err("请填写预算明细".into()),
        Some(Value::Array(a)) => a,
        Some(_) => return Err("预算明细格式错误".into()),
    };
    if rows.len() > 50 {
        return Err("预算明细最多50项".into());
    }
    let mut out = Vec::with_capacity(rows.len());
    let mut sum: i64 = 0;
    for row in rows {
        let Some(r) = row.as_object() else {
            return Err("预算明细格式错误".into());
        };
        let item = text(r, "item");
        if !(2..=30).contains(&item.chars().count()) {
            return Err("预算项目名称长度须为2-30个字".into());
        }
        let fen = r
            .get("amount")
            .and_then(parse_fen)
            .filter(|f| *f > 0)
            .ok_or("预算金额须为大于0的数字，最多两位小数")?;
        let note = text(r, "note");
        if note.chars().count() > 100 {
            return Err("预算说明不能超过100个字".into());
        }
        sum = sum.saturating_add(fen);
        out.push(json!({"item": item, "amount": yuan(fen), "note": note}));
    }
    if target.is_some_and(|t| t != sum) {
        return Err("预算合计须等于目标金额".into());
    }
    Ok(Sql::Text(Value::Array(out).to_string()))
}

/// The description: sanitised, then 20–20 000 characters of text.
pub fn description(body: &Map<String, Value>) -> Result<Sql, String> {
    rich_text::required(&text(body, "description"), "项目详情").map(Sql::Text)
}

fn cover(t: &str) -> Result<Sql, String> {
    image_url(t, "封面图")
}

fn images(body: &Map<String, Value>) -> Result<Sql, String> {
    let list = image_urls(body, "images", "项目图片", 9)?;
    Ok(Sql::Text(
        serde_json::to_string(&list).unwrap_or_else(|_| "[]".into()),
    ))
}

/// The target in fen, with its messages.
pub fn target(body: &Map<String, Value>) -> Result<i64, String> {
    target_fen(
        body,
        "目标金额",
        MIN_TARGET_FEN..=MAX_TARGET_FEN,
        "目标金额须在1000至50000000元之间",
    )
}

/// Validates a form for submission; the first problem, in field order, is the message.
pub fn validate(body: &Map<String, Value>, ctx: &Ctx<'_>) -> Result<Values, String> {
    let t = |k: &str| text(body, k);
    let mut v = Values::new();
    v.push(("title", sized(&t("title"), "项目名称", 2, 50)?));
    let domains: Vec<i64> = DOMAINS.iter().map(|(i, _)| *i).collect();
    v.push((
        "domain_id",
        choice(body, "domain_id", &domains, "请选择项目领域")?,
    ));
    v.push(("beneficiary", sized(&t("beneficiary"), "受益对象", 2, 50)?));
    if t("beneficiary_count").is_empty() {
        return Err("请填写受益人数".into());
    }
    let count = int(body, "beneficiary_count")
        .filter(|n| (1..=10_000_000).contains(n))
        .ok_or("受益人数须为1-10000000之间的整数")?;
    v.push(("beneficiary_count", Sql::Integer(count)));
    let (p, c, d) = (t("province"), t("city"), t("district"));
    crate::rules::region::check_chain(&p, &c, &d).map_err(|e| e.replace("所在地区", "执行地区"))?;
    v.extend([
        ("province", Sql::Text(p)),
        ("city", Sql::Text(c)),
        ("district", Sql::Text(d)),
    ]);
    v.push(("address", sized(&t("address"), "详细地址", 5, 100)?));
    let target = target(body)?;
    v.push(("target_fen", Sql::Integer(target)));
    let fund_start = day(body, "fund_start", "募款开始日期")?;
    if fund_start < ctx.today {
        return Err("募款开始日期不能早于今天".into());
    }
    let fund_end = day(body, "fund_end", "募款结束日期")?;
    if fund_end <= fund_start {
        return Err("募款结束日期须晚于开始日期".into());
    }
    if fund_end - fund_start > MAX_WINDOW_DAYS {
        return Err("募款时间不能超过365天".into());
    }
    let exec_start = day(body, "exec_start", "执行开始日期")?;
    if exec_start < fund_start {
        return Err("执行开始日期不能早于募款开始日期".into());
    }
    let exec_end = day(body, "exec_end", "执行结束日期")?;
    if exec_end <= exec_start {
        return Err("执行结束日期须晚于开始日期".into());
    }
    if exec_end - exec_start > MAX_EXEC_DAYS {
        return Err("执行周期不能超过5年".into());
    }
    v.extend([
        ("fund_start", day_sql(fund_start)),
        ("fund_end", day_sql(fund_end)),
        ("exec_start", day_sql(exec_start)),
        ("exec_end", day_sql(exec_end)),
    ]);
    v.push(("summary", sized(&t("summary"), "项目简介", 20, 500)?));
    v.push(("description", description(body)?));
    v.push(("cover", cover(&t("cover"))?));
    v.push(("images", images(body)?));
    v.push(("budget", budget(body, Some(target))?));
    v.push(("lead_name", sized(&t("lead_name"), "项目负责人", 2, 20)?));
    v.push((
        "lead_phone",
        mobile(&t("lead_phone"), "负责人手机号", true)?,
    ));
    v.push(("contact_name", sized(&t("contact_name"), "联系人", 2, 20)?));
    v.push((
        "contact_phone",
        mobile(&t("contact_phone"), "联系人手机号", true)?,
    ));
    v.push((
        "pay_account_id",
        choice(body, "pay_account_id", ctx.pay_accounts, "请选择收款账户")?,
    ));
    Ok(v)
}

/// The lenient draft save (`form_fields::draft`).
pub fn draft(body: &Map<String, Value>) -> Result<Values, String> {
    form_fields::draft(body, &FIELDS, "项目名称", MAX_TARGET_FEN)
}

/// A draft keeps the image list only when all of it is valid.
fn draft_images(body: &Map<String, Value>) -> Sql {
    images(body).unwrap_or_else(|_| Sql::Text("[]".into()))
}

/// A draft keeps the budget rows only when all of them are valid, whatever their sum.
fn draft_budget(body: &Map<String, Value>) -> Sql {
    budget(body, None).unwrap_or_else(|_| Sql::Text("[]".into()))
}

/// A draft's description is sanitised like a submitted one, and dropped when too long.
fn draft_description(body: &Map<String, Value>) -> Sql {
    let raw = text(body, "description");
    Sql::Text(if raw.chars().count() <= MAX_DESCRIPTION_HTML {
        rich_text::sanitize(&raw)
    } else {
        String::new()
    })
}

/// The publication (`issue_project`): dates, where the project appears, over-raising.
pub struct Publication {
    pub online_date: String,
    pub fund_start: i64,
    pub fund_end: i64,
    pub channel: i64,
    pub pool_id: Option<i64>,
    pub allow_over: i64,
}

/// Checks a publication against today and the pools (`pools`: the ids of the pool selector).
pub fn publication(
    body: &Map<String, Value>,
    today: i64,
    pools: &[i64],
) -> Result<Publication, String> {
    let online = day(body, "online_date", "上线日期")?;
    if online < today {
        return Err("上线日期不能早于今天".into());
    }
    let fund_start = day(body, "fund_start", "募款开始日期")?;
    if fund_start < online {
        return Err("募款开始日期不能早于上线日期".into());
    }
    let fund_end = day(body, "fund_end", "募款结束日期")?;
    if fund_end <= fund_start {
        return Err("募款结束日期须晚于开始日期".into());
    }
    if fund_end - fund_start > MAX_WINDOW_DAYS {
        return Err("募款时间不能超过365天".into());
    }
    let channel = match int(body, "channel") {
        Some(c @ (1 | 2)) => c,
        _ => return Err("请选择展示位置".into()),
    };
    let pool_id = if channel == 2 {
        match int(body, "pool_id") {
            Some(p) if pools.contains(&p) => Some(p),
            _ => return Err("请选择项目池".into()),
        }
    } else {
        None
    };
    let allow_over = match body.get("allow_over") {
        None | Some(Value::Null) => 0,
        Some(Value::Bool(b)) => i64::from(*b),
        Some(_) => match int(body, "allow_over") {
            Some(a @ (0 | 1)) => a,
            _ => return Err("是否允许超额募款须为0或1".into()),
        },
    };
    Ok(Publication {
        online_date: dates::format(online),
        fund_start,
        fund_end,
        channel,
        pool_id,
        allow_over,
    })
}

/// A progress or end report as submitted: title 2–50, content 10–5000, 0–9 images, amount used.
pub use crate::workflow::reviewed::ReportForm as Report;

/// `required_amount`: an end report must say how much was used.
pub fn report(body: &Map<String, Value>, required_amount: bool) -> Result<Report, String> {
    let as_text = |v: Sql| match v {
        Sql::Text(t) => t,
        _ => String::new(),
    };
    let title = as_text(sized(&text(body, "title"), "标题", 2, 50)?);
    let content = as_text(sized(&text(body, "content"), "内容", 10, 5000)?);
    let images = as_text(images(body).map_err(|e| e.replace("项目图片", "图片"))?);
    let amount_used_fen = match body.get("amount_used") {
        None | Some(Value::Null) if !required_amount => None,
        Some(Value::String(s)) if s.trim().is_empty() && !required_amount => None,
        None | Some(Value::Null) => return Err("请填写使用金额".into()),
        Some(v) => Some(parse_fen(v).ok_or("使用金额须为数字，最多两位小数")?),
    };
    Ok(Report {
        title,
        content,
        images,
        amount_used_fen,
    })
}

/// Fields a change request may change, with their labels (the diff shows them).
pub const CHANGEABLE: &[(&str, &str)] = joined![
    (&str, &str),
    &[("title", "项目名称")],
    &CHANGEABLE_STORY,
    &[("budget", "预算明细")],
    &CHANGEABLE_LEAD,
];

/// One requested change, checked with the form's rule: `(column, value to store, value as JSON)`.
/// `target` is the target in force after the change (for the budget's sum).
pub fn change_value(
    field: &str,
    changes: &Map<String, Value>,
    target: i64,
) -> Result<(&'static str, Sql, Value), String> {
    let t = text(changes, field);
    let as_json = |v: &Sql| match v {
        Sql::Text(s) if matches!(field, "images" | "budget") => {
            serde_json::from_str(s).unwrap_or(json!([]))
        }
        Sql::Text(s) => Value::String(s.clone()),
        Sql::Integer(f) => Value::String(yuan(*f)),
        _ => Value::Null,
    };
    let (column, v) = match field {
        "title" => ("title", sized(&t, "项目名称", 2, 50)?),
        "summary" => ("summary", sized(&t, "项目简介", 20, 500)?),
        "description" => ("description", description(changes)?),
        "cover" => ("cover", cover(&t)?),
        "images" => ("images", images(changes)?),
        "fund_end" => (
            "fund_end",
            day_sql(day(changes, "fund_end", "募款结束日期")?),
        ),
        "target_amount" => ("target_fen", Sql::Integer(self::target(changes)?)),
        "budget" => ("budget", budget(changes, Some(target))?),
        "lead_name" => ("lead_name", sized(&t, "项目负责人", 2, 20)?),
        "lead_phone" => ("lead_phone", mobile(&t, "负责人手机号", true)?),
        _ => return Err(format!("不支持变更的字段：{field}")),
    };
    let j = as_json(&v);
    Ok((column, v, j))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::areas::common::form_cases::assert_cases;

    const TODAY: i64 = 20_500;

    pub fn valid() -> Map<String, Value> {
        crate::tests::project_fixtures::form_at(TODAY)
    }

    fn first_error(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
        let mut f = valid();
        edit(&mut f);
        validate(
            &f,
            &Ctx {
                today: TODAY,
                pay_accounts: &[3],
            },
        )
        .err()
        .unwrap_or_default()
    }

    #[test]
    fn a_valid_form_passes_with_its_description_sanitised() {
        let mut f = valid();
        f.insert(
            "description".into(),
            json!("<p>山区孩子的营养午餐，每天一顿热饭，让孩子们吃饱吃好。</p><script>alert(1)</script><img src=x onerror=alert(1)>"),
        );
        let values = validate(
            &f,
            &Ctx {
                today: TODAY,
                pay_accounts: &[3],
            },
        )
        .unwrap_or_default();
        let get = |c: &str| values.iter().find(|(k, _)| *k == c).map(|(_, v)| v.clone());
        assert_eq!(
            get("description"),
            Some(Sql::Text(
                "<p>山区孩子的营养午餐，每天一顿热饭，让孩子们吃饱吃好。</p><img>".into()
            ))
        );
        assert_eq!(get("target_fen"), Some(Sql::Integer(1_200_000)));
    }

    #[test]
    fn each_rule_has_its_own_message_naming_the_field() {
        let d = |n: i64| json!(dates::format(TODAY + n));
        let cases: Vec<(&str, Value, &str)> = vec![
            ("title", Value::Null, "请填写项目名称"),
            ("domain_id", json!(10), "请选择项目领域"),
            ("beneficiary", json!("童"), "受益对象长度须为2-50个字"),
            (
                "beneficiary_count",
                json!(0),
                "受益人数须为1-10000000之间的整数",
            ),
            ("city", json!("310100"), "执行地区不一致，请重新选择"),
            ("province", Value::Null, "请选择完整的执行地区"),
            ("address", json!("朝阳"), "详细地址长度须为5-100个字"),
            (
                "target_amount",
                json!("999.99"),
                "目标金额须在1000至50000000元之间",
            ),
            (
                "target_amount",
                json!("1000.001"),
                "目标金额须为数字，最多两位小数",
            ),
            ("fund_start", d(-1), "募款开始日期不能早于今天"),
            ("fund_end", d(0), "募款结束日期须晚于开始日期"),
            ("fund_end", d(366), "募款时间不能超过365天"),
            ("exec_start", json!("2026/01/01"), "执行开始日期格式不正确"),
            ("exec_end", d(3000), "执行周期不能超过5年"),
            ("summary", json!("太短"), "项目简介长度须为20-500个字"),
            (
                "description",
                json!("<script>很长很长很长很长很长很长很长很长很长很长很长</script>"),
                "项目详情长度须为20-20000个字",
            ),
            ("cover", Value::Null, "请上传封面图"),
            (
                "cover",
                json!("javascript:alert(1)"),
                "封面图地址无效，请重新上传",
            ),
            (
                "images",
                json!(vec!["/sandbox-files/a.jpg"; 10]),
                "项目图片最多上传9张",
            ),
            ("budget", json!([]), "请填写预算明细"),
            (
                "budget",
                json!([{"item": "午餐", "amount": "11999"}]),
                "预算合计须等于目标金额",
            ),
            (
                "budget",
                json!([{"item": "餐", "amount": "12000"}]),
                "预算项目名称长度须为2-30个字",
            ),
            (
                "budget",
                json!([{"item": "午餐", "amount": "0"}]),
                "预算金额须为大于0的数字，最多两位小数",
            ),
            ("lead_phone", json!("12345"), "负责人手机号格式不正确"),
            ("contact_name", Value::Null, "请填写联系人"),
            ("pay_account_id", json!(4), "请选择收款账户"),
        ];
        assert_cases(&cases, |edit| first_error(edit));
    }

    #[test]
    fn a_draft_needs_only_a_title_and_keeps_what_fits() {
        let body = json!({"title": "未写完的项目", "target_amount": "abc", "beneficiary_count": "12",
                          "description": "<p onclick=x>草稿</p>", "address": "地".repeat(101)});
        let values = draft(body.as_object().unwrap_or(&Map::new())).unwrap_or_default();
        let get = |c: &str| values.iter().find(|(k, _)| *k == c).map(|(_, v)| v.clone());
        assert_eq!(get("target_fen"), Some(Sql::Null));
        assert_eq!(get("beneficiary_count"), Some(Sql::Integer(12)));
        assert_eq!(get("description"), Some(Sql::Text("<p>草稿</p>".into())));
        assert_eq!(get("address"), Some(Sql::Text(String::new())));
        assert_eq!(draft(&Map::new()).err().as_deref(), Some("请填写项目名称"));
    }

    #[test]
    fn a_publication_needs_its_dates_in_order_and_a_pool_for_the_pool_channel() {
        let d = |n: i64| json!(dates::format(TODAY + n));
        let ok = json!({"online_date": d(0), "fund_start": d(1), "fund_end": d(90), "channel": 2, "pool_id": 3, "allow_over": 1});
        let obj = |v: &Value| v.as_object().cloned().unwrap_or_default();
        let p = publication(&obj(&ok), TODAY, &[3]).map(|p| (p.pool_id, p.allow_over));
        assert_eq!(p.ok(), Some((Some(3), 1)));
        for (key, value, msg) in [
            ("online_date", d(-1), "上线日期不能早于今天"),
            ("fund_start", d(-1), "募款开始日期不能早于上线日期"),
            ("fund_end", d(1), "募款结束日期须晚于开始日期"),
            ("channel", json!(3), "请选择展示位置"),
            ("pool_id", json!(9), "请选择项目池"),
        ] {
            let mut b = obj(&ok);
            b.insert(key.into(), value);
            assert_eq!(
                publication(&b, TODAY, &[3]).err().as_deref(),
                Some(msg),
                "{key}"
            );
        }
    }
}
