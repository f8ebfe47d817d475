//! Each demo wish written as the platform would: created through the form rules, published,
//! then taken off the shelf, claimed (some shipped) or lit up with feedback.

use super::wishes::{CLAIMERS, WISHES};
use super::{api, err};
use crate::areas::wish::common::{public_actor, WishRef};
use crate::areas::wish::form::{self, Claim, Ctx};
use crate::areas::wish::store;
use crate::areas::wish::workflow::{
    CLAIMED, CLAIM_REALIZED, OFF_SHELF, REALIZED, UNPUBLISHED, WAITING, WISH,
};
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};
use serde_json::json;

/// The wishes of `WISHES`, in order; their ids.
pub(super) fn seed(
    conn: &Connection,
    org_ids: &[i64],
    (reviewer, partner): (i64, i64),
    now: i64,
) -> rusqlite::Result<Vec<i64>> {
    let yes = |_: i64| true;
    let ctx = Ctx {
        only_province: None,
        org_exists: &yes,
    };
    let mut ids = Vec::new();
    let mut claimer = CLAIMERS.iter().cycle();
    for (n, s) in WISHES.iter().enumerate() {
        let org = org_ids[s.org];
        let image = format!("/sandbox-files/avatar/{org}.svg");
        let body = json!({
            "type": s.kind, "title": s.title, "story": s.story, "child_name": s.child.0,
            "child_gender": s.child.1, "child_age": s.child.2, "school": s.school.0,
            "grade": s.school.1, "report_org_id": org, "cover": image, "images": [image],
            "target_amount": crate::rules::money::yuan(s.fen), "province": s.place.0,
            "city": s.place.1, "district": s.place.2, "address": s.place.3,
        });
        let values =
            form::validate(body.as_object().unwrap_or(&Default::default()), &ctx).map_err(err)?;
        let created = now - s.days_ago * DAY - n as i64 * HOUR;
        let (id, _) = store::insert(conn, &values, UNPUBLISHED, Some(reviewer), created)?;
        WISH.log(conn, id, "create", Some(reviewer), "", created)?;
        ids.push(id);
        if s.status == UNPUBLISHED {
            continue;
        }
        let published = created + 2 * HOUR;
        conn.execute(
            "UPDATE wishes SET status = ?1, published_at = ?2, updated_at = ?2 WHERE id = ?3",
            params![WAITING, published, id],
        )?;
        WISH.log(conn, id, "publish", Some(reviewer), "", published)?;
        let wish = |status| WishRef {
            id,
            status,
            kind: s.kind,
            title: s.title.into(),
            amount_fen: s.fen,
            facts: vec![],
        };
        match s.status {
            OFF_SHELF => {
                let at = published + DAY;
                conn.execute(
                    "UPDATE wishes SET status = ?1, off_reason = ?2, updated_at = ?3 WHERE id = ?4",
                    params![OFF_SHELF, "受助学生已转学，待核实新学校信息", at, id],
                )?;
                WISH.log(
                    conn,
                    id,
                    "off_shelf",
                    Some(reviewer),
                    "受助学生已转学，待核实新学校信息",
                    at,
                )?;
            }
            CLAIMED | REALIZED => {
                let (name, phone) = claimer.next().copied().unwrap_or(("陈思远", "13912345678"));
                let c = Claim {
                    name: name.into(),
                    phone: phone.into(),
                    message: "希望孩子喜欢，好好学习！".into(),
                    need_bill: n % 2 == 0,
                    bill_title: if n % 2 == 0 {
                        name.to_owned()
                    } else {
                        String::new()
                    },
                };
                let at = published + DAY;
                let (claim, _) =
                    store::claim(conn, &wish(WAITING), &public_actor(), &c, at).map_err(api)?;
                if s.kind == 1 && n % 3 != 1 {
                    conn.execute(
                        "UPDATE wish_claims SET express_company = '中通快递', express_no = ?1, shipped_at = ?2 WHERE id = ?3",
                        params![format!("ZT7{:011}", 31_000_000 + id * 7919), at + DAY, claim],
                    )?;
                    WISH.log(conn, id, "ship", Some(reviewer), "中通快递", at + DAY)?;
                }
                if s.status == REALIZED {
                    let lit = at + 5 * DAY;
                    let by = if s.place.0 == "330000" {
                        partner
                    } else {
                        reviewer
                    };
                    let photos = json!([
                        image,
                        format!("/sandbox-files/avatar/{}.svg", org_ids[1]),
                        image
                    ]);
                    conn.execute(
                        "UPDATE wishes SET status = ?1, delivered_at = ?2, receiver = ?3, feedback_images = ?4,
                                feedback_message = ?5, lit_by = ?6, realized_at = ?7, updated_at = ?7 WHERE id = ?8",
                        params![REALIZED, crate::rules::dates::format(crate::rules::dates::today(lit - DAY)),
                                "班主任李老师", photos.to_string(),
                                format!("{}收到了礼物，开心得合不拢嘴，特意写了一张感谢卡：谢谢远方的叔叔阿姨，我会好好学习！", s.child.0),
                                by, lit, id],
                    )?;
                    conn.execute(
                        "UPDATE wish_claims SET status = ?1, realized_at = ?2 WHERE id = ?3",
                        params![CLAIM_REALIZED, lit, claim],
                    )?;
                    WISH.log(conn, id, "lightup", Some(by), "", lit)?;
                }
            }
            _ => {}
        }
    }
    Ok(ids)
}
