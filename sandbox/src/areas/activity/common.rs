//! What every activity handler shares: who sees which activity, the activity row, and loading
//! an activity with the facts its steps need.

use super::workflow::{self, Times, ACTIVITY, DRAFT, PUBLISHED};
use super::{label_of, CATES, KINDS};
use crate::clock;
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::review::step;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item, Outcome};
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

pub const NOT_FOUND: &str = "活动不存在";
/// The regional partner: reads the published activities of its province.
const PARTNER: i64 = 3;
/// Cancelled activities stay readable where published ones are.
const PUBLIC_STATES: &str = "(2, 6)";

/// The tables an activity row reads.
pub const FROM: &str = "activities a JOIN orgs o ON o.id = a.org_id";

/// The columns of an activity row (see `row`). Counts and sums are computed from the sign-up,
/// sign-in and donation rows, never stored.
pub const ROW: &str = "a.id, a.kind, a.title, a.cate_id, a.cover, a.org_id, o.name,
    a.province, a.city, a.district, a.address, a.start_time, a.end_time, a.signup_end,
    a.max_people,
    (SELECT COALESCE(SUM(member_count), 0) FROM activity_signups WHERE activity_id = a.id AND status IN (0, 1)),
    (SELECT COUNT(*) FROM activity_signups WHERE activity_id = a.id AND status IN (0, 1)),
    a.need_review, a.allow_person, a.allow_team, a.team_min, a.team_max,
    (SELECT COUNT(*) FROM activity_signups WHERE activity_id = a.id AND status = 0),
    (SELECT COUNT(*) FROM activity_signins WHERE activity_id = a.id),
    (SELECT COALESCE(SUM(sign_out_at - sign_in_at), 0) FROM activity_signins
      WHERE activity_id = a.id AND sign_out_at > 0),
    a.project_id, (SELECT title FROM projects WHERE id = a.project_id),
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations WHERE activity_id = a.id AND pay_status = 1),
    a.status, a.return_reason,
    EXISTS (SELECT 1 FROM change_requests WHERE subject = 'activity' AND item_id = a.id AND status = 1),
    a.submitted_at, a.created_at, COALESCE(a.updated_at, a.created_at),
    (SELECT json_group_array(json_object('id', t.id, 'name', t.name))
       FROM activity_tag_links l JOIN activity_tags t ON t.id = l.tag_id WHERE l.activity_id = a.id),
    a.target_fen";

/// Seconds served as hours with one decimal (`"7.5"`).
pub fn hours(seconds: i64) -> String {
    format!("{:.1}", seconds as f64 / 3600.0)
}

/// An activity row as the lists and the detail send it.
pub fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let kind: i64 = r.get(1)?;
    let cate: Option<i64> = r.get(3)?;
    let province: String = r.get(7)?;
    let state: i64 = r.get(28)?;
    let times = Times {
        start: r.get(11)?,
        end: r.get(12)?,
        signup_end: r.get(13)?,
    };
    let status = workflow::phase(state, times, clock::now());
    let (places, taken): (i64, i64) = (r.get(14)?, r.get(15)?);
    let tags: String = r.get(34)?;
    let head = json!({
        "id": r.get::<_, i64>(0)?,
        "kind": kind,
        "kind_label": label_of(&KINDS, Some(kind)),
        "title": r.get::<_, String>(2)?,
        "cate_id": cate,
        "cate_name": cate.map_or("", |c| label_of(&CATES, Some(c))),
        "tags": serde_json::from_str::<Value>(&tags).unwrap_or_else(|_| json!([])),
        "cover": r.get::<_, String>(4)?,
        "org_id": r.get::<_, i64>(5)?,
        "org_name": r.get::<_, String>(6)?,
        "region_text": province_name(&province),
        "province": province,
        "city": r.get::<_, String>(8)?,
        "district": r.get::<_, String>(9)?,
        "address": r.get::<_, String>(10)?,
        "start_time": times.start,
        "end_time": times.end,
        "signup_end": times.signup_end,
        "places": places,
        "places_taken": taken,
        "signup_count": r.get::<_, i64>(16)?,
        "need_review": r.get::<_, i64>(17)?,
        "allow_person": r.get::<_, i64>(18)?,
        "allow_team": r.get::<_, i64>(19)?,
        "team_min": r.get::<_, i64>(20)?,
        "team_max": r.get::<_, i64>(21)?,
    });
    // Two halves: one `json!` of every field passes the macro's recursion limit.
    let counts = json!({
        "pending_count": r.get::<_, i64>(22)?,
        "signin_count": r.get::<_, i64>(23)?,
        "hours_total": hours(r.get(24)?),
        "project_id": r.get::<_, Option<i64>>(25)?,
        "project_title": r.get::<_, Option<String>>(26)?.unwrap_or_default(),
        "raised_amount": yuan(r.get(27)?),
        "target_amount": r.get::<_, Option<i64>>(35)?.map(yuan),
        "state": state,
        "state_label": ACTIVITY.label(state),
        "status": status,
        "status_label": workflow::phase_label(status),
        "is_full": places > 0 && taken >= places,
        "went_live": state == PUBLISHED,
        "return_reason": r.get::<_, String>(29)?,
        "has_pending_change": r.get::<_, bool>(30)?,
        "submitted_at": r.get::<_, Option<i64>>(31)?,
        "created_at": r.get::<_, i64>(32)?,
        "updated_at": r.get::<_, i64>(33)?,
    });
    let mut out = head;
    if let (Some(o), Value::Object(rest)) = (out.as_object_mut(), counts) {
        o.extend(rest);
    }
    Ok(out)
}

/// Restricts a list over `a` (activities) to what the caller may see: 2 and 99 every
/// organisation's but not their drafts, the regional partner its own organisation's and the
/// published ones of its province, everyone else their own organisation's.
pub fn visible(f: &mut Filter, user: &CurrentUser) {
    visible_as(f, user, "a");
}

/// The same over activities under the alias `a` (the kit's follow-up lists say `p`).
pub fn visible_as(f: &mut Filter, user: &CurrentUser, a: &str) {
    if ACTIVITY.sees_all(user.role) {
        f.and(
            &format!("({a}.status <> {DRAFT} OR {a}.org_id = ?)"),
            [user.org_id.into()],
        );
    } else if user.role == PARTNER {
        f.and(
            &format!(
                "({a}.org_id = ? OR ({a}.status IN {PUBLIC_STATES}
                   AND {a}.province = (SELECT province FROM orgs WHERE id = ?)))"
            ),
            [user.org_id.into(), user.org_id.into()],
        );
    } else {
        f.and(&format!("{a}.org_id = ?"), [user.org_id.into()]);
    }
}

/// What the write paths need to know about an activity.
#[derive(Debug, Clone)]
pub struct ActivityRef {
    pub id: i64,
    pub org_id: i64,
    pub state: i64,
    pub title: String,
    pub kind: i64,
    pub times: Times,
    pub cancel_end: i64,
    pub places: i64,
    pub need_review: bool,
    pub allow_person: bool,
    pub allow_team: bool,
    pub team: (i64, i64),
    pub project_id: Option<i64>,
    pub form_fields: Vec<Value>,
    pub facts: Vec<Fact>,
}

impl ActivityRef {
    pub fn own(&self, user: &CurrentUser) -> bool {
        self.org_id == user.org_id
    }

    pub fn item(&self) -> Item {
        Item::owned(self.state, self.org_id).with_facts(self.facts.clone())
    }

    /// The phase now (`status` of the answers).
    pub fn phase(&self) -> i64 {
        workflow::phase(self.state, self.times, clock::now())
    }

    pub fn started(&self) -> bool {
        self.state == PUBLISHED && clock::now() >= self.times.start
    }

    /// The step `action` by `user` takes on the activity, or the refusal as a 400.
    pub fn step(&self, action: &str, user: &CurrentUser) -> Result<Outcome, ApiError> {
        step(&ACTIVITY, &self.item(), action, user)
    }

    /// The activity as a message to its organisation names it.
    pub fn subject(&self) -> Subject {
        Subject::own_page(self.id, self.org_id, self.title.clone())
    }
}

/// An activity, whoever asks (the public page, the seed): anything missing is `活动不存在`.
pub fn find(conn: &Connection, id: i64) -> Result<(ActivityRef, String), ApiError> {
    conn.query_row(
        "SELECT org_id, status, title, kind, signup_end, start_time, end_time, cancel_end,
                max_people, need_review, allow_person, allow_team, team_min, team_max,
                project_id, form_fields, province,
                EXISTS (SELECT 1 FROM change_requests
                         WHERE subject = 'activity' AND item_id = a.id AND status = 1)
           FROM activities a WHERE id = ?1",
        params![id],
        |r| {
            let fields: String = r.get(15)?;
            let facts = if r.get::<_, bool>(17)? {
                vec![Fact::PENDING_CHANGE]
            } else {
                vec![]
            };
            Ok((
                ActivityRef {
                    id,
                    org_id: r.get(0)?,
                    state: r.get(1)?,
                    title: r.get(2)?,
                    kind: r.get(3)?,
                    times: Times {
                        signup_end: r.get(4)?,
                        start: r.get(5)?,
                        end: r.get(6)?,
                    },
                    cancel_end: r.get(7)?,
                    places: r.get(8)?,
                    need_review: r.get::<_, i64>(9)? == 1,
                    allow_person: r.get::<_, i64>(10)? == 1,
                    allow_team: r.get::<_, i64>(11)? == 1,
                    team: (r.get(12)?, r.get(13)?),
                    project_id: r.get(14)?,
                    form_fields: serde_json::from_str(&fields).unwrap_or_default(),
                    facts,
                },
                r.get::<_, String>(16)?,
            ))
        },
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(NOT_FOUND))
}

/// An activity the caller may see (anything else is `活动不存在`, exactly like a missing one).
pub fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ActivityRef, ApiError> {
    let (a, province) = find(conn, id)?;
    let sees = a.own(user)
        || (a.state != DRAFT && ACTIVITY.sees_all(user.role))
        || (user.role == PARTNER
            && matches!(a.state, 2 | 6)
            && own_province(conn, user)? == province);
    if sees {
        Ok(a)
    } else {
        Err(ApiError::bad(NOT_FOUND))
    }
}

/// An activity the caller's organisation owns: another organisation's is `活动不存在`.
pub fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ActivityRef, ApiError> {
    let a = load(conn, user, id)?;
    if a.own(user) {
        Ok(a)
    } else {
        Err(ApiError::bad(NOT_FOUND))
    }
}

/// An activity whose sign-ups and sign-ins the caller may manage: its own organisation's, or
/// any for the super admin; someone who may only read it gets `refusal`.
pub fn load_managed(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
    refusal: &'static str,
) -> Result<ActivityRef, ApiError> {
    let a = load(conn, user, id)?;
    if a.own(user) || workflow::SUPPORT.contains(&user.role) {
        Ok(a)
    } else {
        Err(ApiError::bad(refusal))
    }
}

fn own_province(conn: &Connection, user: &CurrentUser) -> rusqlite::Result<String> {
    conn.query_row(
        "SELECT province FROM orgs WHERE id = ?1",
        [user.org_id],
        |r| r.get(0),
    )
}

/// The activity `id` as a detail answer names it: `{id, title, status, status_label}` (the
/// phase).
pub fn summary(a: &ActivityRef) -> Value {
    let status = a.phase();
    json!({"id": a.id, "title": a.title, "kind": a.kind, "status": status,
           "status_label": workflow::phase_label(status)})
}
