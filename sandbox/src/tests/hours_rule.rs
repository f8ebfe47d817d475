//! Volunteer hours obey one rule (issue 40): a participant's sign-in records never overlap,
//! lie within the activity's window widened by two hours, and never in the future — so over
//! random sequences of sign-ins and sign-outs, the hours credited equal the time the records
//! cover (their union), and every call is accepted exactly when the rule allows it.

use super::activity_fixtures::{act, valid_activity};
use super::calls::successes;
use super::{spawn_logged_in, TestApp, TestService};
use crate::areas::activity::store::SIGN_TOLERANCE;
use crate::clock::{now, DAY, HOUR, MINUTE};
use proptest::prelude::*;
use serde_json::json;

#[derive(Debug, Clone)]
enum Op {
    /// A sign-in `at` minutes after the start of the span tried, signed out `minutes` later
    /// when given.
    SignIn { at: i64, minutes: Option<i64> },
    /// The sign-out of the open record, `minutes` after its sign-in.
    SignOut { minutes: i64 },
}

/// The activity ran from 10 h to 2 h ago; tries span from 14 h ago to 1 h ahead.
const SPAN_MINUTES: i64 = 15 * 60;

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..SPAN_MINUTES, proptest::option::of(1i64..=300))
            .prop_map(|(at, minutes)| Op::SignIn { at, minutes }),
        1 => (-30i64..=300).prop_map(|minutes| Op::SignOut { minutes }),
    ]
}

/// The signed-in records `(in, out)`, `out` 0 while open.
async fn records<S: TestService>(app: &TestApp<S>, signup: i64) -> Vec<(i64, i64)> {
    app.sql(move |c| {
        let mut stmt = c.prepare(
            "SELECT sign_in_at, sign_out_at FROM activity_signins WHERE signup_id = ?1 ORDER BY sign_in_at",
        )?;
        let rows = stmt.query_map([signup], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect()
    })
    .await
}

/// The length of the union of closed intervals.
fn union(mut spans: Vec<(i64, i64)>) -> i64 {
    spans.sort_unstable();
    let (mut total, mut reach) = (0, i64::MIN);
    for (a, b) in spans {
        let a = a.max(reach);
        if b > a {
            total += b - a;
            reach = b;
        }
    }
    total
}

/// Whether the rule accepts `(at, out)` beside `existing` (the record being closed left out).
fn allowed(
    existing: &[(i64, i64)],
    (at, out): (i64, Option<i64>),
    window: (i64, i64),
    t0: i64,
) -> bool {
    let end = out.unwrap_or(i64::MAX);
    let served_ok = out.is_none_or(|o| o > at && o - at <= DAY);
    let in_window = at >= window.0 && out.unwrap_or(at) <= window.1;
    let past = at <= t0 && out.is_none_or(|o| o <= t0);
    let apart = existing
        .iter()
        .all(|&(a, b)| !(a < end && (b == 0 || b > at)));
    served_ok && in_window && past && apart
}

fn run(ops: Vec<Op>) {
    actix_web::rt::System::new().block_on(async move {
        let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
        let id = app.published_activity(valid_activity()).await;
        let signup_id = app.passed_signup(id, "王五", "13911112222", &org).await;
        let t0 = now();
        let (start, end) = (t0 - 10 * HOUR, t0 - 2 * HOUR);
        app.sql(move |c| {
            c.execute(
                "UPDATE activities SET start_time = ?2, end_time = ?3 WHERE id = ?1",
                [id, start, end],
            )
        })
        .await;
        let window = (start - SIGN_TOLERANCE, end + SIGN_TOLERANCE);
        let base = t0 - 14 * HOUR;
        for op in ops {
            let before = records(&app, signup_id).await;
            match op {
                Op::SignIn { at, minutes } => {
                    let at = base + at * MINUTE;
                    let out = minutes.map(|m| at + m * MINUTE);
                    let open = before.iter().any(|r| r.1 == 0);
                    let expected = !open && allowed(&before, (at, out), window, t0);
                    let mut body = json!({"signup_id": signup_id, "sign_in_at": at});
                    if let Some(o) = out {
                        body["sign_out_at"] = o.into();
                    }
                    let r = app.post(&act("sign_in"), body, Some(&org)).await;
                    assert_eq!(r["code"] == 200, expected, "in {at} out {out:?} beside {before:?}: {r}");
                }
                Op::SignOut { minutes } => {
                    let Some(&(at, _)) = before.iter().find(|r| r.1 == 0) else { continue };
                    let record: i64 = app.scalar("SELECT id FROM activity_signins WHERE signup_id = ?1 AND sign_out_at = 0", signup_id).await;
                    let out = at + minutes * MINUTE;
                    let others: Vec<(i64, i64)> = before.iter().copied().filter(|r| r.1 != 0).collect();
                    let expected = out > 0 && allowed(&others, (at, Some(out)), window, t0);
                    let r = app
                        .post(&act("sign_out"), json!({"id": record, "sign_out_at": out}), Some(&org))
                        .await;
                    assert_eq!(r["code"] == 200, expected, "out {out} for in {at} beside {others:?}: {r}");
                }
            }
            let after = records(&app, signup_id).await;
            let closed: Vec<(i64, i64)> = after.iter().copied().filter(|r| r.1 > 0).collect();
            let credited: i64 = closed.iter().map(|(a, b)| b - a).sum();
            assert_eq!(credited, union(closed.clone()), "no hour counted twice: {after:?}");
            for (a, b) in &after {
                assert!(*a >= window.0 && *a <= t0, "{a}");
                assert!(*b == 0 || (*b <= window.1 && *b <= t0), "{b}");
            }
        }
        let totals = app
            .get(&act(&format!("activity_sign_list?activity_id={id}&type=2")), Some(&org))
            .await;
        let closed: Vec<(i64, i64)> = records(&app, signup_id).await.into_iter().filter(|r| r.1 > 0).collect();
        let shown: f64 = totals["data"]["hours_total"].as_str().unwrap_or("0").parse().unwrap_or(-1.0);
        let covered = union(closed) as f64 / HOUR as f64;
        assert!((shown - covered).abs() < 0.051, "shown {shown} h, covered {covered} h");
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, ..ProptestConfig::default() })]
    #[test]
    fn credited_hours_are_the_time_the_records_cover_and_never_more(
        ops in proptest::collection::vec(op(), 1..16)
    ) {
        run(ops);
    }
}

#[actix_web::test]
async fn overlapping_far_off_and_future_sign_ins_are_refused_with_the_rule() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let id = app.published_activity(valid_activity()).await;
    let s = app.passed_signup(id, "赵六", "13911113333", &org).await;
    let t0 = now();
    let start = t0 - 5 * HOUR;
    app.activity_held_from(id, start).await;
    let sign = |at: i64, out: i64| json!({"signup_id": s, "sign_in_at": at, "sign_out_at": out});
    let first = app
        .post(&act("sign_in"), sign(start, start + HOUR), Some(&org))
        .await;
    assert_eq!(first["code"], 200, "{first}");
    let overlap = app
        .post(
            &act("sign_in"),
            sign(start + HOUR / 2, start + 2 * HOUR),
            Some(&org),
        )
        .await;
    assert_eq!(overlap["code"], 400);
    assert!(
        overlap["msg"].as_str().unwrap_or("").contains("时间重叠"),
        "{overlap}"
    );
    for (at, out, msg) in [
        (t0 + DAY, t0 + DAY + HOUR, "签到、签退时间不能晚于当前时间"),
        (
            start - 300 * DAY,
            start - 300 * DAY + HOUR,
            "签到、签退时间须在活动时间前后2小时内",
        ),
        (
            31_000_000_000,
            31_000_003_600,
            "签到、签退时间不能晚于当前时间",
        ),
    ] {
        let r = app.post(&act("sign_in"), sign(at, out), Some(&org)).await;
        assert_eq!(r["code"], 400, "{r}");
        assert!(r["msg"].as_str().unwrap_or("").starts_with(msg), "{r}");
    }
    let totals = app
        .get(
            &act(&format!("activity_sign_list?activity_id={id}&type=2")),
            Some(&org),
        )
        .await;
    assert_eq!(totals["data"]["hours_total"], "1.0", "{totals}");
}

#[actix_web::test]
async fn of_twenty_concurrent_identical_sign_ins_exactly_one_is_recorded() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let id = app.published_activity(valid_activity()).await;
    let s = app.passed_signup(id, "孙七", "13911114444", &org).await;
    let start = now() - 5 * HOUR;
    app.activity_held_from(id, start).await;
    let body = json!({"signup_id": s, "sign_in_at": start, "sign_out_at": start + 2 * HOUR});
    let path = act("sign_in");
    let answers =
        futures_util::future::join_all((0..20).map(|_| app.post(&path, body.clone(), Some(&org))))
            .await;
    assert_eq!(successes(&answers), 1, "{answers:?}");
    assert_eq!(records(&app, s).await, [(start, start + 2 * HOUR)]);
}
