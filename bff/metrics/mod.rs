//! Prometheus metrics: the `metrics` facade at each point worth counting, recorded by
//! `metrics-exporter-prometheus` and served as text on the admin listener (`admin.rs`), never on
//! the console's port. Names and label values live in `names.rs`.
//!
//! The recorder is process-wide (the facade has one global recorder), installed once by the
//! first [`install`]; every `Application` in the process serves the same numbers.

pub mod admin;
pub mod names;

use std::sync::OnceLock;
use std::time::Duration;

use metrics::{Counter, Histogram};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

use crate::error::UpstreamError;
use crate::render::RenderError;

/// Histogram buckets in seconds: 1 ms to 10 s, wide enough for an asset (sub-millisecond) and
/// the upstream budget (5 s).
const BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// How often histogram samples are folded in when nobody scrapes (bounds their memory).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the global recorder on first use and returns the handle that renders the text.
pub fn install() -> PrometheusHandle {
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets(&BUCKETS)
                .expect("the bucket list is not empty")
                .build_recorder();
            let handle = recorder.handle();
            if metrics::set_global_recorder(recorder).is_err() {
                tracing::warn!("a metrics recorder was already installed; /metrics stays empty");
            }
            let upkeep = handle.clone();
            std::thread::Builder::new()
                .name("metrics-upkeep".into())
                .spawn(move || loop {
                    std::thread::sleep(UPKEEP_EVERY);
                    upkeep.run_upkeep();
                })
                .expect("spawning the metrics upkeep thread");
            handle
        })
        .clone()
}

/// What kind of thing a request asked for: the `class` label of the request metrics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteClass {
    Page = 0,
    Api,
    Asset,
    /// `/healthz`, `/readyz`: kept apart so load balancer checks do not flatter page latency.
    Probe,
}

impl RouteClass {
    pub fn of(path: &str) -> Self {
        if path.starts_with("/api/") || path == "/api" {
            Self::Api
        } else if path.starts_with("/assets/")
            || path.starts_with("/sandbox-files/")
            || path == "/favicon.ico"
        {
            Self::Asset
        } else if path == "/healthz" || path == "/readyz" {
            Self::Probe
        } else {
            Self::Page
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Page => "page",
            Self::Api => "api",
            Self::Asset => "asset",
            Self::Probe => "probe",
        }
    }
}

/// The request series' handles per (class, status), registered on first use. The macros build,
/// allocate and hash a key on every call (1.6 µs per request measured); a handle is an atomic
/// add. Filled only once the recorder is installed, so no slot ever holds a no-op handle.
static HTTP_SERIES: [[OnceLock<(Counter, Histogram)>; 600]; 4] =
    [const { [const { OnceLock::new() }; 600] }; 4];

/// One request answered with `status` after `elapsed`. Nothing is recorded before [`install`].
pub fn http_request(class: RouteClass, status: u16, elapsed: Duration) {
    if HANDLE.get().is_none() {
        return;
    }
    let register = || {
        let labels = [
            ("class", class.as_str().to_owned()),
            ("status", status.to_string()),
        ];
        (
            metrics::counter!(names::HTTP_REQUESTS, &labels),
            metrics::histogram!(names::HTTP_DURATION, &labels),
        )
    };
    let fresh;
    let (count, duration) = match HTTP_SERIES[class as usize].get(usize::from(status)) {
        Some(slot) => slot.get_or_init(register),
        None => {
            fresh = register();
            &fresh
        }
    };
    count.increment(1);
    duration.record(elapsed.as_secs_f64());
}

const UPSTREAM_CLASSES: [&str; 6] = ["1xx", "2xx", "3xx", "4xx", "5xx", "error"];
static UPSTREAM_SERIES: [OnceLock<Histogram>; 6] = [const { OnceLock::new() }; 6];

fn upstream_duration(class: usize, elapsed: Duration) {
    if HANDLE.get().is_none() {
        return;
    }
    UPSTREAM_SERIES[class]
        .get_or_init(
            || metrics::histogram!(names::UPSTREAM_DURATION, "class" => UPSTREAM_CLASSES[class]),
        )
        .record(elapsed.as_secs_f64());
}

/// A platform call answered with an HTTP `status` after `elapsed` (to the response head).
pub fn upstream_answered(status: u16, elapsed: Duration) {
    let class = usize::from(status / 100).clamp(1, 5) - 1;
    upstream_duration(class, elapsed);
}

/// A platform call that got no answer at all (timeout, refused) after `elapsed`.
pub fn upstream_unanswered(elapsed: Duration) {
    upstream_duration(5, elapsed);
}

/// Counts `e` and hands it back, for `map_err`.
pub fn upstream_failed(e: UpstreamError) -> UpstreamError {
    let kind = match &e {
        UpstreamError::Timeout => "timeout",
        UpstreamError::Unreachable(_) => "unreachable",
        UpstreamError::BadResponse(_) => "bad_response",
    };
    metrics::counter!(names::UPSTREAM_ERRORS, "kind" => kind).increment(1);
    e
}

/// A render finished (or failed) on its thread after `elapsed`.
pub fn render_done(elapsed: Duration) {
    metrics::counter!(names::RENDERS).increment(1);
    metrics::histogram!(names::RENDER_DURATION).record(elapsed.as_secs_f64());
}

pub fn isolate_rebuilt() {
    metrics::counter!(names::RENDER_ISOLATE_REBUILDS).increment(1);
}

/// A page went out client-rendered because of `e`.
pub fn render_fallback(e: &RenderError) {
    let reason = match e {
        RenderError::Busy => "busy",
        RenderError::Timeout => "timeout",
        RenderError::HeapLimit => "heap_limit",
        RenderError::Threw(_) => "threw",
        RenderError::Load(_) => "load",
        RenderError::NotAString => "not_a_string",
        RenderError::PoolGone => "pool_gone",
    };
    metrics::counter!(names::RENDER_FALLBACKS, "reason" => reason).increment(1);
}

/// The render pool's current state, set when a scrape asks (cheaper than on every job).
pub fn render_pool_state(queued: usize, ready_threads: u64) {
    metrics::gauge!(names::RENDER_QUEUE_DEPTH).set(queued as f64);
    metrics::gauge!(names::RENDER_THREADS_READY).set(ready_threads as f64);
}

pub fn cache_lookup(cache: &'static str, hit: bool) {
    let result = if hit { "hit" } else { "miss" };
    metrics::counter!(names::CACHE_LOOKUPS, "cache" => cache, "result" => result).increment(1);
}

pub fn limiter_refused(limiter: &'static str) {
    metrics::counter!(names::LIMITER_REFUSALS, "limiter" => limiter).increment(1);
}

#[cfg(test)]
mod tests {
    use super::RouteClass;

    #[test]
    fn paths_are_classed_as_page_api_asset_or_probe() {
        assert_eq!(RouteClass::of("/SZ/helpList"), RouteClass::Page);
        assert_eq!(RouteClass::of("/login"), RouteClass::Page);
        assert_eq!(RouteClass::of("/apix"), RouteClass::Page);
        assert_eq!(RouteClass::of("/api/common/get_org"), RouteClass::Api);
        assert_eq!(RouteClass::of("/assets/app-1a2b.js"), RouteClass::Asset);
        assert_eq!(RouteClass::of("/favicon.ico"), RouteClass::Asset);
        assert_eq!(RouteClass::of("/sandbox-files/x.png"), RouteClass::Asset);
        assert_eq!(RouteClass::of("/healthz"), RouteClass::Probe);
    }
}
