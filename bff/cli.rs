//! The command line: `orgcenter [serve]`, `orgcenter sandbox`, `orgcenter config`.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "orgcenter",
    // "0.1.0 (commit 1a2b3c4d5e6f)": build.rs reads the commit from git.
    version = concat!(env!("CARGO_PKG_VERSION"), " (commit ", env!("ORGCENTER_GIT_COMMIT"), ")"),
    about = "机构中心 — charity organisation console (BFF + bundled sandbox platform)"
)]
pub struct Cli {
    /// Environment: development, test or production (default: ORGCENTER_ENV, else development).
    #[arg(long, global = true)]
    pub env: Option<String>,
    /// An extra TOML file layered over config/default.toml and config/<env>.toml.
    #[arg(long, global = true)]
    pub config: Option<PathBuf>,
    /// Address to listen on (overrides server.host; for `sandbox` the sandbox's address,
    /// 127.0.0.1 unless given).
    #[arg(long, global = true)]
    pub host: Option<String>,
    /// Port to listen on (overrides server.port; 0 = any free port).
    #[arg(long, global = true)]
    pub port: Option<u16>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the console (the default).
    Serve,
    /// Run only the sandbox platform API, for test harnesses.
    Sandbox,
    /// Print the effective configuration.
    Config,
}
