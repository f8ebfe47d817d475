//! `orgcenter`: parses the command line, loads settings and runs the chosen command.

use anyhow::Context;
use clap::Parser;
use orgcenter::app::Application;
use orgcenter::cli::{Cli, Command};
use orgcenter::settings::Settings;

/// Rust's allocations go to mimalloc. With glibc's allocator a proxied API call spent ~15 % of
/// its CPU in malloc and free, part of it waiting on arena locks between the actix workers
/// (docs/performance.md, eighth pass). C's malloc is mimalloc's as well (Cargo.toml, `override`),
/// so V8's own mallocs are purged too; V8's heap pages are its own mappings either way.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // One readable line for a bad configuration or a port in use, not a debug dump.
    if let Err(e) = run(Cli::parse()) {
        eprintln!("orgcenter: {e:#}");
        std::process::exit(1);
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    let mut settings = Settings::load(cli.env.as_deref(), cli.config.as_deref())?;
    orgcenter::telemetry::init(settings.log.format);
    match cli.command.unwrap_or(Command::Serve) {
        Command::Config => {
            print!("{}", settings.to_redacted_toml());
            Ok(())
        }
        Command::Sandbox => {
            let port = cli.port.unwrap_or(settings.sandbox.port);
            let host: std::net::IpAddr = cli
                .host
                .as_deref()
                .unwrap_or("127.0.0.1")
                .parse()
                .context("--host for the sandbox must be an IP address, e.g. 127.0.0.1")?;
            actix_web::rt::System::new().block_on(run_sandbox(settings, (host, port).into()))
        }
        Command::Serve => {
            if let Some(port) = cli.port {
                settings.server.port = port;
            }
            if let Some(host) = cli.host {
                settings.server.host = host;
            }
            // Before any runtime thread exists (see render/platform.rs).
            orgcenter::render::platform::init_with_flags(
                &orgcenter::render::platform::flags_for_semi_space(settings.render.semi_space_mb),
            );
            actix_web::rt::System::new().block_on(serve(settings))
        }
    }
}

async fn serve(settings: Settings) -> anyhow::Result<()> {
    let host = settings.server.host.clone();
    // `/` or the mount (`/orgcenter/`): the address to open, as the proxy in front will pass it on.
    let mount = settings.server.base_path.to_string();
    let metrics_host = settings.metrics.host.clone();
    let sandboxed = settings.uses_sandbox();
    let grace = std::time::Duration::from_millis(settings.server.shutdown_grace_ms);
    let app = Application::build(settings).await?;
    println!("机构中心 is running at http://{host}:{}{mount}", app.port());
    if let Some(port) = app.metrics_port() {
        println!("metrics: http://{metrics_host}:{port}/metrics");
    }
    if sandboxed {
        println!(
            "upstream: bundled sandbox platform at {}",
            app.upstream_base()
        );
        print_demo_accounts();
    } else {
        println!(
            "upstream: {} ({})",
            app.upstream_base(),
            app.upstream_route()
        );
    }
    orgcenter::shutdown::serve_until_signalled(app, grace)
        .await
        .context("server stopped with an error")
}

async fn run_sandbox(settings: Settings, bind: std::net::SocketAddr) -> anyhow::Result<()> {
    let sandbox = orgcenter_sandbox::start(orgcenter_sandbox::SandboxConfig {
        data_dir: settings.sandbox.data_dir.clone(),
        test_mode: settings.sandbox.test_mode,
        bind,
        clock: settings.sandbox.held_clock(),
    })
    .await?;
    println!("sandbox platform API at http://{}", sandbox.addr);
    print_demo_accounts();
    orgcenter::shutdown::signal().await?;
    sandbox.server_handle.stop(true).await;
    Ok(())
}

fn print_demo_accounts() {
    println!("demo accounts (captcha shown on the login page):");
    for a in orgcenter_sandbox::demo_accounts() {
        println!(
            "  role {:>2}  {:<15} {:<12} {}",
            a.role, a.account, a.password, a.display_name
        );
    }
}
