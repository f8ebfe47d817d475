//! The micro-wish forms and their rules: the wish, a claim, the shipping, the light-up (delivery
//! record), a link and a copywriting. Pure: values in, `(column, value)` or a Chinese message
//! out (the first problem found, in the form's order).

use crate::rules::dates;
use crate::rules::file_url::is_file_url;
use crate::rules::form::{choice, image_urls, int, mobile, optional, parse_fen, sized, text};
use rusqlite::types::Value as Sql;
use serde_json::{json, Map, Value};

pub type Values = Vec<(&'static str, Sql)>;

/// Wish `type`.
pub const TYPES: [(i64, &str); 2] = [(1, "物资心愿"), (2, "资金心愿")];
/// Donation `kind`.
pub const KINDS: [(i64, &str); 2] = [(1, "资金"), (2, "物资")];

/// The donation kind a claim of a wish of `wish_type` brings: a 物资心愿's claim is a gift (2),
/// a 资金心愿's the money (1).
pub fn claim_donation_kind(wish_type: i64) -> i64 {
    if wish_type == 1 {
        2
    } else {
        1
    }
}

/// The wish amount's bounds, in fen (1.00–5000.00 元).
const MIN_FEN: i64 = 100;
const MAX_FEN: i64 = 500_000;

/// What the wish form needs to know beyond the body.
pub struct Ctx<'a> {
    /// The regional partner's province: its wishes must lie there.
    pub only_province: Option<&'a str>,
    pub org_exists: &'a dyn Fn(i64) -> bool,
}

/// The changeable fields of a published wish, in the diff's order, with their labels.
pub const CHANGEABLE: [(&str, &str); 7] = [
    ("title", "心愿标题"),
    ("story", "心愿故事"),
    ("cover", "封面图"),
    ("images", "心愿图片"),
    ("school", "学校"),
    ("grade", "年级"),
    ("target_amount", "心愿金额"),
];

/// `(json name, column)` of the stored form, for `stored_form` (money and JSON arrays are
/// told apart by name).
pub const COLUMNS: [(&str, &str); 16] = [
    ("type", "wish_type"),
    ("title", "title"),
    ("story", "story"),
    ("child_name", "child_name"),
    ("child_gender", "child_gender"),
    ("child_age", "child_age"),
    ("school", "school"),
    ("grade", "grade"),
    ("report_org_id", "org_id"),
    ("cover", "cover"),
    ("images", "images"),
    ("target_amount", "amount_fen"),
    ("province", "province"),
    ("city", "city"),
    ("district", "district"),
    ("address", "address"),
];

fn title(v: &str) -> Result<Sql, String> {
    sized(v, "心愿标题", 2, 30)
}

fn story(v: &str) -> Result<Sql, String> {
    sized(v, "心愿故事", 10, 1000)
}

fn school(v: &str) -> Result<Sql, String> {
    sized(v, "学校", 2, 50)
}

fn grade(v: &str) -> Result<Sql, String> {
    optional(v, "年级", 20)
}

fn cover(v: &str) -> Result<Sql, String> {
    stored_image(v, "封面图")
}

/// One required stored image URL.
fn stored_image(v: &str, label: &str) -> Result<Sql, String> {
    if v.is_empty() {
        return Err(format!("请上传{label}"));
    }
    if !is_file_url(v) {
        return Err(format!("{label}地址无效，请重新上传"));
    }
    Ok(Sql::Text(v.to_owned()))
}

fn images(body: &Map<String, Value>) -> Result<Sql, String> {
    let list = image_urls(body, "images", "心愿图片", 9)?;
    Ok(Sql::Text(json!(list).to_string()))
}

/// The wish amount in fen.
pub fn target(body: &Map<String, Value>) -> Result<i64, String> {
    let Some(v) = body.get("target_amount").filter(|v| !text_of(v).is_empty()) else {
        return Err("请填写心愿金额".into());
    };
    let fen = parse_fen(v).ok_or("心愿金额须为数字，最多两位小数")?;
    if !(MIN_FEN..=MAX_FEN).contains(&fen) {
        return Err("心愿金额须在1至5000元之间".into());
    }
    Ok(fen)
}

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => crate::rules::blank::trim(s).to_owned(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// The whole wish form, checked in order.
pub fn validate(body: &Map<String, Value>, ctx: &Ctx<'_>) -> Result<Values, String> {
    let t = |k: &str| text(body, k);
    let mut v: Values = vec![
        (
            "wish_type",
            choice(body, "type", &[1, 2], "请选择心愿类型")?,
        ),
        ("title", title(&t("title"))?),
        ("story", story(&t("story"))?),
        ("child_name", sized(&t("child_name"), "受助人姓名", 2, 20)?),
        (
            "child_gender",
            choice(body, "child_gender", &[1, 2], "请选择受助人性别")?,
        ),
    ];
    let age = match int(body, "child_age") {
        None if t("child_age").is_empty() => return Err("请填写受助人年龄".into()),
        Some(a) if (1..=100).contains(&a) => a,
        _ => return Err("受助人年龄须在1-100岁之间".into()),
    };
    v.push(("child_age", Sql::Integer(age)));
    v.push(("school", school(&t("school"))?));
    v.push(("grade", grade(&t("grade"))?));
    let org = match int(body, "report_org_id") {
        None if t("report_org_id").is_empty() => return Err("请选择上报单位".into()),
        Some(id) if id > 0 && (ctx.org_exists)(id) => id,
        _ => return Err("上报单位不存在".into()),
    };
    v.push(("org_id", Sql::Integer(org)));
    v.push(("cover", cover(&t("cover"))?));
    v.push(("images", images(body)?));
    v.push(("amount_fen", Sql::Integer(target(body)?)));
    let (p, c, d) = (t("province"), t("city"), t("district"));
    crate::rules::region::check_chain(&p, &c, &d)?;
    if ctx.only_province.is_some_and(|own| own != p) {
        return Err("只能发布本省的微心愿".into());
    }
    v.push(("province", Sql::Text(p)));
    v.push(("city", Sql::Text(c)));
    v.push(("district", Sql::Text(d)));
    v.push(("address", optional(&t("address"), "详细地址", 100)?));
    Ok(v)
}

/// One requested change: the column, its stored value and its JSON value (the diff's shape).
pub fn change_value(
    field: &str,
    body: &Map<String, Value>,
) -> Result<(&'static str, Sql, Value), String> {
    let t = text(body, field);
    let (column, value) = match field {
        "title" => ("title", title(&t)?),
        "story" => ("story", story(&t)?),
        "cover" => ("cover", cover(&t)?),
        "school" => ("school", school(&t)?),
        "grade" => ("grade", grade(&t)?),
        "images" => {
            let list = image_urls(body, "images", "心愿图片", 9)?;
            return Ok(("images", Sql::Text(json!(list).to_string()), json!(list)));
        }
        "target_amount" => {
            let fen = target(body)?;
            let shown = crate::rules::money::yuan(fen);
            return Ok(("amount_fen", Sql::Integer(fen), Value::String(shown)));
        }
        other => return Err(format!("不支持变更的字段：{other}")),
    };
    Ok((column, value, Value::String(t)))
}

/// A claim from the public or registered by staff.
#[derive(Debug, Clone)]
pub struct Claim {
    pub name: String,
    pub phone: String,
    pub message: String,
    pub need_bill: bool,
    pub bill_title: String,
}

pub fn claim(body: &Map<String, Value>) -> Result<Claim, String> {
    let t = |k: &str| text(body, k);
    sized(&t("claimer_name"), "认领人", 2, 20)?;
    mobile(&t("claimer_phone"), "联系电话", true)?;
    optional(&t("message"), "留言", 200)?;
    let need_bill = match int(body, "need_bill") {
        None | Some(0) => false,
        Some(1) => true,
        _ => return Err("是否需要票据不正确".into()),
    };
    let bill_title = if need_bill {
        let b = t("bill_title");
        if b.is_empty() {
            return Err("请填写票据抬头".into());
        }
        sized(&b, "票据抬头", 2, 50)?;
        b
    } else {
        String::new()
    };
    Ok(Claim {
        name: t("claimer_name"),
        phone: t("claimer_phone"),
        message: t("message"),
        need_bill,
        bill_title,
    })
}

/// `(express_company, express_no)` of a shipped gift.
pub fn shipping(body: &Map<String, Value>) -> Result<(String, String), String> {
    let company = text(body, "express_company");
    if company.is_empty() {
        return Err("请填写快递公司".into());
    }
    sized(&company, "快递公司", 2, 20)?;
    let no = text(body, "express_no");
    if no.is_empty() {
        return Err("请填写快递单号".into());
    }
    if !(6..=30).contains(&no.len()) || !no.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err("快递单号格式不正确".into());
    }
    Ok((company, no))
}

/// The delivery record that lights a wish up.
#[derive(Debug, Clone)]
pub struct Lightup {
    pub delivered_at: String,
    pub receiver: String,
    pub images: Vec<String>,
    pub message: String,
}

/// `claimed_day` and `today` are day numbers (China time).
pub fn lightup(body: &Map<String, Value>, claimed_day: i64, today: i64) -> Result<Lightup, String> {
    let day_text = text(body, "delivered_at");
    if day_text.is_empty() {
        return Err("请选择送达日期".into());
    }
    let day = dates::parse(&day_text).ok_or("送达日期格式不正确")?;
    if day < claimed_day {
        return Err("送达日期不能早于认领日期".into());
    }
    if day > today {
        return Err("送达日期不能晚于今天".into());
    }
    let receiver = text(body, "receiver");
    sized(&receiver, "签收人", 2, 20)?;
    let images = image_urls(body, "feedback_images", "反馈图片", 9)?;
    if images.is_empty() {
        return Err("请上传反馈图片".into());
    }
    let message = text(body, "feedback_message");
    sized(&message, "反馈留言", 5, 500)?;
    Ok(Lightup {
        delivered_at: dates::format(day),
        receiver,
        images,
        message,
    })
}

/// A required reason (off-shelf, cancelled claim): 1–200 characters after trimming.
pub fn reason(raw: &str, label: &str) -> Result<String, String> {
    let r = crate::rules::blank::trim(raw);
    if r.is_empty() {
        return Err(format!("请填写{label}"));
    }
    if r.chars().count() > 200 {
        return Err(format!("{label}不能超过200个字"));
    }
    Ok(r.to_owned())
}

/// A link's `(title, cover, intro)`.
pub fn link(body: &Map<String, Value>) -> Result<(String, String, String), String> {
    let t = |k: &str| text(body, k);
    sized(&t("title"), "链接标题", 2, 30)?;
    stored_image(&t("cover"), "封面图")?;
    optional(&t("intro"), "活动简介", 200)?;
    Ok((t("title"), t("cover"), t("intro")))
}

/// A copywriting's `(share_title, description, image)`.
pub fn copywriting(body: &Map<String, Value>) -> Result<(String, String, String), String> {
    let t = |k: &str| text(body, k);
    sized(&t("share_title"), "分享标题", 2, 30)?;
    sized(&t("description"), "分享描述", 2, 100)?;
    stored_image(&t("image"), "分享图片")?;
    Ok((t("share_title"), t("description"), t("image")))
}

/// The beneficiary's name as the public page shows it: the first character and a star for
/// each further one (`王小明` → `王**`).
pub fn masked_name(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => std::iter::once(first).chain(chars.map(|_| '*')).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;

    pub fn valid() -> Map<String, Value> {
        json!({
            "type": 1, "title": "想要一个新书包", "story": "小明的书包已经用了三年，拉链坏了，每天用绳子捆着上学。",
            "child_name": "王小明", "child_gender": 1, "child_age": 9, "school": "淳安县千岛湖镇中心小学",
            "grade": "三年级", "report_org_id": 1, "cover": "/sandbox-files/avatar/1.svg",
            "images": ["/sandbox-files/avatar/1.svg"], "target_amount": "89.00",
            "province": "330000", "city": "330100", "district": "330127", "address": "千岛湖镇环湖北路1号",
        })
        .as_object()
        .cloned()
        .unwrap_or_default()
    }

    fn ctx(only: Option<&str>) -> Ctx<'_> {
        Ctx {
            only_province: only,
            org_exists: &|id| id == 1,
        }
    }

    fn first_error(edit: impl FnOnce(&mut Map<String, Value>), only: Option<&str>) -> String {
        let mut b = valid();
        edit(&mut b);
        validate(&b, &ctx(only)).expect_err("refused")
    }

    #[test]
    fn a_valid_wish_passes_and_each_rule_names_its_field() {
        assert!(validate(&valid(), &ctx(None)).is_ok());
        let cases: Vec<(&str, Value, &str)> = vec![
            ("type", json!(3), "请选择心愿类型"),
            ("title", json!("包"), "心愿标题长度须为2-30个字"),
            ("story", json!(""), "请填写心愿故事"),
            ("child_name", json!(""), "请填写受助人姓名"),
            ("child_gender", json!(0), "请选择受助人性别"),
            ("child_age", json!(""), "请填写受助人年龄"),
            ("child_age", json!(101), "受助人年龄须在1-100岁之间"),
            ("school", json!("校"), "学校长度须为2-50个字"),
            ("grade", json!("一".repeat(21)), "年级不能超过20个字"),
            ("report_org_id", json!(""), "请选择上报单位"),
            ("report_org_id", json!(42), "上报单位不存在"),
            ("cover", json!(""), "请上传封面图"),
            (
                "cover",
                json!("javascript:alert(1)"),
                "封面图地址无效，请重新上传",
            ),
            (
                "images",
                json!(vec!["/sandbox-files/avatar/1.svg"; 10]),
                "心愿图片最多上传9张",
            ),
            ("target_amount", json!(""), "请填写心愿金额"),
            (
                "target_amount",
                json!("1.234"),
                "心愿金额须为数字，最多两位小数",
            ),
            (
                "target_amount",
                json!("5000.01"),
                "心愿金额须在1至5000元之间",
            ),
            ("city", json!("110100"), "所在地区不一致，请重新选择"),
            (
                "address",
                json!("路".repeat(101)),
                "详细地址不能超过100个字",
            ),
        ];
        for (field, value, msg) in cases {
            assert_eq!(
                first_error(
                    |b| {
                        b.insert(field.into(), value.clone());
                    },
                    None
                ),
                msg,
                "{field}"
            );
        }
    }

    #[test]
    fn the_partner_may_only_place_wishes_in_its_own_province() {
        assert!(validate(&valid(), &ctx(Some("330000"))).is_ok());
        assert_eq!(
            first_error(
                |b| {
                    b.insert("province".into(), json!("110000"));
                    b.insert("city".into(), json!("110100"));
                    b.insert("district".into(), json!("110105"));
                },
                Some("330000")
            ),
            "只能发布本省的微心愿"
        );
    }

    #[test]
    fn names_are_masked_character_by_character() {
        assert_eq!(masked_name("王小明"), "王**");
        assert_eq!(masked_name("欧阳娜娜"), "欧***");
        assert_eq!(masked_name("李"), "李");
        assert_eq!(masked_name(""), "");
    }

    #[test]
    fn a_lightup_needs_a_delivery_day_between_the_claim_and_today_and_feedback() {
        let body = |day: &str, images: Value| {
            json!({"delivered_at": day, "receiver": "王老师", "feedback_images": images,
                   "feedback_message": "书包已经送到小明手里，他很开心。"})
            .as_object()
            .cloned()
            .unwrap_or_default()
        };
        let img = json!(["/sandbox-files/avatar/1.svg"]);
        let today = dates::parse("2026-11-24").unwrap_or(0);
        let claimed = today - 5;
        assert!(lightup(&body("2026-11-20", img.clone()), claimed, today).is_ok());
        assert_eq!(
            lightup(&body("2026-11-18", img.clone()), claimed, today).unwrap_err(),
            "送达日期不能早于认领日期"
        );
        assert_eq!(
            lightup(&body("2026-11-25", img), claimed, today).unwrap_err(),
            "送达日期不能晚于今天"
        );
        assert_eq!(
            lightup(&body("2026-11-20", json!([])), claimed, today).unwrap_err(),
            "请上传反馈图片"
        );
    }

    #[test]
    fn a_claim_needs_a_name_a_mobile_and_a_bill_title_when_a_bill_is_wanted() {
        let b = |v: Value| v.as_object().cloned().unwrap_or_default();
        assert!(claim(&b(
            json!({"claimer_name": "张三", "claimer_phone": "13800138000"})
        ))
        .is_ok());
        assert_eq!(
            claim(&b(json!({"claimer_name": "张三", "claimer_phone": "123"}))).unwrap_err(),
            "联系电话格式不正确"
        );
        assert_eq!(
            claim(&b(
                json!({"claimer_name": "张三", "claimer_phone": "13800138000", "need_bill": 1})
            ))
            .unwrap_err(),
            "请填写票据抬头"
        );
        assert_eq!(
            shipping(&b(
                json!({"express_company": "顺丰速运", "express_no": "SF-1"})
            ))
            .unwrap_err(),
            "快递单号格式不正确"
        );
    }
}
