//! Typed configuration, layered: embedded `config/default.toml` → embedded
//! `config/<env>.toml` → an optional `--config FILE` → `ORGCENTER__SECTION__KEY` variables.
//! Every struct denies unknown fields, so a typo in a key is an error at start, not a silent default.

use std::path::PathBuf;

use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};

use crate::secret::Secret;

const DEFAULT_TOML: &str = include_str!("../config/default.toml");
const TEST_TOML: &str = include_str!("../config/test.toml");
const PRODUCTION_TOML: &str = include_str!("../config/production.toml");
const ENV_PREFIX: &str = "ORGCENTER__";

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// `development`, `test` or `production` (from `ORGCENTER_ENV`).
    #[serde(default = "default_env")]
    pub env: String,
    pub server: ServerSettings,
    pub upstream: UpstreamSettings,
    pub sandbox: SandboxSettings,
    pub render: RenderSettings,
    pub session: SessionSettings,
    pub site: SiteSettings,
    pub upload: UploadSettings,
    pub metrics: MetricsSettings,
    pub log: LogSettings,
    pub shared_state: SharedStateSettings,
}

fn default_env() -> String {
    "development".into()
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ServerSettings {
    pub host: String,
    pub port: u16,
    pub workers: usize,
    pub public_url: String,
    /// Reverse proxies (addresses or CIDR ranges) whose `X-Forwarded-For` and `X-Request-Id`
    /// are believed.
    pub trusted_proxies: Vec<crate::cidr::Cidr>,
    /// After SIGTERM or Ctrl-C: how long in-flight requests and renders may take to finish
    /// before the server stops anyway.
    pub shutdown_grace_ms: u64,
    /// The path a reverse proxy mounts the console under (`/orgcenter/`; `/` = the host's root),
    /// validated and normalised when read (`base_path.rs`).
    #[serde(default)]
    pub base_path: crate::base_path::BasePath,
    /// The reverse proxy's request-body limit in MB (nginx `client_max_body_size`), named in the
    /// upload dialog's message when the proxy refuses a file with 413; 0 = not known.
    #[serde(default)]
    pub gateway_max_body_mb: u32,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct UpstreamSettings {
    pub base_url: String,
    pub timeout_ms: u64,
    pub max_body_bytes: usize,
    /// A PEM bundle of CA certificates trusted for the https platform besides the system's
    /// roots (a company CA, a TLS-inspecting proxy's CA). Empty: the system's roots only.
    pub ca_file: String,
    /// PEM certificate chain presented to a platform that requires mutual TLS; with
    /// `client_key_file`.
    pub client_cert_file: String,
    /// PEM private key of `client_cert_file`. A secret: its path is redacted when printed.
    pub client_key_file: Secret<String>,
    /// `http://[user:password@]host:port` of the company's egress proxy; https platforms are
    /// reached through a `CONNECT` tunnel (TLS end to end). Empty: `HTTPS_PROXY` / `HTTP_PROXY`
    /// (unless `NO_PROXY` names the platform), else direct. Credentials print as `[redacted]`.
    pub proxy_url: crate::upstream::egress::ProxyUrl,
    /// The environment variable `proxy_url` was taken from, when it was (not a setting).
    #[serde(skip)]
    pub proxy_from_env: Option<&'static str>,
}

impl UpstreamSettings {
    /// Where the proxy URL comes from, for messages: the setting or the environment variable.
    pub fn proxy_setting_name(&self) -> &'static str {
        self.proxy_from_env.unwrap_or("upstream.proxy_url")
    }

    /// `proxy_url` from the conventional variables when the layers leave it empty and a real
    /// platform is configured (never for the bundled sandbox on loopback).
    fn apply_proxy_environment(&mut self, vars: &[(String, String)]) {
        if !self.proxy_url.is_empty() || self.base_url.is_empty() {
            return;
        }
        if let Some((name, value)) =
            crate::upstream::egress::proxy_from_environment(&self.base_url, vars)
        {
            self.proxy_url = crate::upstream::egress::ProxyUrl::new(value);
            self.proxy_from_env = Some(name);
        }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SandboxSettings {
    pub data_dir: PathBuf,
    pub port: u16,
    pub test_mode: bool,
    /// Test mode only: the ISO 8601 time the sandbox's clock is held at ("" = the wall clock).
    #[serde(default, deserialize_with = "crate::iso_setting::string_or_datetime")]
    pub clock: String,
}

impl SandboxSettings {
    /// `clock`, when set.
    pub fn held_clock(&self) -> Option<String> {
        (!self.clock.is_empty()).then(|| self.clock.clone())
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RenderSettings {
    /// `false` serves every page with an empty root and lets the browser render it (the
    /// fallback path): an operational switch, and the client-only side of the first-paint
    /// benchmark.
    pub ssr: bool,
    pub threads: usize,
    pub timeout_ms: u64,
    pub heap_limit_mb: usize,
    pub recycle_after: u64,
    /// Renders between memory-reducing full GCs of an isolate (0 = only when idle).
    pub compact_after: u64,
    pub queue: usize,
    /// V8's young-generation semi-space per isolate, in MB (0 = V8's default): larger means
    /// fewer scavenges per render and more memory.
    pub semi_space_mb: usize,
    /// Megabytes of layout HTML (sidebar, header) kept for reuse across renders; 0 = none.
    pub fragment_cache_mb: u64,
    /// Send a page's head (with its scripts' preloads) before its loaders answer (`streamed.rs`).
    pub stream_head: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SessionSettings {
    pub user_cache_ttl_secs: u64,
    pub login_failures_per_account: u32,
    pub login_failures_per_address: u32,
    pub login_window_secs: u64,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SiteSettings {
    pub platform_url: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct UploadSettings {
    /// PEM file of the RSA private key that reads the platform's upload config. Unused with the
    /// bundled sandbox (it hands over its own key). Redacted in `orgcenter config`.
    pub rsa_private_key_file: Secret<String>,
    /// Origins the browser uploads to besides the console (the OSS bucket host), added to the
    /// page CSP's `connect-src` and `img-src`.
    pub extra_origins: Vec<String>,
}

/// `GET /metrics` (Prometheus text) on its own listener, never on the public port.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MetricsSettings {
    pub enabled: bool,
    /// Address of the admin listener; loopback unless a Prometheus on another host scrapes it.
    pub host: String,
    /// 0 = any free port (printed at start).
    pub port: u16,
    /// Peers that may scrape; every other address gets 403.
    pub allow_from: Vec<std::net::IpAddr>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LogSettings {
    pub format: LogFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// Human-readable lines, for a terminal.
    Text,
    /// One JSON object per line, for a log collector.
    Json,
}

/// Where the replicas' shared state lives (`shared_state.backend`).
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Backend {
    #[default]
    Memory,
    Redis,
}

/// Where the state every replica must agree on lives (`shared_state` module).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SharedStateSettings {
    pub backend: Backend,
    /// `redis://[:password@]host:port/db`; may hold a password, so it is redacted when printed.
    pub redis_url: Secret<String>,
    /// Put before every key, so several deployments can share one Redis.
    pub key_prefix: String,
    /// Deadline of one Redis call; past it the store counts as unavailable.
    pub timeout_ms: u64,
    /// The largest export file kept in Redis for every replica to download (the `redis`
    /// backend); a larger export fails with a message naming the limit.
    pub export_file_max_bytes: u64,
}

impl Settings {
    /// Loads the layers for `env` (None: `ORGCENTER_ENV`, else `development`), reading
    /// overrides from the process environment.
    pub fn load(env: Option<&str>, file: Option<&std::path::Path>) -> anyhow::Result<Self> {
        let env_name = env
            .map(str::to_owned)
            .or_else(|| std::env::var("ORGCENTER_ENV").ok())
            .unwrap_or_else(default_env);
        let vars: Vec<(String, String)> = std::env::vars().collect();
        Self::from_layers(&env_name, file, &vars)
    }

    /// The pure part of [`Settings::load`], so tests can pass their own variables.
    pub fn from_layers(
        env_name: &str,
        file: Option<&std::path::Path>,
        vars: &[(String, String)],
    ) -> anyhow::Result<Self> {
        let mut merged = parse_layer("config/default.toml", DEFAULT_TOML)?;
        let env_layer = match env_name {
            "development" => None,
            "test" => Some(("config/test.toml", TEST_TOML)),
            "production" => Some(("config/production.toml", PRODUCTION_TOML)),
            other => bail!("ORGCENTER_ENV must be development, test or production, not {other:?}"),
        };
        if let Some((name, text)) = env_layer {
            merge(&mut merged, parse_layer(name, text)?);
        }
        if let Some(path) = file {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("reading config file {}", path.display()))?;
            merge(
                &mut merged,
                parse_layer(&path.display().to_string(), &text)?,
            );
        }
        merge(&mut merged, env_layer_from(vars)?);
        merged.insert("env".into(), toml::Value::String(env_name.into()));

        let mut settings: Settings = toml::Value::Table(merged)
            .try_into()
            .context("invalid configuration")?;
        settings.upstream.apply_proxy_environment(vars);
        settings.validate()?;
        Ok(settings)
    }

    fn validate(&self) -> anyhow::Result<()> {
        if !self.sandbox.clock.is_empty() && !self.sandbox.test_mode {
            bail!("sandbox.clock holds the sandbox's time for tests: it needs sandbox.test_mode");
        }
        if self.is_production() {
            if self.sandbox.test_mode {
                bail!("sandbox.test_mode can never be turned on in production");
            }
            if self.upstream.base_url.is_empty() {
                bail!("production needs upstream.base_url (the platform host)");
            }
        }
        if !self.upstream.base_url.is_empty() {
            let ok = self.upstream.base_url.starts_with("http://")
                || self.upstream.base_url.starts_with("https://");
            if !ok {
                bail!(
                    "upstream.base_url must start with http:// or https://, not {:?}",
                    self.upstream.base_url
                );
            }
            if crate::upstream::egress::url_host_port(&self.upstream.base_url).is_none() {
                bail!(
                    "upstream.base_url {:?} has no valid host[:port]",
                    self.upstream.base_url
                );
            }
        }
        if !self.upstream.proxy_url.is_empty() {
            if let Err(e) = self.upstream.proxy_url.parse() {
                bail!("{}: {e}", self.upstream.proxy_setting_name());
            }
        }
        if self.upstream.client_cert_file.is_empty()
            != self.upstream.client_key_file.expose().is_empty()
        {
            bail!("upstream.client_cert_file and upstream.client_key_file are set together or not at all");
        }
        for origin in &self.upload.extra_origins {
            let ok = (origin.starts_with("https://") || origin.starts_with("http://"))
                && !origin.contains([' ', ';', '\'', '"', ',']);
            if !ok {
                bail!("upload.extra_origins: {origin:?} is not an http(s) origin");
            }
        }
        if self.shared_state.backend == Backend::Redis
            && !self.shared_state.redis_url.expose().starts_with("redis://")
        {
            bail!("shared_state.backend = \"redis\" needs shared_state.redis_url = \"redis://host:port\"");
        }
        if self.upstream.timeout_ms == 0
            || self.render.timeout_ms == 0
            || self.shared_state.timeout_ms == 0
            || self.shared_state.export_file_max_bytes == 0
        {
            bail!("timeouts must be above zero");
        }
        Ok(())
    }

    pub fn is_production(&self) -> bool {
        self.env == "production"
    }

    /// Whether the bundled sandbox runs in this process (no real upstream configured).
    pub fn uses_sandbox(&self) -> bool {
        self.upstream.base_url.is_empty()
    }

    /// Where stored image and file URLs may point (`orgcenter_core::file_url`): the bundled
    /// sandbox's store, and the bucket origins the browser may load from.
    pub fn stored_file_prefixes(&self) -> Vec<String> {
        let mut prefixes: Vec<String> = self
            .upload
            .extra_origins
            .iter()
            .map(|origin| format!("{}/", origin.trim_end_matches('/')))
            .collect();
        if self.uses_sandbox() {
            prefixes.push(orgcenter_core::file_url::SANDBOX_FILES_PREFIX.to_owned());
        }
        prefixes
    }

    /// Whether the console is served over https, which makes cookies `Secure` and adds HSTS.
    pub fn is_https(&self) -> bool {
        self.server.public_url.starts_with("https://")
    }

    pub fn render_threads(&self) -> usize {
        non_zero_or_cores(self.render.threads)
    }

    pub fn worker_threads(&self) -> usize {
        non_zero_or_cores(self.server.workers)
    }

    /// The effective configuration as TOML (for `orgcenter config`). Secrets are `Secret`
    /// values, which print as `[redacted]`.
    pub fn to_redacted_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_else(|e| format!("# cannot print: {e}"))
    }
}

fn non_zero_or_cores(n: usize) -> usize {
    if n > 0 {
        n
    } else {
        std::thread::available_parallelism().map_or(2, |n| n.get())
    }
}

fn parse_layer(name: &str, text: &str) -> anyhow::Result<toml::Table> {
    text.parse::<toml::Table>()
        .with_context(|| format!("parsing {name}"))
}

/// Deep-merges `over` into `base`: tables merge key by key, anything else replaces.
fn merge(base: &mut toml::Table, over: toml::Table) {
    for (key, value) in over {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => merge(b, o),
            (_, v) => {
                base.insert(key, v);
            }
        }
    }
}

/// `ORGCENTER__SERVER__PORT=9000` → `{server: {port: 9000}}`. A value that parses as a TOML
/// value (number, bool, array) is taken as such; anything else is a string.
fn env_layer_from(vars: &[(String, String)]) -> anyhow::Result<toml::Table> {
    let mut table = toml::Table::new();
    for (name, raw) in vars {
        let Some(path) = name.strip_prefix(ENV_PREFIX) else {
            continue;
        };
        let keys: Vec<String> = path.split("__").map(|k| k.to_ascii_lowercase()).collect();
        if keys.len() != 2 || keys.iter().any(String::is_empty) {
            bail!("{name}: expected {ENV_PREFIX}SECTION__KEY");
        }
        let value = format!("v = {raw}")
            .parse::<toml::Table>()
            .ok()
            .and_then(|mut t| t.remove("v"))
            .unwrap_or_else(|| toml::Value::String(raw.clone()));
        let section = table
            .entry(keys[0].clone())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()));
        if let toml::Value::Table(section) = section {
            section.insert(keys[1].clone(), value);
        }
    }
    Ok(table)
}
