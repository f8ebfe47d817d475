//! Demo orders: the buyers, where they live, and an order taken to any state through the
//! store's own steps.

use crate::areas::sale::store::{self, find_order, OrderForm};
use crate::areas::sale::workflow::{COMPLETED, ORDER_CANCELLED, REFUNDED, SHIPPED, UNPAID};
use crate::clock::{DAY, HOUR, MINUTE};
use rusqlite::{params, Connection};

pub(super) const PLACES: [(&str, &str, &str, &str); 4] = [
    ("110000", "110100", "110105", "朝阳区建国路88号"),
    ("310000", "310100", "310115", "浦东新区张杨路500号"),
    ("330000", "330100", "330106", "西湖区文三路90号"),
    ("440000", "440300", "440305", "南山区科技园南区12栋"),
];
pub(super) const BUYERS: [(&str, &str); 6] = [
    ("张伟", "13800138001"),
    ("王芳", "13900139002"),
    ("李娜", "13700137003"),
    ("刘洋", "13600136004"),
    ("陈静", "13500135005"),
    ("杨帆", "13300133006"),
];

/// An order of `quantity` by buyer `n`, taken to `status` through the store's steps.
pub(super) fn order(
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
pub(super) fn advance(
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
