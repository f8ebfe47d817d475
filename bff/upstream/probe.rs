//! Whether the platform can be reached, for `/readyz`: one `HEAD /` (`Upstream::probe`) at most
//! every [`PROBE_TTL`], its result cached and shared by every worker. Callers within the TTL get
//! the cached answer; the first caller after it probes while the others wait for that one probe
//! (never more than one at a time). Reported, not required for readiness: every replica shares
//! the platform, so failing readiness on it would take them all out of the load balancer, and
//! users would get the balancer's error page instead of the console's own message.

use std::time::{Duration, Instant};

use serde::Serialize;

use super::Upstream;

/// How long a probe's result is served before the next caller probes again.
pub const PROBE_TTL: Duration = Duration::from_secs(10);

/// What the last probe found (`/readyz`'s `platform` field).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Reach {
    pub reachable: bool,
    /// The HTTP status the platform answered the probe with (any status counts as reachable).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
    /// Why it is not reachable (the cause the log names too).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    pub through_proxy: bool,
    pub latency_ms: u64,
    /// How old this result is.
    pub checked_ms_ago: u64,
}

#[derive(Default)]
pub struct PlatformProbe {
    last: tokio::sync::Mutex<Option<(Instant, Reach)>>,
}

impl PlatformProbe {
    /// The cached result, or a fresh probe through this worker's client when it is older than
    /// [`PROBE_TTL`].
    pub async fn reach(&self, upstream: &Upstream) -> Reach {
        let mut last = self.last.lock().await;
        if let Some((at, reach)) = last.as_ref() {
            if at.elapsed() < PROBE_TTL {
                return Reach {
                    checked_ms_ago: millis(at.elapsed()),
                    ..reach.clone()
                };
            }
        }
        let started = Instant::now();
        let result = upstream.probe().await;
        let reach = Reach {
            reachable: result.is_ok(),
            status: result.as_ref().ok().copied(),
            error: result.err().map(|e| e.to_string()),
            through_proxy: upstream.through_proxy(),
            latency_ms: millis(started.elapsed()),
            checked_ms_ago: 0,
        };
        *last = Some((Instant::now(), reach.clone()));
        reach
    }
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}
