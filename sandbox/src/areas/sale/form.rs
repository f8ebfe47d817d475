//! The goods form (both kinds) and the small forms of orders, bids and goods donations: pure
//! rules, the first problem as the message. Money arrives as yuan (string or number) and is
//! kept in fen.

use crate::clock::DAY;
use crate::rules::file_url::is_file_url;
use crate::rules::form::{image_urls, int, parse_fen, sized, text};
use serde_json::{Map, Value};

type Form = Map<String, Value>;

/// Goods `kind`.
pub const FIXED: i64 = 1;
pub const AUCTION: i64 = 2;
pub const KINDS: [(i64, &str); 2] = [(FIXED, "义卖商品"), (AUCTION, "竞拍拍品")];

/// Goods donation `item_type`.
pub const ITEM_TYPES: [(i64, &str); 6] = [
    (1, "服装鞋帽"),
    (2, "图书文具"),
    (3, "日用百货"),
    (4, "数码家电"),
    (5, "工艺收藏"),
    (9, "其他"),
];

const MAX_SPECS: usize = 10;
const MAX_AUCTION: i64 = 30 * DAY;

/// A goods form, checked (or, for a draft, read leniently).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Values {
    pub kind: i64,
    pub title: String,
    pub cover: String,
    pub images: Vec<String>,
    pub description: String,
    pub project_id: Option<i64>,
    pub shipping_fee: i64,
    pub price: i64,
    pub stock: i64,
    pub specs: Vec<String>,
    pub start_price: i64,
    pub increment: i64,
    pub reserve_price: i64,
    pub deposit: i64,
    pub start_time: i64,
    pub end_time: i64,
    pub extend_seconds: i64,
}

/// Yuan under `key` as fen within `min..=max`: absent is `missing` (or `default` when
/// `missing` is `None`), anything else outside is `bad`.
fn money(
    form: &Form,
    key: &str,
    (min, max): (i64, i64),
    missing: Option<&str>,
    bad: &str,
) -> Result<i64, String> {
    match form.get(key) {
        None | Some(Value::Null) => missing.map_or(Ok(0), |m| Err(m.to_owned())),
        Some(Value::String(s)) if s.trim().is_empty() => {
            missing.map_or(Ok(0), |m| Err(m.to_owned()))
        }
        Some(v) => parse_fen(v)
            .filter(|f| (min..=max).contains(f))
            .ok_or_else(|| bad.to_owned()),
    }
}

/// An integer under `key` within `range`, else `bad` (absent: `missing`).
fn count(
    form: &Form,
    key: &str,
    range: std::ops::RangeInclusive<i64>,
    missing: &str,
    bad: &str,
) -> Result<i64, String> {
    if text(form, key).is_empty() {
        return Err(missing.to_owned());
    }
    int(form, key)
        .filter(|n| range.contains(n))
        .ok_or_else(|| bad.to_owned())
}

/// The specification names: 0–10, each 1–20 characters, no repeats.
pub fn specs(form: &Form) -> Result<Vec<String>, String> {
    let list = match form.get("specs") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(_) => return Err("规格格式错误".into()),
    };
    if list.len() > MAX_SPECS {
        return Err(format!("规格最多{MAX_SPECS}个"));
    }
    let mut out: Vec<String> = Vec::new();
    for v in list {
        let name = v.as_str().map(str::trim).unwrap_or_default();
        if name.is_empty() || name.chars().count() > 20 {
            return Err("规格名称长度须为1-20个字".into());
        }
        if out.iter().any(|s| s == name) {
            return Err("规格不能重复".into());
        }
        out.push(name.to_owned());
    }
    Ok(out)
}

pub fn kind(form: &Form) -> Result<i64, String> {
    match int(form, "kind") {
        Some(k) if k == FIXED || k == AUCTION => Ok(k),
        _ => Err("请选择义卖类型".into()),
    }
}

pub fn title(form: &Form) -> Result<String, String> {
    sized(&text(form, "title"), "商品名称", 2, 30).map(|_| text(form, "title"))
}

pub fn cover(form: &Form) -> Result<String, String> {
    let c = text(form, "cover");
    if c.is_empty() || !is_file_url(&c) {
        return Err("请上传商品封面".into());
    }
    Ok(c)
}

pub fn description(form: &Form) -> Result<String, String> {
    sized(&text(form, "description"), "商品介绍", 10, 2000).map(|_| text(form, "description"))
}

pub fn images(form: &Form) -> Result<Vec<String>, String> {
    image_urls(form, "images", "商品图片", 9)
}

pub fn shipping_fee(form: &Form) -> Result<i64, String> {
    money(
        form,
        "shipping_fee",
        (0, 50_000),
        None,
        "运费须为0-500.00元",
    )
}

pub fn price(form: &Form) -> Result<i64, String> {
    money(
        form,
        "price",
        (1, 10_000_000),
        Some("请填写售价"),
        "售价须为0.01-100000.00元",
    )
}

/// Stock as a new item's (1–99 999) or as a change's (0–99 999: 0 sells it out).
pub fn stock(form: &Form, min: i64) -> Result<i64, String> {
    let bad = format!("库存须为{min}-99999的整数");
    count(form, "stock", min..=99_999, "请填写库存", &bad)
}

/// A lot's prices: `(start, increment, reserve, deposit)`.
pub fn lot_prices(form: &Form) -> Result<(i64, i64, i64, i64), String> {
    let start = money(
        form,
        "start_price",
        (1, 100_000_000),
        Some("请填写起拍价"),
        "起拍价须为0.01-1000000.00元",
    )?;
    let increment = money(
        form,
        "increment",
        (100, 10_000_000),
        Some("请填写加价幅度"),
        "加价幅度须为1.00-100000.00元",
    )?;
    let reserve = money(
        form,
        "reserve_price",
        (0, 100_000_000),
        None,
        "保留价格式不正确",
    )?;
    if reserve > 0 && reserve < start {
        return Err("保留价不能低于起拍价".into());
    }
    let deposit = money(
        form,
        "deposit",
        (0, 10_000_000),
        None,
        "保证金须为0-100000.00元",
    )?;
    Ok((start, increment, reserve, deposit))
}

/// A lot's times `(start, end, extend_seconds)`; the end must lie after `now`.
pub fn lot_times(form: &Form, now: i64) -> Result<(i64, i64, i64), String> {
    let start = int(form, "start_time")
        .filter(|t| *t > 0)
        .ok_or("请选择开拍时间")?;
    let end = int(form, "end_time")
        .filter(|t| *t > 0)
        .ok_or("请选择结束时间")?;
    if end <= start {
        return Err("结束时间须晚于开始时间".into());
    }
    if end - start > MAX_AUCTION {
        return Err("竞拍时长不能超过30天".into());
    }
    if end <= now {
        return Err("结束时间须晚于当前时间".into());
    }
    let extend = match int(form, "extend_seconds") {
        None if text(form, "extend_seconds").is_empty() => 0,
        Some(0) => 0,
        Some(s) if (60..=600).contains(&s) => s,
        _ => return Err("延时周期须为60-600秒".into()),
    };
    Ok((start, end, extend))
}

/// The beneficiary project's id (whether it may be named is the store's question).
pub fn project_id(form: &Form) -> Result<i64, String> {
    int(form, "project_id")
        .filter(|id| *id > 0)
        .ok_or_else(|| "请选择受益项目".into())
}

/// The whole form checked with every rule at time `now` (the project still to be checked).
pub fn validate(form: &Form, now: i64) -> Result<Values, String> {
    let kind = kind(form)?;
    let mut v = Values {
        kind,
        title: title(form)?,
        cover: cover(form)?,
        images: images(form)?,
        description: description(form)?,
        project_id: Some(project_id(form)?),
        shipping_fee: shipping_fee(form)?,
        ..Values::default()
    };
    if kind == FIXED {
        v.price = price(form)?;
        v.stock = stock(form, 1)?;
        v.specs = specs(form)?;
    } else {
        (v.start_price, v.increment, v.reserve_price, v.deposit) = lot_prices(form)?;
        (v.start_time, v.end_time, v.extend_seconds) = lot_times(form, now)?;
    }
    Ok(v)
}

/// A draft: the kind and the title are required, every other field is kept when it is valid
/// and left empty otherwise (the submission checks it).
pub fn draft(form: &Form) -> Result<Values, String> {
    let kind = kind(form)?;
    let mut v = Values {
        kind,
        title: title(form)?,
        cover: cover(form).unwrap_or_default(),
        images: images(form).unwrap_or_default(),
        description: text(form, "description").chars().take(2000).collect(),
        project_id: project_id(form).ok(),
        shipping_fee: shipping_fee(form).unwrap_or_default(),
        ..Values::default()
    };
    if kind == FIXED {
        v.price = price(form).unwrap_or_default();
        v.stock = stock(form, 0).unwrap_or_default();
        v.specs = specs(form).unwrap_or_default();
    } else {
        (v.start_price, v.increment, v.reserve_price, v.deposit) =
            lot_prices(form).unwrap_or_default();
        v.start_time = int(form, "start_time").unwrap_or_default().max(0);
        v.end_time = int(form, "end_time").unwrap_or_default().max(0);
        v.extend_seconds = int(form, "extend_seconds")
            .filter(|s| *s == 0 || (60..=600).contains(s))
            .unwrap_or_default();
    }
    Ok(v)
}

/// A reason of 1–200 characters; empty is `missing`.
pub fn reason(form: &Form, missing: &str) -> Result<String, String> {
    reason_text(&text(form, "reason"), missing)
}

/// A reason already read as text: 1–200 characters after trimming; empty is `missing`.
pub fn reason_text(r: &str, missing: &str) -> Result<String, String> {
    let r = crate::rules::blank::trim(r).to_owned();
    if r.is_empty() {
        return Err(missing.to_owned());
    }
    if r.chars().count() > 200 {
        return Err("原因不能超过200个字".into());
    }
    Ok(r)
}

/// A shipment: `(express_company, express_no)`.
pub fn shipment(form: &Form) -> Result<(String, String), String> {
    let company = text(form, "express_company");
    if company.is_empty() {
        return Err("请填写快递公司".into());
    }
    if !(2..=20).contains(&company.chars().count()) {
        return Err("快递公司长度须为2-20个字".into());
    }
    let no = text(form, "express_no");
    if !(5..=30).contains(&no.len()) || !no.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err("快递单号须为5-30位字母或数字".into());
    }
    Ok((company, no))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const NOW: i64 = 1_790_000_000;

    fn fixed() -> Form {
        json!({
            "kind": 1, "title": "山区手工蜂蜜", "cover": "/sandbox-files/avatar/1.svg",
            "description": "大别山深处的土蜂蜜，每一罐都来自合作社的养蜂人。", "project_id": 1,
            "price": "68.00", "stock": 20, "specs": ["500g", "1kg"], "shipping_fee": "10",
        })
        .as_object()
        .cloned()
        .unwrap_or_default()
    }

    fn lot() -> Form {
        json!({
            "kind": 2, "title": "名家书法作品", "cover": "/sandbox-files/avatar/1.svg",
            "description": "书法家为助学项目义捐的行书作品一幅，附收藏证书。", "project_id": 1,
            "start_price": "1000", "increment": "100", "reserve_price": "2000", "deposit": "200",
            "start_time": NOW + 3600, "end_time": NOW + 7200, "extend_seconds": 300,
        })
        .as_object()
        .cloned()
        .unwrap_or_default()
    }

    fn with(mut f: Form, key: &str, v: Value) -> Form {
        f.insert(key.into(), v);
        f
    }

    #[test]
    fn a_complete_sale_item_and_lot_are_read_into_fen_and_seconds() {
        let v = validate(&fixed(), NOW).expect("valid");
        assert_eq!((v.price, v.stock, v.shipping_fee), (6800, 20, 1000));
        assert_eq!(v.specs, ["500g", "1kg"]);
        let l = validate(&lot(), NOW).expect("valid");
        assert_eq!(
            (l.start_price, l.increment, l.reserve_price, l.deposit),
            (100_000, 10_000, 200_000, 20_000)
        );
        assert_eq!(
            (l.start_time, l.end_time, l.extend_seconds),
            (NOW + 3600, NOW + 7200, 300)
        );
        assert_eq!(l.price, 0, "a lot has no fixed price");
    }

    #[test]
    fn each_broken_rule_names_its_field() {
        let cases: Vec<(Form, &str)> = vec![
            (with(fixed(), "kind", json!(3)), "请选择义卖类型"),
            (
                with(fixed(), "title", json!("蜂")),
                "商品名称长度须为2-30个字",
            ),
            (
                with(fixed(), "cover", json!("http://evil/x.png")),
                "请上传商品封面",
            ),
            (
                with(fixed(), "description", json!("太短")),
                "商品介绍长度须为10-2000个字",
            ),
            (with(fixed(), "project_id", json!(0)), "请选择受益项目"),
            (
                with(fixed(), "price", json!("0")),
                "售价须为0.01-100000.00元",
            ),
            (with(fixed(), "price", json!("")), "请填写售价"),
            (with(fixed(), "stock", json!(0)), "库存须为1-99999的整数"),
            (with(fixed(), "stock", json!(1.5)), "库存须为1-99999的整数"),
            (with(fixed(), "specs", json!(["a", "a"])), "规格不能重复"),
            (
                with(fixed(), "shipping_fee", json!("600")),
                "运费须为0-500.00元",
            ),
            (with(lot(), "start_price", json!(null)), "请填写起拍价"),
            (
                with(lot(), "increment", json!("0.5")),
                "加价幅度须为1.00-100000.00元",
            ),
            (
                with(lot(), "reserve_price", json!("500")),
                "保留价不能低于起拍价",
            ),
            (
                with(lot(), "end_time", json!(NOW + 3600)),
                "结束时间须晚于开始时间",
            ),
            (
                with(lot(), "end_time", json!(NOW + 31 * DAY)),
                "竞拍时长不能超过30天",
            ),
            (
                with(lot(), "extend_seconds", json!(30)),
                "延时周期须为60-600秒",
            ),
        ];
        for (form, msg) in cases {
            assert_eq!(validate(&form, NOW), Err(msg.to_owned()), "{form:?}");
        }
        let past = with(
            with(lot(), "start_time", json!(NOW - 7200)),
            "end_time",
            json!(NOW - 1),
        );
        assert_eq!(validate(&past, NOW), Err("结束时间须晚于当前时间".into()));
    }

    #[test]
    fn a_draft_needs_only_kind_and_title_and_keeps_what_is_valid() {
        let only = json!({"kind": 1, "title": "待完善的商品"});
        let v = draft(only.as_object().unwrap_or(&Map::new())).expect("draft");
        assert_eq!((v.kind, v.price, v.project_id), (1, 0, None));
        let half = with(with(fixed(), "price", json!("abc")), "stock", json!(3));
        let v = draft(&half).expect("draft");
        assert_eq!((v.price, v.stock), (0, 3));
        assert_eq!(
            draft(&with(fixed(), "title", json!(""))),
            Err("请填写商品名称".into())
        );
    }

    #[test]
    fn a_shipment_needs_a_company_and_an_alphanumeric_number() {
        let ok = json!({"express_company": "顺丰速运", "express_no": "SF1234567890"});
        assert!(shipment(ok.as_object().unwrap_or(&Map::new())).is_ok());
        for (company, no, msg) in [
            ("", "SF123456", "请填写快递公司"),
            ("顺丰速运", "12-34", "快递单号须为5-30位字母或数字"),
            ("顺丰速运", "1234", "快递单号须为5-30位字母或数字"),
        ] {
            let f = json!({"express_company": company, "express_no": no});
            assert_eq!(
                shipment(f.as_object().unwrap_or(&Map::new())),
                Err(msg.into())
            );
        }
    }
}
