//! The demo charity sales: demo_org's goods in every goods state, lots in every auction state,
//! orders in every order state (the paid ones counted to its projects), goods donations in
//! every state and change requests; a few listed items and orders of two other organisations.
//! Made through the store's own writes, so the seed obeys the rules the calls do. Also the
//! bulk orders of `/__sandbox/export_rows` (`bulk`).

use super::form::{Values, AUCTION, FIXED};
use super::store::{self, find_order, OrderForm};
use super::workflow::*;
use crate::clock::{DAY, HOUR, MINUTE};
use crate::workflow::seeded::{self, SeededChange};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::json;

const DEMO_ORG: usize = 0;
const BENEFICIARY: &str = "春蕾女童助学金";
/// Other organisations with a few listed items and orders (浙江联劝, 微光助学 — demo_micro's,
/// whose role-4 account opens an order by link —, 上海青苗).
const OTHER_ORGS: [usize; 3] = [2, 3, 4];

const PLACES: [(&str, &str, &str, &str); 4] = [
    ("110000", "110100", "110105", "朝阳区建国路88号"),
    ("310000", "310100", "310115", "浦东新区张杨路500号"),
    ("330000", "330100", "330106", "西湖区文三路90号"),
    ("440000", "440300", "440305", "南山区科技园南区12栋"),
];
const BUYERS: [(&str, &str); 6] = [
    ("张伟", "13800138001"),
    ("王芳", "13900139002"),
    ("李娜", "13700137003"),
    ("刘洋", "13600136004"),
    ("陈静", "13500135005"),
    ("杨帆", "13300133006"),
];

fn cover(org: i64) -> String {
    format!("/sandbox-files/avatar/{org}.svg")
}

fn fixed(org: i64, title: &str, project: Option<i64>, price: i64, stock: i64) -> Values {
    Values {
        kind: FIXED,
        title: title.into(),
        cover: cover(org),
        images: vec![cover(org)],
        description: format!("{title}，义卖所得全部捐赠给受益项目，感谢您的爱心支持。"),
        project_id: project,
        shipping_fee: 1000,
        price,
        stock,
        ..Values::default()
    }
}

fn lot(org: i64, title: &str, project: Option<i64>, start: i64, (from, to): (i64, i64)) -> Values {
    Values {
        kind: AUCTION,
        title: title.into(),
        cover: cover(org),
        images: vec![cover(org)],
        description: format!("{title}，由爱心人士捐赠拍卖，成交款全部捐赠给受益项目。"),
        project_id: project,
        shipping_fee: 0,
        start_price: start,
        increment: start / 10,
        reserve_price: start * 2,
        deposit: start / 5,
        start_time: from,
        end_time: to,
        extend_seconds: 300,
        ..Values::default()
    }
}

/// A goods item submitted by `by` at `at`, left in `status` (listed ones passed by `reviewer`).
fn goods(
    conn: &Connection,
    org: i64,
    v: &Values,
    (status, by, reviewer): (i64, i64, i64),
    at: i64,
) -> rusqlite::Result<i64> {
    let id = store::insert_goods(conn, org, status, v, Some(by), at)?;
    if status == DRAFT {
        GOODS.log(conn, id, "save_draft", Some(by), "", at)?;
        return Ok(id);
    }
    GOODS.log(conn, id, "submit", Some(by), "", at)?;
    if status == RETURNED {
        let reason = "商品图片不清晰，请补充实拍图后重新提交";
        conn.execute(
            "UPDATE sale_goods SET return_reason = ?2 WHERE id = ?1",
            params![id, reason],
        )?;
        GOODS.log(conn, id, "return", Some(reviewer), reason, at + HOUR)?;
    }
    if matches!(status, LISTED | SOLD_OUT | OFF) {
        conn.execute(
            "UPDATE sale_goods SET listed_at = ?2 WHERE id = ?1",
            params![id, at + HOUR],
        )?;
        GOODS.log(conn, id, "pass", Some(reviewer), "", at + HOUR)?;
    }
    Ok(id)
}

/// An order of `quantity` by buyer `n`, taken to `status` through the store's steps.
fn order(
    conn: &Connection,
    goods: i64,
    (n, quantity, spec): (usize, i64, &str),
    status: i64,
    (seller, at): (i64, i64),
) -> rusqlite::Result<i64> {
    let (name, mobile) = BUYERS[n % BUYERS.len()];
    let (province, city, district, address) = PLACES[n % PLACES.len()];
    let form = OrderForm {
        quantity,
        spec: spec.into(),
        buyer_name: name.into(),
        mobile: mobile.into(),
        province: province.into(),
        city: city.into(),
        district: district.into(),
        address: address.into(),
        need_bill: n % 2 == 0,
        bill_title: if n % 2 == 0 {
            name.into()
        } else {
            String::new()
        },
        remark: String::new(),
    };
    let failed = |e: crate::http::envelope::ApiError| {
        rusqlite::Error::InvalidParameterName(format!("seed order: {e}"))
    };
    let (id, _, _) = store::place_order(conn, goods, &form, at).map_err(failed)?;
    advance(conn, id, status, (seller, at)).map_err(failed)?;
    Ok(id)
}

/// Takes an unpaid order to `status` (paid, shipped, completed, cancelled or refunded).
fn advance(
    conn: &Connection,
    id: i64,
    status: i64,
    (seller, at): (i64, i64),
) -> Result<(), crate::http::envelope::ApiError> {
    let by = Some(seller);
    let o = find_order(conn, id)?;
    if status == ORDER_CANCELLED {
        conn.execute(
            "UPDATE sale_orders SET cancel_reason = '买家超时未付款' WHERE id = ?1",
            [id],
        )?;
        store::set_order_state(
            conn,
            &o,
            status,
            ("cancel", "cancelled_at"),
            by,
            "买家超时未付款",
            at + HOUR,
        )?;
        return store::release_stock(conn, &o, at + HOUR);
    }
    if status == UNPAID {
        return Ok(());
    }
    store::pay(conn, &o, at + 10 * MINUTE)?;
    let o = find_order(conn, id)?;
    if matches!(status, SHIPPED | COMPLETED) {
        conn.execute(
            "UPDATE sale_orders SET express_company = '顺丰速运', express_no = ?2 WHERE id = ?1",
            params![id, format!("SF{:010}", 1_300_000_000 + id)],
        )?;
        store::set_order_state(conn, &o, SHIPPED, ("ship", "shipped_at"), by, "", at + DAY)?;
    }
    if status == COMPLETED {
        store::set_order_state(
            conn,
            &o,
            COMPLETED,
            ("complete", "completed_at"),
            by,
            "",
            at + 4 * DAY,
        )?;
    }
    if status == REFUNDED {
        conn.execute(
            "UPDATE sale_orders SET refund_reason = '买家申请退款：地址填写错误' WHERE id = ?1",
            [id],
        )?;
        store::set_order_state(
            conn,
            &o,
            REFUNDED,
            ("refund", "refunded_at"),
            by,
            "买家申请退款：地址填写错误",
            at + 2 * HOUR,
        )?;
        store::release_stock(conn, &o, at + 2 * HOUR)?;
        store::refund_donation(conn, &o, at + 2 * HOUR)?;
    }
    Ok(())
}

fn raising_projects(conn: &Connection, org: i64) -> rusqlite::Result<Vec<i64>> {
    let mut stmt =
        conn.prepare("SELECT id FROM projects WHERE org_id = ?1 AND status = 2 ORDER BY id")?;
    let ids = stmt.query_map([org], |r| r.get(0))?;
    ids.collect()
}

fn account_of(conn: &Connection, org: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT id FROM accounts WHERE org_id = ?1 ORDER BY id LIMIT 1",
        [org],
        |r| r.get(0),
    )
}

/// Bids on lot `id` at its start price and then each step, the last `extended` one moving the
/// close; times before `at`.
fn bids(conn: &Connection, id: i64, count: usize, at: i64) -> rusqlite::Result<()> {
    let (start, step): (i64, i64) = conn.query_row(
        "SELECT start_price_fen, increment_fen FROM sale_goods WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for n in 0..count {
        let (name, phone) = BUYERS[(n + id as usize) % BUYERS.len()];
        conn.execute(
            "INSERT INTO sale_bids (goods_id, bidder_name, bidder_phone, price_fen, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                id,
                name,
                phone,
                start + step * n as i64,
                at - (count - n) as i64 * 20 * MINUTE
            ],
        )?;
    }
    Ok(())
}

/// Fills the demo charity sales. Call inside the seed's transaction.
pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let org = org_ids[DEMO_ORG];
    let by = account_of(conn, org)?;
    let reviewer = account_ids[1];
    // The beneficiary of the demo sales: one raising project no other demo relies on for its
    // raised amount (the project area's tests and pages read 乡村儿童营养午餐计划's).
    let project: Option<i64> = conn
        .query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND status = 2 AND title = ?2",
            params![org, BENEFICIARY],
            |r| r.get(0),
        )
        .optional()?;
    let days = |d: i64| now - d * DAY;

    goods(
        conn,
        org,
        &fixed(org, "手工编织围巾", project, 8800, 20),
        (DRAFT, by, reviewer),
        days(1),
    )?;
    goods(
        conn,
        org,
        &fixed(org, "乡村儿童绘画明信片套装", project, 2500, 200),
        (PENDING, by, reviewer),
        days(2),
    )?;
    goods(
        conn,
        org,
        &fixed(org, "云南小粒咖啡豆 250g", project, 5800, 80),
        (RETURNED, by, reviewer),
        days(3),
    )?;
    let mut honey = fixed(org, "山区手工蜂蜜 500g", project, 6800, 60);
    honey.specs = vec!["500g".into(), "1kg".into()];
    let honey = goods(conn, org, &honey, (LISTED, by, reviewer), days(20))?;
    let bag = goods(
        conn,
        org,
        &fixed(org, "公益帆布包", project, 3900, 30),
        (LISTED, by, reviewer),
        days(18),
    )?;
    let bookmark = goods(
        conn,
        org,
        &fixed(org, "非遗苗绣书签", project, 1800, 100),
        (LISTED, by, reviewer),
        days(16),
    )?;
    let shirt = goods(
        conn,
        org,
        &fixed(org, "限量版公益T恤", project, 9900, 3),
        (LISTED, by, reviewer),
        days(15),
    )?;
    let calendar = goods(
        conn,
        org,
        &fixed(org, "手绘公益日历", project, 4500, 40),
        (LISTED, by, reviewer),
        days(14),
    )?;

    // Orders of the honey in every state, the T-shirt sold out, a few more paid ones.
    for (n, status) in [UNPAID, PAID, SHIPPED, COMPLETED, ORDER_CANCELLED, REFUNDED]
        .into_iter()
        .enumerate()
    {
        let spec = if n % 2 == 0 { "500g" } else { "1kg" };
        order(
            conn,
            honey,
            (n, 1 + n as i64 % 2, spec),
            status,
            (by, days(10 - n as i64)),
        )?;
    }
    order(conn, shirt, (1, 2, ""), COMPLETED, (by, days(9)))?;
    order(conn, shirt, (2, 1, ""), PAID, (by, days(2)))?;
    order(conn, bag, (3, 2, ""), SHIPPED, (by, days(5)))?;
    order(conn, bookmark, (4, 5, ""), PAID, (by, days(1)))?;
    order(conn, calendar, (5, 1, ""), COMPLETED, (by, days(12)))?;
    let off = super::common::find(conn, calendar)
        .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed goods: {e}")))?;
    conn.execute(
        "UPDATE sale_goods SET off_reason = '年度日历已过销售季' WHERE id = ?1",
        [calendar],
    )?;
    store::set_state(
        conn,
        &off,
        OFF,
        "off_shelf",
        Some(by),
        "年度日历已过销售季",
        days(3),
    )?;

    // Lots in every auction state.
    let listed = (LISTED, by, reviewer);
    goods(
        conn,
        org,
        &lot(
            org,
            "名家书法作品《厚德载物》",
            project,
            100_000,
            (now + 2 * DAY, now + 5 * DAY),
        ),
        listed,
        days(4),
    )?;
    let running = goods(
        conn,
        org,
        &lot(
            org,
            "乡村孩子的油画作品",
            project,
            20_000,
            (days(1), now + 3 * DAY),
        ),
        listed,
        days(6),
    )?;
    let extended = goods(
        conn,
        org,
        &lot(
            org,
            "奥运冠军签名篮球",
            project,
            50_000,
            (days(2), now + 2 * HOUR),
        ),
        listed,
        days(7),
    )?;
    let sold = goods(
        conn,
        org,
        &lot(org, "宜兴紫砂壶一把", project, 80_000, (days(8), days(1))),
        listed,
        days(10),
    )?;
    let unsold = goods(
        conn,
        org,
        &lot(org, "古籍善本影印套装", project, 60_000, (days(9), days(2))),
        listed,
        days(11),
    )?;
    let cancelled = goods(
        conn,
        org,
        &lot(
            org,
            "明星签名纪念T恤",
            project,
            30_000,
            (now + DAY, now + 4 * DAY),
        ),
        listed,
        days(5),
    )?;
    for id in [running, extended] {
        conn.execute(
            "UPDATE sale_goods SET auction_status = 1 WHERE id = ?1",
            [id],
        )?;
        GOODS.log(conn, id, "start", None, "", days(1))?;
    }
    bids(conn, running, 4, now)?;
    bids(conn, extended, 6, now)?;
    conn.execute(
        "UPDATE sale_goods SET auction_status = 2, close_at = ?2 WHERE id = ?1",
        params![extended, now + 2 * HOUR + 5 * MINUTE],
    )?;
    conn.execute("UPDATE sale_bids SET extended = 1 WHERE id = (SELECT MAX(id) FROM sale_bids WHERE goods_id = ?1)", [extended])?;
    GOODS.log(conn, extended, "extend", None, "", now - 10 * MINUTE)?;
    bids(conn, sold, 12, days(1))?;
    bids(conn, unsold, 2, days(2))?;
    for (id, at) in [(sold, days(1)), (unsold, days(2))] {
        conn.execute(
            "UPDATE sale_goods SET auction_status = 1 WHERE id = ?1",
            [id],
        )?;
        let g = super::common::find(conn, id)
            .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
        let order = store::close_lot(conn, &g, at)
            .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
        if let Some(o) = order {
            let o = find_order(conn, o)
                .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
            conn.execute(
                "UPDATE sale_orders SET province = '110000', city = '110100', district = '110105',
                        address = '朝阳区建国路88号' WHERE id = ?1",
                [o.id],
            )?;
            store::pay(conn, &o, at + HOUR)
                .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
        }
    }
    conn.execute(
        "UPDATE sale_goods SET auction_status = 5, status = 5, cancel_reason = '捐赠人撤回拍品' WHERE id = ?1",
        [cancelled],
    )?;
    GOODS.log(
        conn,
        cancelled,
        "cancel_auction",
        Some(by),
        "捐赠人撤回拍品",
        days(1),
    )?;

    change_requests(conn, (bag, bookmark), (by, reviewer), now)?;
    donations(conn, org, by, now)?;

    for &other in &OTHER_ORGS {
        let org = org_ids[other];
        let project = raising_projects(conn, org)?.first().copied();
        // An organisation without accounts of its own: the reviewer's hand stands in.
        let by = conn
            .query_row(
                "SELECT id FROM accounts WHERE org_id = ?1 LIMIT 1",
                [org],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(reviewer);
        let rice = fixed(org, "爱心助农大米 5kg", project, 6900, 50);
        let id = goods(conn, org, &rice, (LISTED, by, reviewer), days(8))?;
        order(conn, id, (other, 1, ""), COMPLETED, (by, days(6)))?;
        order(conn, id, (other + 1, 2, ""), PAID, (by, days(3)))?;
    }
    Ok(())
}

/// A pending price change of the bag, and a returned and a later passed one of the bookmark,
/// written oldest first so the goods' log reads in time order.
fn change_requests(
    conn: &Connection,
    (bag, bookmark): (i64, i64),
    (by, reviewer): (i64, i64),
    now: i64,
) -> rusqlite::Result<()> {
    let rows = [
        (
            bag,
            "原材料涨价，调整售价",
            json!({"price": "45.00"}),
            json!({"price": "39.00"}),
            1,
            "",
            now - DAY,
        ),
        (
            bookmark,
            "库存调整为一千件",
            json!({"stock": 1000}),
            json!({"stock": 100}),
            3,
            "库存数量与实际备货不符，请核实",
            now - 8 * DAY,
        ),
        (
            bookmark,
            "补充商品介绍，说明苗绣工艺",
            json!({"description": "非遗苗绣书签，由贵州黔东南的绣娘手工制作，义卖所得全部捐赠给受益项目。"}),
            json!({"description": "非遗苗绣书签，义卖所得全部捐赠给受益项目，感谢您的爱心支持。"}),
            2,
            "",
            now - 6 * DAY,
        ),
    ];
    for (item, reason, changes, before, status, ret, at) in rows {
        let seeded = SeededChange {
            item,
            reason,
            changes: changes.clone(),
            before,
            status,
            return_reason: ret,
            by,
            at,
            reviewed_by: (status != 1).then_some(reviewer),
        };
        let change = seeded::change_request(conn, &GOODS, &CHANGE, &seeded)?;
        match status {
            2 => {
                conn.execute(
                    "UPDATE sale_goods SET description = ?2 WHERE id = ?1",
                    params![item, changes["description"].as_str().unwrap_or_default()],
                )?;
                CHANGE.log(conn, change, "pass", Some(reviewer), "", at + HOUR)?;
                GOODS.log(conn, item, "change_pass", Some(reviewer), "", at + HOUR)?;
            }
            3 => {
                CHANGE.log(conn, change, "return", Some(reviewer), ret, at + HOUR)?;
                GOODS.log(conn, item, "change_return", Some(reviewer), ret, at + HOUR)?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Goods donations to demo_org in every state; the checked one already made into a draft item.
fn donations(conn: &Connection, org: i64, by: i64, now: i64) -> rusqlite::Result<()> {
    let rows = [
        (
            "赵磊",
            "13800138011",
            "儿童绘本 50 册",
            2,
            50,
            SENT,
            "中通快递",
            "ZT7789001234",
        ),
        (
            "黄敏",
            "13800138012",
            "羽绒服 20 件",
            1,
            20,
            ARRIVED,
            "圆通速递",
            "YT8890012345",
        ),
        (
            "周婷",
            "13800138013",
            "手工刺绣挂画",
            5,
            3,
            CHECKED,
            "顺丰速运",
            "SF1300998877",
        ),
        (
            "吴强",
            "13800138014",
            "保温杯 100 个",
            3,
            100,
            CHECKED,
            "京东物流",
            "JD0099887766",
        ),
        (
            "郑爽",
            "13800138015",
            "旧款手机 5 部",
            4,
            5,
            REJECTED,
            "韵达快递",
            "YD5566778899",
        ),
        (
            "孙悦",
            "13800138016",
            "书法字帖 30 本",
            2,
            30,
            SENT,
            "邮政EMS",
            "EMS1234567890",
        ),
    ];
    for (n, (donor, phone, item, kind, quantity, status, company, no)) in
        rows.into_iter().enumerate()
    {
        let at = now - (n as i64 + 2) * DAY;
        let images = json!([cover(org)]).to_string();
        conn.execute(
            "INSERT INTO goods_donations (org_id, donor_name, donor_phone, item_name, item_type, quantity,
                    description, images, express_company, express_no, status, created_at, arrived_at,
                    checked_at, returned_at, return_reason, remark)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
            params![
                org, donor, phone, item, kind, quantity,
                format!("{donor}捐赠的{item}，全新未使用。"), images, company, no, status, at,
                (status >= ARRIVED).then_some(at + DAY),
                (status == CHECKED).then_some(at + DAY + HOUR),
                (status == REJECTED).then_some(at + DAY + HOUR),
                if status == REJECTED { "物品已损坏，无法义卖" } else { "" },
                if status == CHECKED { "数量与描述一致" } else { "" },
            ],
        )?;
        let id = conn.last_insert_rowid();
        DONATION.log(conn, id, "send", None, "", at)?;
        if status >= ARRIVED {
            DONATION.log(conn, id, "arrive", Some(by), "", at + DAY)?;
        }
        match status {
            CHECKED => DONATION.log(conn, id, "check", Some(by), "", at + DAY + HOUR)?,
            REJECTED => DONATION.log(
                conn,
                id,
                "reject",
                Some(by),
                "物品已损坏，无法义卖",
                at + DAY + HOUR,
            )?,
            _ => {}
        }
        if n == 2 {
            let v = Values {
                kind: FIXED,
                title: item.into(),
                cover: cover(org),
                images: vec![cover(org)],
                description: format!("{donor}捐赠的{item}，全新未使用。"),
                stock: quantity,
                ..Values::default()
            };
            let goods = store::insert_goods(conn, org, DRAFT, &v, Some(by), at + 2 * DAY)?;
            conn.execute(
                "UPDATE sale_goods SET donation_id = ?2 WHERE id = ?1",
                params![goods, id],
            )?;
            conn.execute(
                "UPDATE goods_donations SET goods_id = ?2 WHERE id = ?1",
                params![id, goods],
            )?;
            GOODS.log(conn, goods, "save_draft", Some(by), "", at + 2 * DAY)?;
            DONATION.log(conn, id, "list_for_sale", Some(by), "", at + 2 * DAY)?;
        }
    }
    Ok(())
}

/// `/__sandbox/export_rows {table: "sale"}`: `count` paid orders of one listed item of `org`
/// (made once), numbered from `first`.
pub fn bulk(conn: &Connection, org: i64, first: i64, count: i64, now: i64) -> rusqlite::Result<()> {
    let existing: Option<i64> = conn
        .query_row(
            "SELECT id FROM sale_goods WHERE org_id = ?1 AND title = '批量测试义卖商品' LIMIT 1",
            [org],
            |r| r.get(0),
        )
        .optional()?;
    let goods = match existing {
        Some(id) => id,
        None => {
            let mut v = fixed(org, "批量测试义卖商品", None, 5000, 0);
            v.stock = 0;
            store::insert_goods(conn, org, LISTED, &v, None, now)?
        }
    };
    let mut stmt = conn.prepare(
        "INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                need_bill, province, city, district, address, status, created_at, goods_id, price_fen,
                shipping_fee_fen, paid_at)
         VALUES (?1, ?2, '批量测试义卖商品', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 1, ?12, ?13, 5000, 1000, ?12)",
    )?;
    for i in first..first + count {
        let (name, mobile) = BUYERS[i as usize % BUYERS.len()];
        let (p, c, d, addr) = PLACES[(i as usize / 3) % PLACES.len()];
        let qty = 1 + i % 3;
        stmt.execute(params![
            org,
            format!("SB{}{:08}", 20_260_000 + org, i),
            name,
            mobile,
            qty,
            5000 * qty + 1000,
            i % 2,
            p,
            c,
            d,
            addr,
            now - (i % 1000 + 1) * MINUTE,
            goods
        ])?;
    }
    Ok(())
}
