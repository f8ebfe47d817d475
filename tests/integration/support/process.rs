//! The real `orgcenter` binary in its own process: for what only a process shows (signals, exit
//! codes, its log output, a metrics registry no other test writes to).

use std::io::Read;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{free_port, TestApp};

pub struct BffProcess {
    child: Child,
    pub app: TestApp,
    /// `http://127.0.0.1:<admin port>`.
    pub admin: String,
    /// `http://127.0.0.1:<port>` of the bundled sandbox (when no upstream is set).
    pub sandbox: String,
    stderr: Arc<Mutex<String>>,
    _data_dir: tempfile::TempDir,
}

impl BffProcess {
    /// Starts the binary in test mode (its own sandbox unless `env` sets an upstream) with
    /// `env` on top, and waits until it answers `/healthz`.
    pub async fn start(env: &[(&str, &str)]) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (port, admin_port, sandbox_port) = (free_port(), free_port(), free_port());
        let mut command = Command::new(env!("CARGO_BIN_EXE_orgcenter"));
        command
            .env("ORGCENTER_ENV", "test")
            .env("ORGCENTER__SERVER__PORT", port.to_string())
            .env("ORGCENTER__SERVER__WORKERS", "1")
            .env("ORGCENTER__RENDER__THREADS", "1")
            .env("ORGCENTER__METRICS__PORT", admin_port.to_string())
            .env("ORGCENTER__SANDBOX__PORT", sandbox_port.to_string())
            .env(
                "ORGCENTER__SANDBOX__DATA_DIR",
                dir.path().display().to_string(),
            )
            .env("RUST_LOG", "info")
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("the orgcenter binary starts");
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stderr.take().unwrap();
        let sink = stderr.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let process = Self {
            child,
            app: TestApp::external(&format!("http://127.0.0.1:{port}")),
            admin: format!("http://127.0.0.1:{admin_port}"),
            sandbox: format!("http://127.0.0.1:{sandbox_port}"),
            stderr,
            _data_dir: dir,
        };
        let started = Instant::now();
        while process
            .app
            .client
            .get(process.app.url("/healthz"))
            .send()
            .await
            .is_err()
        {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the binary did not come up: {}",
                process.stderr()
            );
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
        process
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// What the process wrote to stderr so far (its log).
    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    pub fn send_sigterm(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.pid().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
    }

    /// The exit status, once the process has ended (panics after `within`).
    pub async fn exit_status(&mut self, within: Duration) -> ExitStatus {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                started.elapsed() < within,
                "still running {within:?} later: {}",
                self.stderr()
            );
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits until a render thread has its isolate, so pages are server-rendered.
    pub async fn wait_ready(&self) {
        for _ in 0..600 {
            if self.app.get("/readyz", None).await.status == 200 {
                return;
            }
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("never ready: {}", self.stderr());
    }
}

impl Drop for BffProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
