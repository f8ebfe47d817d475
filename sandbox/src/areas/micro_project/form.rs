//! The micro-project form and the micro-organisation authentication form: pure rules, the first
//! problem is the message. A draft keeps what fits; a submission applies every rule.

use crate::areas::common::fundraising::columns::{CHANGEABLE_LEAD, CHANGEABLE_STORY};
use crate::areas::common::target_rule::target_fen;
use crate::joined;
use crate::rules::dates;
use crate::rules::form::{image_urls, mobile, sized, text};
use crate::rules::region::check_chain;
use rusqlite::types::Value as Sql;
use serde_json::{json, Map, Value};

type Form = Map<String, Value>;
/// `(column, value)` pairs to store.
pub type Values = Vec<(&'static str, Sql)>;

pub const MIN_TARGET_FEN: i64 = 10_000;
pub const MAX_TARGET_FEN: i64 = 100_000_000;
pub const MAX_WINDOW_DAYS: i64 = 180;

/// The form's fields: `(json name, column)`, in the order the rules check them.
pub const FIELDS: [(&str, &str); 14] = [
    ("title", "title"),
    ("summary", "summary"),
    ("description", "description"),
    ("province", "province"),
    ("city", "city"),
    ("district", "district"),
    ("address", "address"),
    ("target_amount", "target_fen"),
    ("fund_start", "fund_start"),
    ("fund_end", "fund_end"),
    ("cover", "cover"),
    ("images", "images"),
    ("lead_name", "lead_name"),
    ("lead_phone", "lead_phone"),
];

/// Fields a change request may change, with their labels (the diff shows them).
pub const CHANGEABLE: &[(&str, &str)] = joined![
    (&str, &str),
    &[("title", "微项目名称")],
    &CHANGEABLE_STORY,
    &CHANGEABLE_LEAD,
];

/// What a submission is checked against: today, and the parent project's last day.
pub struct Ctx {
    pub today: i64,
    pub parent_end: Option<i64>,
}

fn cover(form: &Form) -> Result<Sql, String> {
    let c = text(form, "cover");
    if c.is_empty() {
        return Err("请上传封面图".into());
    }
    if !crate::rules::file_url::is_file_url(&c) {
        return Err("封面图地址无效，请重新上传".into());
    }
    Ok(Sql::Text(c))
}

fn images(form: &Form) -> Result<Sql, String> {
    Ok(Sql::Text(
        json!(image_urls(form, "images", "项目图片", 9)?).to_string(),
    ))
}

pub fn target(form: &Form) -> Result<i64, String> {
    target_fen(
        form,
        "目标金额",
        MIN_TARGET_FEN..=MAX_TARGET_FEN,
        "目标金额须在100至1000000元之间",
    )
}

/// The fundraising end date checked against the start (or today) and the parent's end.
pub fn fund_end(form: &Form, start: i64, ctx: &Ctx) -> Result<i64, String> {
    let end = dates::parse(&text(form, "fund_end")).ok_or("请选择募款结束日期")?;
    if end <= start {
        return Err("募款结束日期须晚于开始日期".into());
    }
    if end - start > MAX_WINDOW_DAYS {
        return Err("募款时间不能超过180天".into());
    }
    if ctx.parent_end.is_some_and(|p| end > p) {
        return Err("募款结束日期不能晚于所属项目的募款结束日期".into());
    }
    Ok(end)
}

/// One field checked with every rule, as the value to store.
pub fn check(name: &str, form: &Form, ctx: &Ctx) -> Result<Sql, String> {
    let t = text(form, name);
    match name {
        "title" => sized(&t, "微项目名称", 2, 50),
        "summary" => sized(&t, "项目简介", 20, 500),
        "description" => sized(&t, "项目详情", 20, 5000),
        "province" => {
            check_chain(&t, &text(form, "city"), &text(form, "district"))
                .map_err(|e| e.replace("所在地区", "执行地区"))?;
            Ok(Sql::Text(t))
        }
        "city" | "district" => Ok(Sql::Text(t)),
        "address" => {
            if !(5..=100).contains(&t.chars().count()) {
                return Err("详细地址长度须为5-100个字".into());
            }
            Ok(Sql::Text(t))
        }
        "target_amount" => target(form).map(Sql::Integer),
        "fund_start" => {
            let start = dates::parse(&t).ok_or("请选择募款开始日期")?;
            if start < ctx.today {
                return Err("募款开始日期不能早于今天".into());
            }
            Ok(Sql::Text(t))
        }
        "fund_end" => {
            let start = dates::parse(&text(form, "fund_start")).unwrap_or(ctx.today);
            fund_end(form, start, ctx)?;
            Ok(Sql::Text(t))
        }
        "cover" => cover(form),
        "images" => images(form),
        "lead_name" => sized(&t, "项目负责人", 2, 20),
        "lead_phone" => mobile(&t, "负责人手机号", true),
        _ => Ok(Sql::Null),
    }
}

/// The whole form checked with every rule.
pub fn validated(form: &Form, ctx: &Ctx) -> Result<Values, String> {
    FIELDS
        .iter()
        .map(|(name, column)| Ok((*column, check(name, form, ctx)?)))
        .collect()
}

/// A draft: the title is required; every other field is kept when it passes its rule, stored
/// empty otherwise (a half-filled form can be saved at any time).
pub fn draft(form: &Form, ctx: &Ctx) -> Result<Values, String> {
    let mut out = vec![("title", sized(&text(form, "title"), "微项目名称", 2, 50)?)];
    // FIELDS starts with the title, checked above.
    for (name, column) in FIELDS.iter().skip(1) {
        let value = match *name {
            "province" | "city" | "district" => Sql::Text(text(form, name)),
            "target_amount" => target(form).map_or(Sql::Null, Sql::Integer),
            "images" => images(form).unwrap_or(Sql::Text("[]".into())),
            "fund_start" | "fund_end" => {
                let t = text(form, name);
                Sql::Text(if dates::parse(&t).is_some() {
                    t
                } else {
                    String::new()
                })
            }
            _ => check(name, form, ctx).unwrap_or(Sql::Text(String::new())),
        };
        out.push((*column, value));
    }
    Ok(out)
}

/// A changed field as `(column, value, the answer's JSON)`.
pub fn change_value(
    name: &str,
    form: &Form,
    ctx: &Ctx,
    start: i64,
) -> Result<(&'static str, Sql, Value), String> {
    let column = FIELDS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, c)| *c)
        .ok_or_else(|| format!("不支持变更的字段：{name}"))?;
    let value = match name {
        "fund_end" => {
            let end = fund_end(form, start, ctx)?;
            if end < ctx.today {
                return Err("募款结束日期不能早于今天".into());
            }
            Sql::Text(text(form, name))
        }
        _ => check(name, form, ctx)?,
    };
    let shown = match (&value, name) {
        (Sql::Integer(fen), _) => Value::String(crate::rules::money::yuan(*fen)),
        (Sql::Text(t), "images") => serde_json::from_str(t).unwrap_or(json!([])),
        (Sql::Text(t), _) => Value::String(t.clone()),
        _ => Value::Null,
    };
    Ok((column, value, shown))
}

/// The micro-organisation authentication form, checked in order.
pub fn auth(form: &Form, today: i64) -> Result<Values, String> {
    let t = |k: &str| text(form, k);
    let group = sized(&t("group_name"), "团体名称", 2, 50)?;
    let leader = sized(&t("leader_name"), "负责人姓名", 2, 20)?;
    let id_card = t("leader_id_card").to_uppercase();
    if id_card.is_empty() {
        return Err("请填写负责人身份证号".into());
    }
    if !crate::rules::id_card::is_id_card(&id_card, today) {
        return Err("负责人身份证号不正确".into());
    }
    let phone = mobile(&t("leader_phone"), "负责人手机号", true)?;
    check_chain(&t("province"), &t("city"), &t("district"))?;
    let sponsor = sized(&t("sponsor_name"), "挂靠机构名称", 2, 50)?;
    let code = t("sponsor_credit_code").to_uppercase();
    if code.is_empty() {
        return Err("请填写挂靠机构统一社会信用代码".into());
    }
    if !crate::rules::credit_code::is_valid(&code) {
        return Err("挂靠机构统一社会信用代码不正确".into());
    }
    let proofs = image_urls(form, "proof_images", "证明材料", 5)?;
    if proofs.is_empty() {
        return Err("请上传证明材料".into());
    }
    Ok(vec![
        ("group_name", group),
        ("leader_name", leader),
        ("leader_id_card", Sql::Text(id_card)),
        ("leader_phone", phone),
        ("province", Sql::Text(t("province"))),
        ("city", Sql::Text(t("city"))),
        ("district", Sql::Text(t("district"))),
        ("sponsor_name", sponsor),
        ("sponsor_credit_code", Sql::Text(code)),
        ("proof_images", Sql::Text(json!(proofs).to_string())),
    ])
}
