//! Builds the whole server from settings: the sandbox (when no upstream is configured), the
//! render pool, the caches and the HTTP routes. Binding happens here, so tests can ask for
//! port 0 and read the port back.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::dev::Service;
use actix_web::http::header;
use actix_web::middleware::DefaultHeaders;
use actix_web::{guard, web, App, HttpRequest, HttpResponse, HttpServer};
use anyhow::Context;
use serde_json::json;
use tracing_actix_web::TracingLogger;

use crate::access::RouteTable;
use crate::assets::{self, Assets};
use crate::render::{self, FragmentCache, PoolConfig, RenderPool};
use crate::session::{CookieJar, Limits, LoginLimiter, Sessions, SmsLimiter};
use crate::settings::Settings;
use crate::state::AppState;
use crate::upload;
use crate::upload::cache::UploadState;
use crate::upstream::{Egress, Upstream};
use crate::{pages, sandbox_files, shared_state};

pub use crate::api_routes::own_calls;
use crate::api_routes::own_routes;

pub struct Application {
    port: u16,
    server: Server,
    /// The admin listener serving `/metrics`, and its port (`metrics.enabled`).
    admin: Option<(Server, u16)>,
    upstream_base: String,
    /// How calls reach the platform (TLS, egress proxy), for the start-up line.
    upstream_route: String,
    sandbox: Option<orgcenter_sandbox::RunningSandbox>,
    state: web::Data<AppState>,
}

impl Application {
    /// Starts the sandbox if needed, binds the listener and prepares the server (not yet polled).
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        // TLS and the egress proxy for a configured platform: a bad CA file, certificate or key
        // stops the start here, with the setting named.
        let egress = if settings.uses_sandbox() {
            Egress::default()
        } else {
            Egress::from_settings(&settings.upstream)?
        };
        let upstream_route = egress.describe(&settings.upstream);
        let (upstream_base, sandbox, upload_key) = if settings.uses_sandbox() {
            let sandbox = orgcenter_sandbox::start(orgcenter_sandbox::SandboxConfig {
                data_dir: settings.sandbox.data_dir.clone(),
                test_mode: settings.sandbox.test_mode,
                bind: ([127, 0, 0, 1], settings.sandbox.port).into(),
                clock: settings.sandbox.held_clock(),
            })
            .await
            .context("starting the sandbox platform")?;
            let key = upload::decrypt::parse_private_key(&sandbox.upload_private_key_pem)
                .context("reading the sandbox's upload key")?;
            (format!("http://{}", sandbox.addr), Some(sandbox), Some(key))
        } else {
            (
                settings.upstream.base_url.clone(),
                None,
                configured_upload_key(&settings)?,
            )
        };

        let routes =
            RouteTable::from_json(assets::ROUTE_MANIFEST).context("reading routes.json")?;
        let assets = Assets::embedded().context("reading manifest.json")?;
        render::platform::init();
        let pool = RenderPool::start(
            Arc::from(assets::SSR_BUNDLE),
            PoolConfig {
                threads: settings.render_threads(),
                timeout: Duration::from_millis(settings.render.timeout_ms),
                heap_limit_bytes: settings.render.heap_limit_mb * 1024 * 1024,
                recycle_after: settings.render.recycle_after,
                compact_after: settings.render.compact_after,
                queue: settings.render.queue,
                warmup_input: Some(warmup_input()),
            },
        );
        let user_cache_ttl = Duration::from_secs(settings.session.user_cache_ttl_secs);
        let shared = shared_state::from_settings(&settings.shared_state, user_cache_ttl)?;
        let export_jobs = shared.export_jobs();
        let state = web::Data::new(AppState {
            sessions: Sessions::new(user_cache_ttl, shared.clone()),
            cookies: CookieJar {
                secure: settings.is_https(),
                base: settings.server.base_path.clone(),
            },
            login_limiter: LoginLimiter::new(
                Limits {
                    per_account: settings.session.login_failures_per_account,
                    per_address: settings.session.login_failures_per_address,
                    window: Duration::from_secs(settings.session.login_window_secs),
                },
                shared.as_ref(),
            ),
            sms_limiter: SmsLimiter::new(shared.as_ref()),
            shared,
            idempotency: Default::default(),
            routes,
            assets,
            pool,
            fragments: FragmentCache::new(settings.render.fragment_cache_mb),
            upload: UploadState::new(upload_key),
            file_prefixes: settings.stored_file_prefixes(),
            platform_clock: sandbox.as_ref().map(|s| s.clock.clone()),
            platform: Default::default(),
            export_jobs,
            settings,
        });

        let listener = TcpListener::bind((
            state.settings.server.host.as_str(),
            state.settings.server.port,
        ))
        .with_context(|| {
            format!(
                "binding {}:{}",
                state.settings.server.host, state.settings.server.port
            )
        })?;
        let port = listener.local_addr()?.port();
        let server = http_server(
            state.clone(),
            upstream_base.clone(),
            Arc::new(egress),
            listener,
        )?;
        let admin = if state.settings.metrics.enabled {
            Some(crate::metrics::admin::bind(
                &state.settings.metrics,
                state.clone(),
            )?)
        } else {
            None
        };
        Ok(Self {
            port,
            server,
            admin,
            upstream_base,
            upstream_route,
            sandbox,
            state,
        })
    }

    /// How calls reach the platform: `direct`, or the TLS roots and the egress proxy.
    pub fn upstream_route(&self) -> &str {
        &self.upstream_route
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn upstream_base(&self) -> &str {
        &self.upstream_base
    }

    pub fn render_stats(&self) -> &render::PoolStats {
        self.state.pool.stats()
    }

    /// The port of the admin listener (`/metrics`), when it runs.
    pub fn metrics_port(&self) -> Option<u16> {
        self.admin.as_ref().map(|(_, port)| *port)
    }

    /// Stops the console: `stop(true)` stops accepting and lets requests under way finish
    /// (within `server.shutdown_grace_ms`, see `shutdown.rs`). The server does not watch
    /// signals itself; the binary does.
    pub fn server_handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// Serves until the server is stopped, then stops the admin listener and the sandbox.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let admin = self.admin.map(|(server, _)| {
            let handle = server.handle();
            actix_web::rt::spawn(server);
            handle
        });
        let result = self.server.await;
        if let Some(admin) = admin {
            admin.stop(false).await;
        }
        if let Some(sandbox) = self.sandbox {
            sandbox.server_handle.stop(true).await;
        }
        result
    }
}

fn http_server(
    state: web::Data<AppState>,
    upstream_base: String,
    egress: Arc<Egress>,
    listener: TcpListener,
) -> anyhow::Result<Server> {
    let workers = state.settings.worker_threads();
    let budget = Duration::from_millis(state.settings.upstream.timeout_ms);
    let hsts = state.settings.is_https();
    let test_calls = state.settings.sandbox.test_mode && state.settings.uses_sandbox();
    // The binary stops the server on SIGTERM / Ctrl-C and ends the process when the grace
    // period is over (shutdown.rs); actix's own limit (whole seconds) only backs that up.
    let grace_secs = state.settings.server.shutdown_grace_ms.div_ceil(1000) + 5;
    let server = HttpServer::new(move || {
        let mut headers = DefaultHeaders::new()
            .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
            .add((header::REFERRER_POLICY, "same-origin"))
            .add((header::X_FRAME_OPTIONS, "DENY"))
            .add((header::CACHE_CONTROL, "private, no-store"));
        if hsts {
            headers = headers.add((
                header::STRICT_TRANSPORT_SECURITY,
                "max-age=31536000; includeSubDomains",
            ));
        }
        App::new()
            .app_data(state.clone())
            .app_data(web::Data::new(Upstream::with_egress(
                &upstream_base,
                budget,
                &egress,
            )))
            .app_data(web::PayloadConfig::new(
                state.settings.upstream.max_body_bytes,
            ))
            // Innermost, so the 414 is counted, logged and carries the request id like any answer.
            .wrap(actix_web::middleware::from_fn(
                crate::uri_limit::refuse_overlong,
            ))
            .wrap_fn(|req, srv| {
                // One metric sample and one log line per request, timed to the response head.
                let seen = crate::telemetry::RequestSeen::start(&req);
                let call = srv.call(req);
                async move {
                    let res = call.await;
                    seen.finish(match &res {
                        Ok(res) => res.status().as_u16(),
                        Err(e) => e.as_response_error().status_code().as_u16(),
                    });
                    res
                }
            })
            .wrap(actix_web::middleware::from_fn(
                crate::compress::compress_large,
            ))
            .wrap(headers)
            .wrap(TracingLogger::<crate::telemetry::RequestSpan>::new())
            // Outermost, so the id exists before the request's log span opens. The same id is
            // on every log line of the request and went upstream, so a user (or a test
            // harness, or the proxy that sent it) can quote it.
            .wrap_fn({
                let trusted = state.settings.server.trusted_proxies.clone();
                move |req, srv| {
                    let id = crate::request_meta::assign_request_id(&req, &trusted);
                    let call = srv.call(req);
                    async move {
                        let mut res = call.await?;
                        if let Ok(value) = header::HeaderValue::from_str(&id.0) {
                            res.headers_mut().insert(
                                header::HeaderName::from_static(
                                    crate::request_meta::REQUEST_ID_HEADER,
                                ),
                                value,
                            );
                        }
                        Ok(res)
                    }
                }
            })
            // Outermost of all: every layer inside sees the app path, whatever the mount.
            .wrap(actix_web::middleware::from_fn(crate::mount::mount))
            .configure(|cfg| own_routes(cfg, test_calls, &mut Vec::new()))
            .route("/favicon.ico", get_or_head().to(favicon))
            // Scopes first compare a prefix, so a page or an API call never runs these patterns.
            .service(web::scope("/assets").route("/{file:.*}", get_or_head().to(asset)))
            .service(
                web::scope("/sandbox-files")
                    .route("/oss/{bucket}", web::post().to(sandbox_files::upload))
                    .route("/{file:.*}", get_or_head().to(sandbox_files::serve)),
            )
            .default_service(web::route().to(pages::page))
    })
    .workers(workers)
    .disable_signals()
    .shutdown_timeout(grace_secs)
    // Small answers go out at once instead of waiting for the client's ACK (as nginx does).
    .tcp_nodelay(true)
    .listen(listener)?
    .run();
    Ok(server)
}

/// A route for GET and HEAD: HEAD gets the same status and headers without the body (actix
/// leaves the body out), which proxies, CDNs and uptime checks rely on. `web::get()` alone let
/// HEAD fall through to the page handler, which sent a hashed asset to the login page.
fn get_or_head() -> actix_web::Route {
    web::route().guard(guard::Any(guard::Get()).or(guard::Head()))
}

/// The upload key from `upload.rsa_private_key_file`; none (uploads unavailable) when unset.
fn configured_upload_key(settings: &Settings) -> anyhow::Result<Option<rsa::RsaPrivateKey>> {
    let path = settings.upload.rsa_private_key_file.expose();
    if path.is_empty() {
        tracing::warn!("upload.rsa_private_key_file is not set: uploads are unavailable");
        return Ok(None);
    }
    let pem = std::fs::read_to_string(path)
        .context("reading upload.rsa_private_key_file (path not shown: it is a secret setting)")?;
    upload::decrypt::parse_private_key(&pem)
        .context("upload.rsa_private_key_file")
        .map(Some)
}

async fn asset(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    state.assets.respond(&req)
}

/// The 机 mark in the theme colour, so tabs and bookmarks show something of ours.
async fn favicon() -> HttpResponse {
    const ICON: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><rect width=\"32\" height=\"32\" rx=\"6\" fill=\"#fa8c16\"/><text x=\"16\" y=\"23\" font-size=\"20\" text-anchor=\"middle\" fill=\"#fff\" font-family=\"sans-serif\">机</text></svg>";
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "image/svg+xml"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(ICON)
}

/// The login page input, rendered once per new isolate so the first user does not pay the
/// isolate's cold start.
fn warmup_input() -> String {
    json!({
        "url": "/login", "status": 200, "user": null, "data": {}, "settings": null,
        "platformUrl": "", "now": 0
    })
    .to_string()
}
