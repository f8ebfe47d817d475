//! The help-case form: strict validation for submission (every rule, in the contract's order,
//! all problems collected so the import can list them) and the lenient draft save (anything
//! that fits its column is kept). Both produce the same column list, so one INSERT/UPDATE
//! serves every write path.

use super::HELP_TYPES;
pub use crate::areas::common::form_fields::Values;
use crate::areas::common::form_fields::{self, stored_fields, Field, Kind};
use crate::areas::common::stored_form::StoredField;
use crate::areas::common::target_rule::target_fen;
use crate::rules::contact::{is_cn_mobile, is_email};
use crate::rules::dates;
use crate::rules::form::{choice, image_urls, mobile, optional, sized};
pub use crate::rules::form::{int, parse_fen, text};
use crate::rules::id_card::is_id_card;
use rusqlite::types::Value as Sql;
use serde_json::{Map, Value};

/// `(JSON name, column, kind)` in the form's order.
const FIELDS: [Field; 28] = [
    ("title", "title", Kind::Text(50)),
    ("help_type_id", "help_type_id", Kind::Int),
    ("project_id", "project_id", Kind::Int),
    ("target_amount", "target_fen", Kind::Money),
    ("deadline", "deadline", Kind::Text(10)),
    ("summary", "summary", Kind::Text(5000)),
    ("cover", "cover", Kind::FileUrl(500)),
    ("images", "images", Kind::Json(draft_images)),
    ("province", "province", Kind::Text(6)),
    ("city", "city", Kind::Text(6)),
    ("district", "district", Kind::Text(6)),
    ("address", "address", Kind::Text(100)),
    ("publisher_name", "publisher_name", Kind::Text(20)),
    ("publisher_phone", "publisher_phone", Kind::Text(11)),
    ("beneficiary_name", "beneficiary_name", Kind::Text(20)),
    ("beneficiary_gender", "beneficiary_gender", Kind::Int),
    ("beneficiary_age", "beneficiary_age", Kind::Int),
    (
        "beneficiary_id_card",
        "beneficiary_id_card",
        Kind::IdCard(18),
    ),
    ("beneficiary_phone", "beneficiary_phone", Kind::Text(11)),
    ("relation", "relation", Kind::Int),
    ("witness_name", "witness_name", Kind::Text(20)),
    ("witness_phone", "witness_phone", Kind::Text(11)),
    ("witness_title", "witness_title", Kind::Text(20)),
    ("witness_org", "witness_org", Kind::Text(50)),
    ("pay_method", "pay_method", Kind::Int),
    ("payee_name", "payee_name", Kind::Text(20)),
    ("payee_bank", "payee_bank", Kind::Text(50)),
    ("payee_account", "payee_account", Kind::Text(100)),
];

/// The fields as the read-back of a stored case into form JSON wants them.
pub fn json_names() -> impl Iterator<Item = StoredField<'static>> {
    stored_fields(&FIELDS)
}

/// What validation needs from outside the form.
pub struct Ctx<'a> {
    /// Today's day number in China (`dates::today`).
    pub today: i64,
    /// Projects the case may belong to (the organisation's projects in 募款中).
    pub projects: &'a [i64],
}

/// 100.00 yuan.
pub const MIN_TARGET_FEN: i64 = 10_000;
/// 5 000 000.00 yuan.
pub const MAX_TARGET_FEN: i64 = 500_000_000;

/// The image list of `key` (the proof images).
fn image_list(body: &Map<String, Value>, key: &str) -> Result<Vec<String>, String> {
    image_urls(body, key, "证明材料图片", 9)
}

fn images_sql(list: &[String]) -> Sql {
    Sql::Text(serde_json::to_string(list).unwrap_or_else(|_| "[]".into()))
}

/// The rule of one field (`name` as in JSON); `Ok` carries the normalised value to store.
/// Public per field so a change request checks exactly the same rules.
pub fn check(name: &str, body: &Map<String, Value>, ctx: &Ctx<'_>) -> Result<Sql, String> {
    let t = text(body, name);
    match name {
        "title" => sized(&t, "求助标题", 2, 50),
        "help_type_id" => {
            let ids: Vec<i64> = HELP_TYPES.iter().map(|(i, _)| *i).collect();
            choice(body, name, &ids, "请选择求助类型")
        }
        "project_id" => match body.get(name) {
            None | Some(Value::Null) => Ok(Sql::Null),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(Sql::Null),
            Some(Value::Number(n)) if n.as_i64() == Some(0) => Ok(Sql::Null),
            _ => choice(body, name, ctx.projects, "所属项目须为本机构募款中的项目"),
        },
        "target_amount" => target_fen(
            body,
            "目标金额",
            MIN_TARGET_FEN..=MAX_TARGET_FEN,
            "目标金额须在100至5000000元之间",
        )
        .map(Sql::Integer),
        "deadline" => {
            if t.is_empty() {
                return Err("请选择截止日期".into());
            }
            // Any real date parses: a far one (9999-12-31) is out of range, not malformed.
            let day = dates::parse_any(&t).ok_or("截止日期格式不正确")?;
            if day <= ctx.today || day > ctx.today + 365 {
                return Err("截止日期须晚于今天且不超过一年".into());
            }
            Ok(Sql::Text(t))
        }
        "summary" => sized(&t, "求助说明", 20, 5000),
        "cover" => {
            if !t.is_empty() && !crate::rules::file_url::is_file_url(&t) {
                return Err("封面图地址无效，请重新上传".into());
            }
            Ok(Sql::Text(t))
        }
        "images" => image_list(body, name).map(|l| images_sql(&l)),
        "address" => sized(&t, "详细地址", 5, 100),
        "publisher_name" => sized(&t, "发布人姓名", 2, 20),
        "publisher_phone" => mobile(&t, "发布人手机号", true),
        "beneficiary_name" => sized(&t, "受助人姓名", 2, 20),
        "beneficiary_gender" => choice(body, name, &[1, 2], "请选择受助人性别"),
        "beneficiary_age" => {
            if t.is_empty() {
                return Err("请填写受助人年龄".into());
            }
            match int(body, name) {
                Some(a) if (0..=120).contains(&a) => Ok(Sql::Integer(a)),
                _ => Err("受助人年龄须在0-120岁之间".into()),
            }
        }
        "beneficiary_id_card" => {
            let id = t.to_uppercase();
            if id.is_empty() {
                return Err("请填写受助人身份证号".into());
            }
            if !is_id_card(&id, ctx.today) {
                return Err("受助人身份证号不正确".into());
            }
            Ok(Sql::Text(id))
        }
        "beneficiary_phone" => mobile(&t, "受助人手机号", false),
        "relation" => choice(body, name, &[1, 2, 3, 4], "请选择发布人与受助人关系"),
        "witness_name" => sized(&t, "证明人姓名", 2, 20),
        "witness_phone" => mobile(&t, "证明人手机号", true),
        "witness_title" => optional(&t, "证明人职务", 20),
        "witness_org" => optional(&t, "证明人单位", 50),
        "pay_method" => choice(body, name, &[1, 2], "请选择收款方式"),
        "payee_name" => sized(&t, "收款人", 2, 20),
        "payee_bank" => match int(body, "pay_method") {
            Some(1) => sized(&t, "开户银行", 2, 50),
            _ => Ok(Sql::Text(String::new())),
        },
        "payee_account" => {
            if t.is_empty() {
                return Err("请填写收款账号".into());
            }
            let ok = match int(body, "pay_method") {
                Some(1) => (12..=19).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit()),
                Some(2) => is_email(&t) || is_cn_mobile(&t),
                // Without a valid method the account cannot be judged; the method's own
                // message has already been reported.
                _ => true,
            };
            if ok {
                Ok(Sql::Text(t))
            } else {
                Err("收款账号格式不正确".into())
            }
        }
        _ => Ok(Sql::Null),
    }
}

/// The region: optional, but when any part is given it must be a complete chain.
fn check_region(body: &Map<String, Value>) -> Result<[String; 3], String> {
    let r = [
        text(body, "province"),
        text(body, "city"),
        text(body, "district"),
    ];
    if r.iter().all(String::is_empty) {
        return Ok(r);
    }
    crate::rules::region::check_chain(&r[0], &r[1], &r[2])?;
    Ok(r)
}

/// Validates a form for submission. `Err` lists every problem, in field order (the first is
/// the call's message; an import shows them all).
pub fn validate(body: &Map<String, Value>, ctx: &Ctx<'_>) -> Result<Values, Vec<String>> {
    let mut values = Values::new();
    let mut errors = Vec::new();
    let region = check_region(body);
    for (name, column, _) in FIELDS.iter() {
        let result = match *name {
            "province" | "city" | "district" => match &region {
                Ok(r) => {
                    let i = ["province", "city", "district"]
                        .iter()
                        .position(|n| n == name)
                        .unwrap_or(0);
                    Ok(Sql::Text(r[i].clone()))
                }
                // Reported once, at the province.
                Err(e) if *name == "province" => Err(e.clone()),
                Err(_) => Ok(Sql::Text(String::new())),
            },
            _ => check(name, body, ctx),
        };
        match result {
            Ok(v) => values.push((*column, v)),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(values)
    } else {
        Err(errors)
    }
}

/// The lenient draft save (`form_fields::draft`). A draft keeps sums up to a hundred times the
/// largest target, as it always has: the submission is what enforces the range.
pub fn draft(body: &Map<String, Value>) -> Result<Values, String> {
    form_fields::draft(body, &FIELDS, "求助标题", MAX_TARGET_FEN * 100)
}

/// A draft keeps the valid URLs among the first images, up to 9, and drops the rest.
fn draft_images(body: &Map<String, Value>) -> Sql {
    let list: Vec<String> = match body.get("images") {
        Some(Value::Array(a)) => a
            .iter()
            .filter_map(Value::as_str)
            .filter(|u| crate::rules::file_url::is_file_url(u))
            .take(9)
            .map(str::to_owned)
            .collect(),
        _ => Vec::new(),
    };
    images_sql(&list)
}

/// A progress report as submitted: title 2–50, content 10–2000, 0–9 images, optional amount
/// used (yuan, 0–5000000).
pub use crate::workflow::reviewed::ReportForm as Progress;

pub fn progress(body: &Map<String, Value>) -> Result<Progress, String> {
    let title = sized(&text(body, "title"), "进展标题", 2, 50)?;
    let content = sized(&text(body, "content"), "进展内容", 10, 2000)?;
    let images = image_list(body, "images").map_err(|e| e.replace("证明材料图片", "进展图片"))?;
    let amount_used_fen = match body.get("amount_used") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(v) => {
            let fen = parse_fen(v).ok_or("已使用金额须为数字，最多两位小数")?;
            if fen > MAX_TARGET_FEN {
                return Err("已使用金额不能超过5000000元".into());
            }
            Some(fen)
        }
    };
    let as_text = |v: Sql| match v {
        Sql::Text(t) => t,
        _ => String::new(),
    };
    Ok(Progress {
        title: as_text(title),
        content: as_text(content),
        images: as_text(images_sql(&images)),
        amount_used_fen,
    })
}

/// Fields a change request may change, with their labels (the audit page shows them).
pub const CHANGEABLE: [(&str, &str); 6] = [
    ("title", "求助标题"),
    ("summary", "求助说明"),
    ("deadline", "截止日期"),
    ("target_amount", "目标金额（元）"),
    ("cover", "封面图"),
    ("images", "证明材料图片"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::areas::common::form_cases::assert_cases;
    use serde_json::json;

    const TODAY: i64 = 20_500; // 2026-02-15

    fn ctx() -> Ctx<'static> {
        Ctx {
            today: TODAY,
            projects: &[5, 6],
        }
    }

    /// The tests' complete, valid form, with the deadline 90 days after `TODAY`.
    pub fn valid() -> Map<String, Value> {
        let deadline = dates::format(TODAY + 90);
        crate::tests::help_fixtures::form_with(json!({ "deadline": deadline }))
            .as_object()
            .cloned()
            .unwrap_or_default()
    }

    fn first_error(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
        let mut f = valid();
        edit(&mut f);
        match validate(&f, &ctx()) {
            Ok(_) => String::new(),
            Err(e) => e[0].clone(),
        }
    }

    #[test]
    fn a_valid_form_passes_and_the_check_character_is_upper_cased() {
        let values = validate(&valid(), &ctx()).unwrap_or_default();
        assert_eq!(values.len(), FIELDS.len());
        let get = |c: &str| values.iter().find(|(k, _)| *k == c).map(|(_, v)| v.clone());
        assert_eq!(
            get("beneficiary_id_card"),
            Some(Sql::Text("11010520161012008X".into()))
        );
        assert_eq!(get("target_fen"), Some(Sql::Integer(20_000_000)));
        assert_eq!(get("project_id"), Some(Sql::Null));
    }

    #[test]
    fn each_rule_has_its_own_message_naming_the_field() {
        // (field, new value — null removes it, expected message)
        let cases: Vec<(&str, Value, &str)> = vec![
            ("title", Value::Null, "请填写求助标题"),
            ("title", json!("救"), "求助标题长度须为2-50个字"),
            ("help_type_id", json!(7), "请选择求助类型"),
            ("project_id", json!(9), "所属项目须为本机构募款中的项目"),
            (
                "target_amount",
                json!("99.99"),
                "目标金额须在100至5000000元之间",
            ),
            (
                "target_amount",
                json!("5000000.01"),
                "目标金额须在100至5000000元之间",
            ),
            (
                "target_amount",
                json!("100.001"),
                "目标金额须为数字，最多两位小数",
            ),
            (
                "deadline",
                json!(dates::format(TODAY)),
                "截止日期须晚于今天且不超过一年",
            ),
            (
                "deadline",
                json!(dates::format(TODAY + 366)),
                "截止日期须晚于今天且不超过一年",
            ),
            ("deadline", json!("2026/05/01"), "截止日期格式不正确"),
            (
                "deadline",
                json!("9999-12-31"),
                "截止日期须晚于今天且不超过一年",
            ),
            ("summary", json!("太短了"), "求助说明长度须为20-5000个字"),
            (
                "cover",
                json!("javascript:alert(1)"),
                "封面图地址无效，请重新上传",
            ),
            (
                "images",
                json!(vec!["/sandbox-files/a.jpg"; 10]),
                "证明材料图片最多上传9张",
            ),
            ("city", json!("310100"), "所在地区不一致，请重新选择"),
            ("city", json!(""), "请选择完整的所在地区"),
            ("district", json!("11010"), "请选择完整的所在地区"),
            ("district", json!("310105"), "所在地区不一致，请重新选择"),
            ("address", json!("朝阳"), "详细地址长度须为5-100个字"),
            ("publisher_phone", json!("12345"), "发布人手机号格式不正确"),
            ("beneficiary_gender", json!(3), "请选择受助人性别"),
            ("beneficiary_age", json!(121), "受助人年龄须在0-120岁之间"),
            (
                "beneficiary_id_card",
                json!("110105201610120081"),
                "受助人身份证号不正确",
            ),
            (
                "beneficiary_phone",
                json!("1380013800"),
                "受助人手机号格式不正确",
            ),
            ("relation", json!(5), "请选择发布人与受助人关系"),
            ("witness_phone", Value::Null, "请填写证明人手机号"),
            (
                "witness_title",
                json!("职".repeat(21)),
                "证明人职务不能超过20个字",
            ),
            ("pay_method", json!(3), "请选择收款方式"),
            ("payee_bank", Value::Null, "请填写开户银行"),
            ("payee_account", json!("62220"), "收款账号格式不正确"),
            ("pay_method", json!(2), "收款账号格式不正确"),
        ];
        assert_cases(&cases, |edit| first_error(edit));
    }

    #[test]
    fn alipay_accepts_an_email_or_mobile_and_ignores_the_bank() {
        let mut f = valid();
        f.insert("pay_method".into(), json!(2));
        f.insert("payee_account".into(), json!("wang@example.com"));
        f.remove("payee_bank");
        assert!(validate(&f, &ctx()).is_ok());
        f.insert("payee_account".into(), json!("13800138000"));
        assert!(validate(&f, &ctx()).is_ok());
    }

    #[test]
    fn every_problem_of_a_form_is_listed_in_field_order() {
        let mut f = valid();
        f.insert("title".into(), json!("救"));
        f.insert("beneficiary_id_card".into(), json!("123"));
        f.remove("witness_name");
        assert_eq!(
            validate(&f, &ctx()).err().unwrap_or_default(),
            [
                "求助标题长度须为2-50个字",
                "受助人身份证号不正确",
                "请填写证明人姓名"
            ]
        );
    }

    #[test]
    fn a_draft_needs_only_a_title_and_keeps_what_fits() {
        let body = json!({"title": "未写完的求助", "target_amount": "abc", "beneficiary_age": "12",
                          "summary": "短", "address": "地".repeat(101), "images": ["/sandbox-files/a.jpg", "ftp://x"]})
        .as_object()
        .cloned()
        .unwrap_or_default();
        let values = draft(&body).unwrap_or_default();
        let get = |c: &str| values.iter().find(|(k, _)| *k == c).map(|(_, v)| v.clone());
        assert_eq!(get("target_fen"), Some(Sql::Null));
        assert_eq!(get("beneficiary_age"), Some(Sql::Integer(12)));
        assert_eq!(get("summary"), Some(Sql::Text("短".into())));
        assert_eq!(get("address"), Some(Sql::Text(String::new())));
        assert_eq!(
            get("images"),
            Some(Sql::Text("[\"/sandbox-files/a.jpg\"]".into()))
        );
        assert_eq!(draft(&Map::new()).err().as_deref(), Some("请填写求助标题"));
    }

    #[test]
    fn a_progress_report_needs_a_title_content_and_a_sane_amount() {
        let ok = json!({"title": "手术完成", "content": "手术顺利完成，目前恢复良好。", "amount_used": "1200.5"});
        let p = progress(ok.as_object().unwrap_or(&Map::new()));
        assert_eq!(p.map(|p| p.amount_used_fen).ok().flatten(), Some(120_050));
        for (body, msg) in [
            (
                json!({"content": "手术顺利完成，目前恢复良好。"}),
                "请填写进展标题",
            ),
            (
                json!({"title": "手术完成", "content": "太短"}),
                "进展内容长度须为10-2000个字",
            ),
            (
                json!({"title": "手术完成", "content": "手术顺利完成，目前恢复良好。", "images": ["x"]}),
                "进展图片地址无效，请重新上传",
            ),
            (
                json!({"title": "手术完成", "content": "手术顺利完成，目前恢复良好。", "amount_used": "-1"}),
                "已使用金额须为数字，最多两位小数",
            ),
        ] {
            assert_eq!(
                progress(body.as_object().unwrap_or(&Map::new()))
                    .err()
                    .as_deref(),
                Some(msg)
            );
        }
    }
}
