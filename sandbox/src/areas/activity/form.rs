//! The activity form: strict validation for submission, in the contract's order (the first
//! problem is the message), and the lenient draft save. Both give the same columns so one
//! INSERT/UPDATE serves every path; the tags go to their own table. The details are sanitised
//! here and the sign-up form's definitions checked here (`fields`), so nothing else ever sees
//! raw input.

use super::fields;
use super::{CATES, KINDS};
use crate::areas::common::target_rule::target_fen;
use crate::rules::form::{choice, image_url, int, mobile, sized, text};
use crate::rules::rich_text;
use rusqlite::types::Value as Sql;
use serde_json::{Map, Value};

type Form = Map<String, Value>;

/// A form ready to store: `(column, value)` in the form's order, and the tag ids.
#[derive(Debug, Clone, Default)]
pub struct Values {
    pub columns: Vec<(&'static str, Sql)>,
    pub tags: Vec<i64>,
}

/// What validation needs from outside the form.
pub struct Ctx<'a> {
    pub now: i64,
    /// The organisation's own tags.
    pub tags: &'a [i64],
    /// The organisation's donation projects in 募款中 (a 公益募捐活动 links one).
    pub projects: &'a [i64],
}

/// 公益募捐活动: also raises money for a linked donation project.
pub const CHARITY: i64 = 2;
pub const MAX_TAGS: usize = 5;
/// An activity lasts at most 30 days.
pub const MAX_DAYS: i64 = 30;
/// 100.00 – 10 000 000.00 yuan.
const TARGET_FEN: std::ops::RangeInclusive<i64> = 10_000..=1_000_000_000;
const MAX_PLACES: i64 = 100_000;

/// `(JSON name, column)` of the plain columns, for reading a stored activity back as a form.
pub const COLUMNS: [(&str, &str); 22] = [
    ("kind", "kind"),
    ("title", "title"),
    ("cate_id", "cate_id"),
    ("cover", "cover"),
    ("content", "content"),
    ("province", "province"),
    ("city", "city"),
    ("district", "district"),
    ("address", "address"),
    ("start_time", "start_time"),
    ("end_time", "end_time"),
    ("signup_end", "signup_end"),
    ("cancel_end", "cancel_end"),
    ("places", "max_people"),
    ("need_review", "need_review"),
    ("allow_person", "allow_person"),
    ("allow_team", "allow_team"),
    ("team_min", "team_min"),
    ("team_max", "team_max"),
    ("project_id", "project_id"),
    ("contact_name", "contact_name"),
    ("contact_phone", "contact_phone"),
];

fn flag(form: &Form, key: &str) -> i64 {
    i64::from(matches!(form.get(key), Some(v) if v == 1 || v == true || v == "1"))
}

/// A time in seconds (a JSON number or numeric string), `请选择<label>` when absent.
fn time(form: &Form, key: &str, label: &str) -> Result<i64, String> {
    int(form, key)
        .filter(|t| *t > 0)
        .ok_or_else(|| format!("请选择{label}"))
}

/// The tags: 0–5 of the organisation's own.
fn tags(form: &Form, own: Option<&[i64]>) -> Result<Vec<i64>, String> {
    let list = match form.get("tag_ids") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(_) => return Err("活动标签格式错误".into()),
    };
    let mut out = Vec::new();
    for v in list {
        let id = match v {
            Value::Number(n) => n.as_i64(),
            Value::String(s) => s.trim().parse().ok(),
            _ => None,
        }
        .filter(|id| *id > 0)
        .ok_or("活动标签不存在")?;
        if own.is_some_and(|o| !o.contains(&id)) {
            return Err("活动标签不存在".into());
        }
        if !out.contains(&id) {
            out.push(id);
        }
    }
    if out.len() > MAX_TAGS {
        return Err(format!("活动标签最多选择{MAX_TAGS}个"));
    }
    Ok(out)
}

/// The fundraising target in fen.
pub fn target(form: &Form) -> Result<i64, String> {
    target_fen(
        form,
        "募款目标",
        TARGET_FEN,
        "募款目标须在100至10000000元之间",
    )
}

/// The schedule `(start, end, signup_end, cancel_end)` checked against each other and `now`.
pub fn schedule(form: &Form, now: i64) -> Result<[i64; 4], String> {
    let start = time(form, "start_time", "活动时间")?;
    let end = time(form, "end_time", "活动时间")?;
    if start <= now {
        return Err("活动开始时间须晚于当前时间".into());
    }
    if end <= start {
        return Err("活动结束时间须晚于开始时间".into());
    }
    if end - start > MAX_DAYS * crate::clock::DAY {
        return Err(format!("活动时长不能超过{MAX_DAYS}天"));
    }
    let signup_end = time(form, "signup_end", "报名截止时间")?;
    if signup_end <= now {
        return Err("报名截止时间须晚于当前时间".into());
    }
    if signup_end > start {
        return Err("报名截止时间不能晚于活动开始时间".into());
    }
    let cancel_end = int(form, "cancel_end").unwrap_or(0);
    if cancel_end < 0 || cancel_end > signup_end {
        return Err("取消报名截止时间不能晚于报名截止时间".into());
    }
    Ok([start, end, signup_end, cancel_end])
}

/// The places: 0 (不限) – 100 000.
pub fn places(form: &Form) -> Result<i64, String> {
    match form.get("places") {
        None | Some(Value::Null) => Ok(0),
        _ => int(form, "places")
            .filter(|n| (0..=MAX_PLACES).contains(n))
            .ok_or_else(|| format!("活动名额须为0-{MAX_PLACES}的整数")),
    }
}

/// The details: sanitised rich text.
pub fn content(form: &Form) -> Result<Sql, String> {
    rich_text::required(&text(form, "content"), "活动详情").map(Sql::Text)
}

/// The sign-up form's definitions as stored JSON text.
pub fn form_fields(form: &Form) -> Result<Sql, String> {
    let defs = fields::definitions(form.get("form_fields"))?;
    Ok(Sql::Text(Value::Array(defs).to_string()))
}

/// Validates a form for submission; the first problem, in field order, is the message.
pub fn validate(form: &Form, ctx: &Ctx<'_>) -> Result<Values, String> {
    let t = |k: &str| text(form, k);
    let mut v = Vec::new();
    let kinds: Vec<i64> = KINDS.iter().map(|(k, _)| *k).collect();
    let kind = choice(form, "kind", &kinds, "请选择活动类型")?;
    let charity = kind == Sql::Integer(CHARITY);
    v.push(("kind", kind));
    v.push(("title", sized(&t("title"), "活动名称", 2, 50)?));
    let cates: Vec<i64> = CATES.iter().map(|(c, _)| *c).collect();
    v.push((
        "cate_id",
        choice(form, "cate_id", &cates, "请选择活动类别")?,
    ));
    let tags = tags(form, Some(ctx.tags))?;
    v.push(("cover", image_url(&t("cover"), "封面图")?));
    v.push(("content", content(form)?));
    let (p, c, d) = (t("province"), t("city"), t("district"));
    crate::rules::region::check_chain(&p, &c, &d).map_err(|e| e.replace("所在地区", "活动地区"))?;
    v.extend([
        ("province", Sql::Text(p)),
        ("city", Sql::Text(c)),
        ("district", Sql::Text(d)),
    ]);
    v.push(("address", sized(&t("address"), "详细地址", 5, 100)?));
    let [start, end, signup_end, cancel_end] = schedule(form, ctx.now)?;
    v.extend([
        ("start_time", Sql::Integer(start)),
        ("end_time", Sql::Integer(end)),
        ("signup_end", Sql::Integer(signup_end)),
        ("cancel_end", Sql::Integer(cancel_end)),
    ]);
    v.push(("max_people", Sql::Integer(places(form)?)));
    v.push(("need_review", Sql::Integer(flag(form, "need_review"))));
    let (person, team) = (flag(form, "allow_person"), flag(form, "allow_team"));
    if person + team == 0 {
        return Err("请至少选择一种报名方式".into());
    }
    let (mut team_min, mut team_max) = (0, 0);
    if team == 1 {
        team_min = int(form, "team_min").unwrap_or(0);
        team_max = int(form, "team_max").unwrap_or(0);
        if !(2..=50).contains(&team_min) || !(2..=50).contains(&team_max) {
            return Err("团队人数须为2-50人".into());
        }
        if team_min > team_max {
            return Err("团队最少人数不能大于最多人数".into());
        }
    }
    v.extend([
        ("allow_person", Sql::Integer(person)),
        ("allow_team", Sql::Integer(team)),
        ("team_min", Sql::Integer(team_min)),
        ("team_max", Sql::Integer(team_max)),
    ]);
    if charity {
        let project = int(form, "project_id").ok_or("请选择关联的募捐项目")?;
        if !ctx.projects.contains(&project) {
            return Err("关联项目须为本机构募款中的项目".into());
        }
        v.push(("project_id", Sql::Integer(project)));
        v.push(("target_fen", Sql::Integer(target(form)?)));
    } else {
        v.push(("project_id", Sql::Null));
        v.push(("target_fen", Sql::Null));
    }
    v.push(("contact_name", sized(&t("contact_name"), "联系人", 2, 20)?));
    v.push((
        "contact_phone",
        mobile(&t("contact_phone"), "联系人手机号", true)?,
    ));
    v.push(("form_fields", form_fields(form)?));
    Ok(Values { columns: v, tags })
}

/// The lenient draft save: only the title is required (2–50); every other field is kept when
/// it fits and stored empty otherwise, so a half-filled form can always be saved. The sign-up
/// form is checked even in a draft: the builder never holds a form it could not submit.
pub fn draft(form: &Form) -> Result<Values, String> {
    let title = sized(&text(form, "title"), "活动名称", 2, 50)?;
    let fits_text = |k: &str, max: usize| {
        let t = text(form, k);
        Sql::Text(if t.chars().count() <= max {
            t
        } else {
            String::new()
        })
    };
    let small = |k: &str, range: std::ops::RangeInclusive<i64>, default: i64| {
        Sql::Integer(
            int(form, k)
                .filter(|n| range.contains(n))
                .unwrap_or(default),
        )
    };
    let cover = text(form, "cover");
    let raw = text(form, "content");
    let columns = vec![
        ("kind", small("kind", 1..=2, 1)),
        ("title", title),
        (
            "cate_id",
            int(form, "cate_id")
                .filter(|c| CATES.iter().any(|(id, _)| id == c))
                .map_or(Sql::Null, Sql::Integer),
        ),
        (
            "cover",
            image_url(&cover, "封面图").unwrap_or(Sql::Text(String::new())),
        ),
        (
            "content",
            Sql::Text(if raw.chars().count() <= rich_text::MAX_HTML {
                rich_text::sanitize(&raw)
            } else {
                String::new()
            }),
        ),
        ("province", fits_text("province", 6)),
        ("city", fits_text("city", 6)),
        ("district", fits_text("district", 6)),
        ("address", fits_text("address", 100)),
        (
            "start_time",
            small("start_time", 0..=i64::from(u32::MAX), 0),
        ),
        ("end_time", small("end_time", 0..=i64::from(u32::MAX), 0)),
        (
            "signup_end",
            small("signup_end", 0..=i64::from(u32::MAX), 0),
        ),
        (
            "cancel_end",
            small("cancel_end", 0..=i64::from(u32::MAX), 0),
        ),
        ("max_people", small("places", 0..=MAX_PLACES, 0)),
        ("need_review", Sql::Integer(flag(form, "need_review"))),
        (
            "allow_person",
            Sql::Integer(if form.contains_key("allow_person") {
                flag(form, "allow_person")
            } else {
                1
            }),
        ),
        ("allow_team", Sql::Integer(flag(form, "allow_team"))),
        ("team_min", small("team_min", 0..=50, 0)),
        ("team_max", small("team_max", 0..=50, 0)),
        (
            "project_id",
            int(form, "project_id")
                .filter(|p| *p > 0)
                .map_or(Sql::Null, Sql::Integer),
        ),
        ("target_fen", target(form).map_or(Sql::Null, Sql::Integer)),
        ("contact_name", fits_text("contact_name", 20)),
        ("contact_phone", fits_text("contact_phone", 11)),
        ("form_fields", form_fields(form)?),
    ];
    Ok(Values {
        columns,
        tags: tags(form, None).unwrap_or_default(),
    })
}

/// The fields a change request may change, `(JSON name, label)`, in diff order.
pub const CHANGEABLE: [(&str, &str); 10] = [
    ("title", "活动名称"),
    ("cover", "封面图"),
    ("content", "活动详情"),
    ("address", "详细地址"),
    ("places", "活动名额"),
    ("signup_end", "报名截止时间"),
    ("start_time", "活动开始时间"),
    ("end_time", "活动结束时间"),
    ("contact_name", "联系人"),
    ("contact_phone", "联系人手机号"),
];

#[cfg(test)]
pub mod tests {
    use super::*;
    use crate::clock::{DAY, HOUR};
    use serde_json::json;

    pub const NOW: i64 = 1_790_000_000;

    /// A complete 志愿服务活动 form, starting in a week.
    pub fn valid() -> Form {
        let start = NOW + 7 * DAY;
        json!({
            "kind": 1, "title": "社区助老志愿服务日", "cate_id": 2, "tag_ids": [],
            "cover": "/sandbox-files/oss/orgcenter-images/images/cover.png",
            "content": "<p>陪伴社区独居老人，打扫卫生、聊天读报，传递温暖与关怀。</p>",
            "province": "110000", "city": "110100", "district": "110105", "address": "朝阳区建国路88号",
            "start_time": start, "end_time": start + 4 * HOUR, "signup_end": start - DAY,
            "places": 20, "need_review": 1, "allow_person": 1, "allow_team": 0,
            "contact_name": "李老师", "contact_phone": "13800138000",
            "form_fields": [{"kind": "text", "label": "单位"}],
        })
        .as_object()
        .cloned()
        .unwrap()
    }

    fn ctx() -> Ctx<'static> {
        Ctx {
            now: NOW,
            tags: &[3],
            projects: &[9],
        }
    }

    #[test]
    fn a_complete_form_validates_with_its_form_fields_keyed() {
        let v = validate(&valid(), &ctx()).unwrap();
        let fields = v.columns.iter().find(|(c, _)| *c == "form_fields").unwrap();
        assert!(matches!(&fields.1, Sql::Text(t) if t.contains("\"key\":\"f1\"")));
    }

    #[test]
    fn each_rule_refuses_with_its_message_in_field_order() {
        let start = NOW + 7 * DAY;
        for (key, value, msg) in [
            ("kind", json!(3), "请选择活动类型"),
            ("title", json!("社"), "活动名称长度须为2-50个字"),
            ("cate_id", json!(99), "请选择活动类别"),
            ("tag_ids", json!([4]), "活动标签不存在"),
            (
                "cover",
                json!("http://evil/x.png"),
                "封面图地址无效，请重新上传",
            ),
            (
                "content",
                json!("<script>x</script>短"),
                "活动详情长度须为20-20000个字",
            ),
            ("city", json!("310100"), "活动地区不一致，请重新选择"),
            ("address", json!("朝阳"), "详细地址长度须为5-100个字"),
            ("start_time", json!(NOW - 1), "活动开始时间须晚于当前时间"),
            ("end_time", json!(start), "活动结束时间须晚于开始时间"),
            ("end_time", json!(start + 31 * DAY), "活动时长不能超过30天"),
            (
                "signup_end",
                json!(start + 1),
                "报名截止时间不能晚于活动开始时间",
            ),
            ("places", json!(-1), "活动名额须为0-100000的整数"),
            ("allow_person", json!(0), "请至少选择一种报名方式"),
            ("contact_phone", json!("123"), "联系人手机号格式不正确"),
            (
                "form_fields",
                json!([{"kind": "radio", "label": "尺码", "options": ["S"]}]),
                "「尺码」至少需要2个选项",
            ),
        ] {
            let mut f = valid();
            f.insert(key.into(), value);
            assert_eq!(validate(&f, &ctx()).unwrap_err(), msg, "{key}");
        }
        let mut team = valid();
        team.insert("allow_team".into(), json!(1));
        team.insert("team_min".into(), json!(5));
        team.insert("team_max".into(), json!(3));
        assert_eq!(
            validate(&team, &ctx()).unwrap_err(),
            "团队最少人数不能大于最多人数"
        );
        let mut charity = valid();
        charity.insert("kind".into(), json!(2));
        assert_eq!(
            validate(&charity, &ctx()).unwrap_err(),
            "请选择关联的募捐项目"
        );
        charity.insert("project_id".into(), json!(8));
        assert_eq!(
            validate(&charity, &ctx()).unwrap_err(),
            "关联项目须为本机构募款中的项目"
        );
        charity.insert("project_id".into(), json!(9));
        assert_eq!(validate(&charity, &ctx()).unwrap_err(), "请填写募款目标");
        charity.insert("target_amount".into(), json!("5000"));
        assert!(validate(&charity, &ctx()).is_ok());
    }

    #[test]
    fn a_draft_needs_only_a_title_and_drops_what_does_not_fit() {
        let f = json!({"title": "草稿活动", "cover": "javascript:1", "places": -3})
            .as_object()
            .cloned()
            .unwrap();
        let v = draft(&f).unwrap();
        let col = |c: &str| v.columns.iter().find(|(k, _)| *k == c).unwrap().1.clone();
        assert_eq!(col("cover"), Sql::Text(String::new()));
        assert_eq!(col("max_people"), Sql::Integer(0));
        assert_eq!(col("allow_person"), Sql::Integer(1));
        assert!(draft(&Map::new()).is_err());
    }
}
