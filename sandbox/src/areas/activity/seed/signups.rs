//! The demo sign-ups and sign-ins: the demo people signing up (alone or as teams, answering
//! the sign-up forms), the organiser's reviews, and the hours served at the running and ended
//! activities.

use super::activities::{CHARITY, ENDED, FULL, RUNNING, SEEDS, SIGNING_UP_REVIEWED, TEAMS};
use super::err;
use crate::areas::activity::common::find;
use crate::areas::activity::fields;
use crate::areas::activity::store::{self, find_signup, Signup};
use crate::areas::activity::workflow::{APPLY, APPLY_PASSED, APPLY_RETURNED};
use crate::clock::{DAY, HOUR};
use crate::rules::id_card::id_check_char;
use rusqlite::{params, Connection};
use serde_json::{json, Value};

pub(super) const PEOPLE: [(&str, &str); 14] = [
    ("张伟", "13910001001"),
    ("王芳", "13910001002"),
    ("李娜", "13910001003"),
    ("刘洋", "13910001004"),
    ("陈静", "13910001005"),
    ("杨帆", "13910001006"),
    ("赵磊", "13910001007"),
    ("黄敏", "13910001008"),
    ("周婷", "13910001009"),
    ("吴强", "13910001010"),
    ("徐丽", "13910001011"),
    ("孙浩", "13910001012"),
    ("马超", "13910001013"),
    ("朱琳", "13910001014"),
];

/// A valid identity number for participant `n` (born 1985–1998).
pub(super) fn id_card(n: usize) -> String {
    let first = format!(
        "110105{}{:02}{:02}{:03}",
        1985 + n % 14,
        1 + n % 12,
        1 + n % 28,
        100 + n
    );
    let check = id_check_char(&first).unwrap_or('0');
    format!("{first}{check}")
}

pub(super) fn answers(rich: bool, n: usize, image: &str) -> Value {
    if !rich {
        return json!({});
    }
    let sizes = ["S", "M", "L", "XL"];
    let times = [
        json!(["上午"]),
        json!(["下午", "晚上"]),
        json!(["上午", "下午"]),
    ];
    let units = ["春晖社区", "海淀图书馆", "朝阳医院", "北京第八中学"];
    json!({
        "f1": units[n % 4],
        "f2": 20 + (n * 3) % 40,
        "f3": format!("1370000{:04}", 2000 + n),
        "f4": id_card(n),
        "f5": sizes[n % 4],
        "f6": times[n % 3],
        "f7": format!("2025-{:02}-15", 1 + n % 12),
        "f8": if n.is_multiple_of(2) { json!([image]) } else { json!([]) },
    })
}

/// `count` sign-ups of the demo people from `first`; `teams` signs them up as teams of three.
fn signups(
    conn: &Connection,
    id: i64,
    first: usize,
    count: usize,
    teams: bool,
    rich: bool,
    now: i64,
) -> rusqlite::Result<Vec<i64>> {
    let (a, _) = find(conn, id).map_err(err)?;
    let image = format!("/sandbox-files/avatar/{}.svg", a.org_id);
    let mut ids = Vec::new();
    for n in first..first + count {
        let (name, mobile) = PEOPLE[n % PEOPLE.len()];
        let members = if teams {
            (1..3)
                .map(|k| {
                    let (m, p) = PEOPLE[(n + k * 5) % PEOPLE.len()];
                    json!({"name": m, "mobile": p})
                })
                .collect()
        } else {
            vec![]
        };
        let given = answers(rich, n, &image);
        let checked = fields::check_answers(
            &a.form_fields,
            Some(&given),
            crate::rules::dates::today(now),
        )
        .map_err(err)?;
        let signup = Signup {
            is_team: teams,
            name: name.into(),
            mobile: mobile.into(),
            team_name: if teams {
                format!("{name}的志愿小队")
            } else {
                String::new()
            },
            members,
            answers: checked,
        };
        let at = now - (count - (n - first)) as i64 * HOUR;
        let (sid, _) = store::sign_up(conn, &a, &signup, at).map_err(err)?;
        APPLY.log(
            conn,
            sid,
            if a.need_review {
                "sign_up"
            } else {
                "sign_up_direct"
            },
            None,
            "",
            at,
        )?;
        ids.push(sid);
    }
    Ok(ids)
}

fn review(
    conn: &Connection,
    signup: i64,
    status: i64,
    reason: &str,
    by: i64,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE activity_signups SET status = ?1, reason = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5",
        params![status, reason, by, now, signup],
    )?;
    APPLY.log(
        conn,
        signup,
        if status == APPLY_PASSED {
            "pass"
        } else {
            "return"
        },
        Some(by),
        reason,
        now,
    )
}

/// A sign-in at `at` of `served` seconds (0: still signed in).
fn signin(
    conn: &Connection,
    signup: i64,
    at: i64,
    served: i64,
    by: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let s = find_signup(conn, signup)?.ok_or_else(|| err("sign-up"))?;
    let out = (served > 0).then_some(at + served);
    store::sign_in(conn, &s, at, out, Some(by), now).map_err(err)?;
    Ok(())
}

/// The sign-ups of the seeded activities `ids` (in `SEEDS` order), reviewed and signed in by
/// `owner`.
pub(super) fn seed(conn: &Connection, ids: &[i64], owner: i64, now: i64) -> rusqlite::Result<()> {
    // Sign-ups while sign-ups were open (the running and ended ones: the day they were made).
    let reviewed = signups(conn, ids[SIGNING_UP_REVIEWED], 0, 7, false, true, now)?;
    for (k, sid) in reviewed.iter().enumerate() {
        match k {
            0..=2 => review(conn, *sid, APPLY_PASSED, "", owner, now - HOUR)?,
            3 => review(
                conn,
                *sid,
                APPLY_RETURNED,
                "年龄不符合活动要求（需年满18周岁）",
                owner,
                now - HOUR,
            )?,
            _ => {}
        }
    }
    signups(conn, ids[FULL], 2, 5, false, false, now)?;
    signups(conn, ids[TEAMS], 4, 3, true, true, now)?;
    signups(conn, ids[8], 6, 4, false, false, now)?;
    signups(conn, ids[CHARITY], 8, 3, false, false, now)?;
    signups(conn, ids[13], 1, 4, true, false, now)?;
    signups(conn, ids[15], 9, 2, false, false, now)?;
    let running = SEEDS[RUNNING].when.start;
    for (idx, first, count) in [(RUNNING, 3, 5), (ENDED, 0, 6), (14, 5, 4)] {
        // These signed up while sign-ups were open, three days before the seed.
        let (a, _) = find(conn, ids[idx]).map_err(err)?;
        let got = signups(
            conn,
            a.id,
            first,
            count,
            false,
            SEEDS[idx].rich_form,
            now - 3 * DAY,
        )?;
        for (k, sid) in got.iter().enumerate() {
            if SEEDS[idx].review {
                review(conn, *sid, APPLY_PASSED, "", owner, now - 2 * DAY)?;
            }
            let k = k as i64;
            if idx == RUNNING {
                // Half still on site, half already gone home.
                let served = if k % 2 == 0 { 0 } else { HOUR + k * 15 * 60 };
                signin(
                    conn,
                    *sid,
                    now + running * HOUR + k * 60,
                    served,
                    owner,
                    now,
                )?;
            } else {
                let start = a.times.start + k * 10 * 60;
                signin(conn, *sid, start, 4 * HOUR - k * 20 * 60, owner, now)?;
                if k < 2 {
                    // Two stayed for the closing shift.
                    signin(
                        conn,
                        *sid,
                        start + 4 * HOUR + HOUR / 2,
                        HOUR / 2,
                        owner,
                        now,
                    )?;
                }
            }
        }
    }
    Ok(())
}
