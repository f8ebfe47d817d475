//! The campaign page's data for the console's 375 px preview: the public view, names masked.

use super::{share_of, url, LINKS};
use crate::areas::wish::form::{masked_name, TYPES};
use crate::areas::wish::workflow::WISH;
use crate::http::envelope::ApiResult;
use crate::http::input::Query;
use crate::http::session::CurrentUser;
use crate::labels::{label_of, GENDERS};
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Connection;
use serde_json::{json, Value};

/// A wish as the public page shows it: the beneficiary's name masked, no phone numbers, no ids
/// of people or organisations.
fn public_wish(conn: &Connection, id: i64) -> rusqlite::Result<Value> {
    conn.query_row(
        "SELECT id, wish_no, wish_type, title, story, child_name, child_gender, child_age, school,
                grade, cover, images, amount_fen, status, province, feedback_images, feedback_message
           FROM wishes WHERE id = ?1",
        [id],
        |r| {
            let (kind, gender, status): (i64, i64, i64) = (r.get(2)?, r.get(6)?, r.get(13)?);
            let list = |i: usize| -> rusqlite::Result<Value> {
                Ok(serde_json::from_str(&r.get::<_, String>(i)?).unwrap_or(json!([])))
            };
            let feedback = (status == crate::areas::wish::workflow::REALIZED)
                .then(|| -> rusqlite::Result<Value> {
                    Ok(json!({"images": list(15)?, "message": r.get::<_, String>(16)?}))
                })
                .transpose()?;
            Ok(json!({
                "id": r.get::<_, i64>(0)?, "wish_no": r.get::<_, String>(1)?,
                "type": kind, "type_label": label_of(&TYPES, Some(kind)),
                "title": r.get::<_, String>(3)?, "story": r.get::<_, String>(4)?,
                "child_name": masked_name(&r.get::<_, String>(5)?),
                "child_gender_label": label_of(&GENDERS, Some(gender)),
                "child_age": r.get::<_, i64>(7)?, "school": r.get::<_, String>(8)?,
                "grade": r.get::<_, String>(9)?, "cover": r.get::<_, String>(10)?,
                "images": list(11)?, "target_amount": yuan(r.get(12)?),
                "status": status, "status_label": WISH.label(status),
                "region_text": province_name(&r.get::<_, String>(14)?),
                "feedback": feedback,
            }))
        },
    )
}

/// `GET preview?link_id=` — the campaign page's data, exactly what the public would see: the
/// link, its share copy and its published wishes in order.
pub async fn preview(state: web::Data<AppState>, _user: CurrentUser, q: Query) -> ApiResult {
    LINKS
        .answer(&state, &q, "link_id", move |conn, id| {
            let link = conn.query_row(
                "SELECT title, cover, intro FROM wish_links WHERE id = ?1",
                [id],
                |r| {
                    Ok(json!({"id": id, "title": r.get::<_, String>(0)?, "cover": r.get::<_, String>(1)?,
                              "intro": r.get::<_, String>(2)?, "url": url(id)}))
                },
            )?;
            let share = match share_of(conn, id)? {
                Value::Object(mut o) => {
                    o.remove("id");
                    Value::Object(o)
                }
                other => other,
            };
            let mut stmt = conn.prepare(
                "SELECT w.id FROM wish_link_items i JOIN wishes w ON w.id = i.wish_id
                  WHERE i.link_id = ?1 AND w.status IN (0, 1, 2) ORDER BY i.sort, w.id",
            )?;
            let ids = stmt
                .query_map([id], |r| r.get::<_, i64>(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let wishes = ids
                .into_iter()
                .map(|w| public_wish(conn, w))
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(json!({ "link": link, "share": share, "wishes": wishes }))
        })
        .await
}
