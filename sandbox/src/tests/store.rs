//! The store's two ways to run a task: a call's queries on the calling worker when the
//! connection is free, and on the blocking pool when another task holds it or may run long.

use crate::clock::{self, Clock};
use crate::db::Db;
use crate::error::ApiError;
use std::sync::mpsc;
use std::time::Duration;

fn store() -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = Db::open(dir.path(), Clock::held_at(1_767_225_600)).expect("the store opens");
    (dir, db)
}

#[actix_web::test]
async fn a_call_runs_its_query_under_the_stores_clock_and_answers_its_result() {
    let (_dir, db) = store();
    let (sum, now) = db
        .run(|conn| {
            Ok((
                conn.query_row("SELECT 40 + 2", [], |r| r.get::<_, i64>(0))?,
                clock::now(),
            ))
        })
        .await
        .expect("the query runs");
    assert_eq!((sum, now), (42, 1_767_225_600));
}

#[actix_web::test]
async fn a_task_that_panics_is_the_calls_internal_error_and_leaves_the_connection_usable() {
    let (_dir, db) = store();
    let failed = db
        .run(|_| -> Result<(), ApiError> { panic!("a bug in a store task") })
        .await;
    assert!(matches!(failed, Err(ApiError::Internal(_))), "{failed:?}");
    let one = db
        .run(|conn| Ok(conn.query_row("SELECT 1", [], |r| r.get::<_, i64>(0))?))
        .await;
    assert_eq!(one.expect("the connection still answers"), 1);
}

#[actix_web::test]
async fn a_call_made_while_a_long_task_holds_the_connection_waits_on_the_pool_not_on_its_worker() {
    let (_dir, db) = store();
    let (held_tx, held_rx) = mpsc::channel::<()>();
    let (release_tx, release_rx) = mpsc::channel::<()>();
    let long = actix_web::rt::spawn({
        let db = db.clone();
        async move {
            db.run_long(move |_| {
                held_tx.send(()).expect("the test listens");
                release_rx.recv().expect("the test releases the task");
                Ok(())
            })
            .await
        }
    });
    // Wait (off this worker) until the long task holds the connection.
    actix_web::rt::task::spawn_blocking(move || held_rx.recv_timeout(Duration::from_secs(5)))
        .await
        .expect("the waiter ends")
        .expect("the long task starts");
    // This worker runs both the call and the release: had the call waited for the connection
    // on it, the release could never be sent from here, and only the watchdog would end the wait.
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn({
        let release_tx = release_tx.clone();
        move || {
            let stalled = done_rx.recv_timeout(Duration::from_secs(5)).is_err();
            if stalled {
                let _ = release_tx.send(());
            }
            stalled
        }
    });
    let call = db.run(|conn| Ok(conn.query_row("SELECT 7", [], |r| r.get::<_, i64>(0))?));
    let release = async move { release_tx.send(()).expect("the long task listens") };
    let (answer, ()) = futures_util::join!(call, release);
    let _ = done_tx.send(());
    assert!(
        !watchdog.join().expect("the watchdog ends"),
        "the call stalled its worker"
    );
    assert_eq!(answer.expect("the call runs after the long task"), 7);
    long.await
        .expect("the long task ends")
        .expect("the long task succeeds");
}
