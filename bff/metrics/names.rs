//! Every metric name and label value in one place, so a dashboard and the code agree and a
//! renamed call site cannot silently start a second series.

/// Counter `{class, status}`: requests answered, by route class and HTTP status.
pub const HTTP_REQUESTS: &str = "orgcenter_http_requests_total";
/// Histogram `{class, status}`: seconds from the request to its response head.
pub const HTTP_DURATION: &str = "orgcenter_http_request_duration_seconds";

/// Histogram `{class}`: seconds from sending a platform call to its response head; `class` is
/// the HTTP status class (`2xx` … `5xx`) or `error` when no answer came.
pub const UPSTREAM_DURATION: &str = "orgcenter_upstream_request_duration_seconds";
/// Counter `{kind}`: platform calls without a usable answer (`timeout`, `unreachable`,
/// `bad_response`).
pub const UPSTREAM_ERRORS: &str = "orgcenter_upstream_errors_total";

/// Gauge: renders waiting for a render thread.
pub const RENDER_QUEUE_DEPTH: &str = "orgcenter_render_queue_depth";
/// Gauge: render threads with a loaded isolate.
pub const RENDER_THREADS_READY: &str = "orgcenter_render_threads_ready";
/// Histogram: seconds one render took on its render thread (queue wait not included).
pub const RENDER_DURATION: &str = "orgcenter_render_duration_seconds";
/// Counter: renders run (warm-ups excluded).
pub const RENDERS: &str = "orgcenter_renders_total";
/// Counter `{reason}`: pages served client-rendered because the server render did not happen.
pub const RENDER_FALLBACKS: &str = "orgcenter_render_fallbacks_total";
/// Counter: isolates thrown away and rebuilt (after `render.recycle_after` renders, or after a
/// stopped render).
pub const RENDER_ISOLATE_REBUILDS: &str = "orgcenter_render_isolate_rebuilds_total";

/// Counter `{cache, result}`: lookups in the BFF's caches, `result` = `hit` or `miss`.
pub const CACHE_LOOKUPS: &str = "orgcenter_cache_lookups_total";
pub const CACHE_USER: &str = "user";
pub const CACHE_LAYOUT: &str = "layout";

/// Counter `{limiter}`: requests refused by a limiter before the platform was asked.
pub const LIMITER_REFUSALS: &str = "orgcenter_limiter_refusals_total";
pub const LIMITER_LOGIN: &str = "login";
pub const LIMITER_SMS: &str = "sms";
