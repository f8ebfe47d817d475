//! A throwaway `redis-server` on a free loopback port (no persistence), for the shared-state
//! tests. Absent binary: the caller skips with a message saying so.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct RedisServer {
    pub port: u16,
    child: Child,
}

impl RedisServer {
    /// Starts one and waits until it answers PING; `None` when `redis-server` is not installed.
    pub fn start() -> Option<Self> {
        Self::start_on(super::free_port())
    }

    pub fn start_on(port: u16) -> Option<Self> {
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let Ok(child) = child else {
            eprintln!("SKIPPED: redis-server is not installed (apt-get install redis-server)");
            return None;
        };
        let server = Self { port, child };
        let deadline = Instant::now() + Duration::from_secs(10);
        while !server.answers_ping() {
            assert!(Instant::now() < deadline, "redis-server did not start");
            std::thread::sleep(Duration::from_millis(5));
        }
        Some(server)
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/0", self.port)
    }

    fn answers_ping(&self) -> bool {
        let Ok(mut conn) = TcpStream::connect(("127.0.0.1", self.port)) else {
            return false;
        };
        let mut pong = [0u8; 7];
        conn.write_all(b"PING\r\n").is_ok()
            && conn.read_exact(&mut pong).is_ok()
            && &pong == b"+PONG\r\n"
    }

    /// Stops it now (as a crash would) and waits for the process to end.
    pub fn kill(mut self) -> u16 {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.port
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
