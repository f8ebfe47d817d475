//! Builds the frontend with esbuild (`frontend/build.mjs`) and embeds the result in the binary:
//! the hashed client files (plus gzip and brotli copies), the server bundle for V8, the client manifest and
//! the route manifest. One self-contained binary, so `cargo run` works from any directory.
//!
//! `ORGCENTER_FRONTEND_DIST=<dir>` embeds an existing build output instead of running node.

use std::env;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the frontend build reads; a change to any of them rebuilds it.
const FRONTEND_INPUTS: [&str; 6] = [
    "frontend/src",
    "frontend/build.mjs",
    "frontend/scripts",
    "frontend/package.json",
    "frontend/package-lock.json",
    "frontend/tsconfig.json",
];

fn main() {
    for watched in FRONTEND_INPUTS {
        println!("cargo:rerun-if-changed={watched}");
    }
    println!("cargo:rerun-if-env-changed=ORGCENTER_FRONTEND_DIST");
    println!("cargo:rustc-env=ORGCENTER_GIT_COMMIT={}", git_commit());

    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let dist = match env::var("ORGCENTER_FRONTEND_DIST") {
        Ok(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => build_frontend(&out_dir.join("frontend")),
    };
    let generated = embed(&dist, &out_dir);
    fs::write(out_dir.join("frontend_assets.rs"), generated).expect("write frontend_assets.rs");
}

fn fail(message: &str) -> ! {
    eprintln!("\n==> orgcenter build: {message}\n");
    panic!("{message}");
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
}

/// The commit `orgcenter --version` names: `ORGCENTER_GIT_COMMIT` when set (a build from a
/// source archive), else git's HEAD, else "unknown". The script reruns when HEAD moves.
fn git_commit() -> String {
    println!("cargo:rerun-if-env-changed=ORGCENTER_GIT_COMMIT");
    if let Ok(commit) = env::var("ORGCENTER_GIT_COMMIT") {
        if !commit.is_empty() {
            return commit;
        }
    }
    let root = manifest_dir();
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(&root)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
    };
    // HEAD (a checkout), the branch's ref (a commit) and packed-refs (a gc); in a worktree
    // `--git-path` finds each in the right git directory.
    let mut watched = vec!["HEAD".to_owned(), "packed-refs".to_owned()];
    watched.extend(git(&["symbolic-ref", "-q", "HEAD"]));
    for name in watched {
        if let Some(path) = git(&["rev-parse", "--git-path", &name]) {
            let path = root.join(path);
            if path.exists() {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
    git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_else(|| "unknown".into())
}

/// A fingerprint of the frontend's inputs (path, size, modification time of every file), so
/// a rerun of this script for another reason (a new commit) does not rebuild the frontend.
fn inputs_fingerprint(root: &Path) -> String {
    use std::hash::{Hash, Hasher};
    fn walk(path: &Path, out: &mut Vec<(PathBuf, u64, std::time::SystemTime)>) {
        if let Ok(meta) = fs::metadata(path) {
            if meta.is_dir() {
                let mut entries: Vec<PathBuf> = fs::read_dir(path)
                    .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
                    .unwrap_or_default();
                entries.sort();
                for entry in entries {
                    walk(&entry, out);
                }
            } else {
                let modified = meta.modified().unwrap_or(std::time::UNIX_EPOCH);
                out.push((path.to_path_buf(), meta.len(), modified));
            }
        }
    }
    let mut files = Vec::new();
    for input in FRONTEND_INPUTS {
        walk(&root.join(input), &mut files);
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    files.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

fn build_frontend(out: &Path) -> PathBuf {
    let root = manifest_dir();
    let fingerprint = inputs_fingerprint(&root);
    let stamp_file = out.join(".orgcenter-inputs");
    if fs::read_to_string(&stamp_file).is_ok_and(|s| s == fingerprint) {
        return out.to_path_buf();
    }
    let frontend = root.join("frontend");
    match Command::new("node").arg("--version").output() {
        Ok(o) if o.status.success() => {}
        _ => fail("Node.js (node and npm, version 20 or newer) is needed to build the frontend; install it and build again"),
    }
    // Install when node_modules is missing or was installed from another lockfile: a stale
    // node_modules after a dependency change would fail the build with unresolved imports.
    let lock = fs::read(frontend.join("package-lock.json")).unwrap_or_default();
    let stamp = frontend.join("node_modules").join(".orgcenter-lock");
    let installed = fs::read(&stamp).unwrap_or_default();
    if !frontend.join("node_modules").exists() || installed != lock {
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
            .current_dir(&frontend)
            .status()
            .unwrap_or_else(|e| fail(&format!("cannot run npm ({e}); install Node.js with npm")));
        if !status.success() {
            fail("`npm ci` in frontend/ failed; see the output above");
        }
        fs::write(&stamp, &lock).expect("write the install stamp");
    }
    let status = Command::new("node")
        .arg(frontend.join("build.mjs"))
        .arg("--out")
        .arg(out)
        .status()
        .unwrap_or_else(|e| fail(&format!("cannot run node: {e}")));
    if !status.success() {
        fail("the frontend build (node frontend/build.mjs) failed; see the output above");
    }
    fs::write(&stamp_file, fingerprint).expect("write the frontend input stamp");
    out.to_path_buf()
}

fn embed(dist: &Path, out_dir: &Path) -> String {
    let assets_dir = dist.join("client").join("assets");
    let gz_dir = out_dir.join("gz");
    fs::create_dir_all(&gz_dir).expect("create gz dir");
    let mut files: Vec<PathBuf> = fs::read_dir(&assets_dir)
        .unwrap_or_else(|e| {
            fail(&format!(
                "no client assets in {}: {e}",
                assets_dir.display()
            ))
        })
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();

    let mut rs = String::from("pub static CLIENT_FILES: &[EmbeddedFile] = &[\n");
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let raw = fs::read(file).expect("read asset");
        let gzip = if compressible(&name) {
            let gz_path = gz_dir.join(format!("{name}.gz"));
            let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            enc.write_all(&raw).expect("gzip");
            fs::write(&gz_path, enc.finish().expect("gzip")).expect("write gz");
            format!("Some(include_bytes!({:?}))", gz_path.display().to_string())
        } else {
            "None".to_owned()
        };
        // Written by the frontend build (scripts/brotli-copies.mjs); a dist from elsewhere
        // (`ORGCENTER_FRONTEND_DIST`) without them is served with gzip only.
        let br_path = dist.join("client").join("br").join(format!("{name}.br"));
        let brotli = if br_path.is_file() {
            format!("Some(include_bytes!({:?}))", br_path.display().to_string())
        } else {
            "None".to_owned()
        };
        rs.push_str(&format!(
            "    EmbeddedFile {{ path: {:?}, body: include_bytes!({:?}), gzip: {gzip}, brotli: {brotli} }},\n",
            format!("/assets/{name}"),
            file.display().to_string()
        ));
    }
    rs.push_str("];\n");
    for (constant, file) in [
        ("SSR_BUNDLE", dist.join("server").join("ssr.js")),
        ("CLIENT_MANIFEST", dist.join("manifest.json")),
        ("ROUTE_MANIFEST", dist.join("routes.json")),
        ("REGIONS_JSON", dist.join("regions.json")),
    ] {
        if !file.exists() {
            fail(&format!(
                "the frontend build did not produce {}",
                file.display()
            ));
        }
        rs.push_str(&format!(
            "pub static {constant}: &str = include_str!({:?});\n",
            file.display().to_string()
        ));
    }
    rs
}

fn compressible(name: &str) -> bool {
    [".js", ".css", ".svg", ".json", ".map", ".txt"]
        .iter()
        .any(|ext| name.ends_with(ext))
}
