//! Logging: tracing to stderr, filtered by `RUST_LOG` (default `info`). Request logs come from
//! tracing-actix-web, whose span carries the request id on every line of a request.

pub fn init() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
