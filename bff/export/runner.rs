//! Builds one export job in the background on the replica that accepted it, writing its
//! progress to the job store at most once per `REPORT_EVERY` (that write is also the sign the
//! replica is alive), then its file and outcome.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use super::store::{now_ms, Fault, Job, JobStore, KeepError, State, REPORT_EVERY};
use super::{build, Asked, Failure, Progress};
use crate::upstream::Upstream;

/// Runs `job` to its end. The future is not `Send` (the platform client is per worker): it is
/// spawned on the worker that accepted the job.
pub async fn run(
    mut job: Job,
    asked: Asked,
    upstream: actix_web::web::Data<Upstream>,
    store: Arc<dyn JobStore>,
) {
    let progress = Progress::default();
    let building = build(asked, &upstream, &progress);
    let mut building = std::pin::pin!(building);
    let mut tick = tokio::time::interval(REPORT_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let outcome = loop {
        tokio::select! {
            outcome = &mut building => break outcome,
            _ = tick.tick() => {
                read_progress(&mut job, &progress);
                job.beat = now_ms();
                // A missed write only delays what readers see; the next tick writes again.
                let _ = store.update(job.clone()).await;
            }
        }
    };
    read_progress(&mut job, &progress);
    match outcome {
        Ok(built) => {
            let rows = built.rows;
            let file_name = built.file_name.clone();
            match store.keep_file(&job.id, built).await {
                Ok(size) => {
                    job.state = State::Done;
                    job.percent = 100;
                    job.rows_done = u64::from(rows);
                    job.file_name = Some(file_name);
                    job.size = size;
                }
                Err(KeepError::TooLarge { size, limit }) => {
                    tracing::warn!(size, limit, "export too large for the shared store");
                    job.state = State::Failed;
                    job.fault = Some(Fault::TooLarge(too_large_message(limit)));
                }
                Err(KeepError::Unavailable(_)) => {
                    tracing::warn!("the export file could not be kept in the shared store");
                    job.state = State::Failed;
                    job.fault = Some(Fault::Failed);
                }
            }
        }
        Err(failure) => {
            job.state = State::Failed;
            job.fault = Some(match failure {
                Failure::SessionOver => Fault::SessionOver,
                Failure::Refused(why) => {
                    tracing::info!(why = %why, "export refused by the platform");
                    Fault::Refused(why)
                }
                Failure::Failed(why) => {
                    tracing::warn!(why = %why, "export failed");
                    Fault::Failed
                }
            });
        }
    }
    job.beat = now_ms();
    // The outcome must reach the store, or readers would wait until the job reads as stale.
    for _ in 0..3 {
        if store.update(job.clone()).await.is_ok() {
            return;
        }
        tokio::time::sleep(REPORT_EVERY).await;
    }
    tracing::warn!(job = job.id, "an export's outcome could not be written");
}

fn read_progress(job: &mut Job, progress: &Progress) {
    job.rows_done = progress.done.load(Ordering::Relaxed);
    job.rows_total = progress.total.load(Ordering::Relaxed);
    job.percent = progress.percent();
}

/// 「导出文件超过 64 MB，请缩小筛选范围后分批导出」 for a 64 MiB limit (KB below one MiB, so a
/// small configured limit is not shown as 0 MB).
pub fn too_large_message(limit: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    let size = if limit >= MIB {
        format!("{} MB", limit / MIB)
    } else {
        format!("{} KB", limit.div_ceil(1024))
    };
    format!("导出文件超过 {size}，请缩小筛选范围后分批导出")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_too_large_message_names_the_limit_in_megabytes_or_below_one_in_kilobytes() {
        assert_eq!(
            too_large_message(64 * 1024 * 1024),
            "导出文件超过 64 MB，请缩小筛选范围后分批导出"
        );
        assert_eq!(
            too_large_message(20 * 1024),
            "导出文件超过 20 KB，请缩小筛选范围后分批导出"
        );
    }
}
