//! An upstream that misbehaves below HTTP: it resets connections and cuts bodies short. Each
//! request is read up to its blank line; the path decides the answer.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

pub struct RawUpstream {
    pub base: String,
    pub requests: Arc<AtomicUsize>,
}

pub async fn start() -> RawUpstream {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind raw upstream");
    let base = format!("http://{}", listener.local_addr().unwrap());
    let requests = Arc::new(AtomicUsize::new(0));
    let counter = requests.clone();
    actix_web::rt::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            let counter = counter.clone();
            actix_web::rt::spawn(async move {
                let mut head = Vec::new();
                let mut buf = [0u8; 4096];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match stream.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                counter.fetch_add(1, Ordering::SeqCst);
                let line = String::from_utf8_lossy(&head)
                    .lines()
                    .next()
                    .unwrap_or("")
                    .to_owned();
                if line.contains("/api/test/reset") {
                    // SO_LINGER 0: closing sends RST instead of FIN. Deprecated because a
                    // non-zero linger blocks on drop; a zero linger never does.
                    #[allow(deprecated)]
                    let _ = stream.set_linger(Some(Duration::ZERO));
                    drop(stream);
                } else if line.contains("/api/test/truncated") {
                    let _ = stream
                        .write_all(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{\"code\":200,\"data\":\"")
                        .await;
                    let _ = stream.shutdown().await;
                } else {
                    let body = br#"{"code":200,"msg":"ok","data":null}"#;
                    let reply = format!(
                        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                        body.len()
                    );
                    let _ = stream.write_all(reply.as_bytes()).await;
                    let _ = stream.write_all(body).await;
                    let _ = stream.shutdown().await;
                }
            });
        }
    });
    RawUpstream { base, requests }
}
