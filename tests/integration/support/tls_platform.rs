//! The platform over https, as production has it, on loopback: a test CA and certificates made
//! here (rcgen), Debian's nginx terminating TLS in front of a sandbox, and Debian's tinyproxy as
//! the company's egress proxy. nginx and tinyproxy are installed by `scripts/test.sh`
//! (`scripts/cluster.sh --install`, `scripts/egress-proxy.sh --install`); a test whose binary is
//! absent says SKIPPED and returns. Every wait polls a port or a log with a bounded deadline.

use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use rcgen::{
    BasicConstraints, CertificateParams, CertifiedIssuer, DnType, ExtendedKeyUsagePurpose, IsCa,
    KeyPair, KeyUsagePurpose,
};

/// A CA of our own and the files it issued, in a temp dir.
pub struct TestCa {
    issuer: CertifiedIssuer<'static, KeyPair>,
    dir: tempfile::TempDir,
    /// The CA certificate (PEM): what `upstream.ca_file` names.
    pub ca_file: PathBuf,
}

/// A certificate and its key, as PEM files.
pub struct Issued {
    pub cert_file: PathBuf,
    pub key_file: PathBuf,
}

impl TestCa {
    pub fn new(name: &str) -> Self {
        let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params
            .distinguished_name
            .push(DnType::CommonName, format!("{name} test CA"));
        params.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        let issuer = CertifiedIssuer::self_signed(params, KeyPair::generate().unwrap()).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let ca_file = dir.path().join("ca.pem");
        std::fs::write(&ca_file, issuer.pem()).unwrap();
        Self {
            issuer,
            dir,
            ca_file,
        }
    }

    /// A server certificate for `names` (DNS names or IP addresses).
    pub fn server(&self, file: &str, names: &[&str]) -> Issued {
        self.issue(file, names, ExtendedKeyUsagePurpose::ServerAuth)
    }

    /// A client certificate (mutual TLS) with `name` as its common name.
    pub fn client(&self, file: &str, name: &str) -> Issued {
        self.issue(file, &[name], ExtendedKeyUsagePurpose::ClientAuth)
    }

    fn issue(&self, file: &str, names: &[&str], usage: ExtendedKeyUsagePurpose) -> Issued {
        let names: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
        let mut params = CertificateParams::new(names.clone()).unwrap();
        params
            .distinguished_name
            .push(DnType::CommonName, names[0].clone());
        params.extended_key_usages = vec![usage];
        let key = KeyPair::generate().unwrap();
        let cert = params.signed_by(&key, &*self.issuer).unwrap();
        let cert_file = self.dir.path().join(format!("{file}.pem"));
        let key_file = self.dir.path().join(format!("{file}.key"));
        std::fs::write(&cert_file, cert.pem()).unwrap();
        std::fs::write(&key_file, key.serialize_pem()).unwrap();
        Issued {
            cert_file,
            key_file,
        }
    }
}

fn find_binary(name: &str) -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    });
    on_path.or_else(|| {
        ["/usr/sbin", "/usr/bin"]
            .iter()
            .map(|dir| Path::new(dir).join(name))
            .find(|p| p.is_file())
    })
}

/// Polls until something accepts connections on `port` (or `child` exits: then panics with its
/// log), for at most 10 s.
fn wait_for_port(port: u16, child: &mut Child, what: &str, log: &Path) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if TcpStream::connect_timeout(
            &SocketAddr::from(([127, 0, 0, 1], port)),
            Duration::from_millis(200),
        )
        .is_ok()
        {
            return;
        }
        if let Ok(Some(status)) = child.try_wait() {
            panic!(
                "{what} exited ({status}): {}",
                std::fs::read_to_string(log).unwrap_or_default()
            );
        }
        assert!(
            Instant::now() < deadline,
            "{what} did not listen on :{port}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Reads `file` until `ready` says it holds what the caller waits for (servers write their log
/// line just after answering), for at most 5 s; returns the last text read.
pub fn wait_for_log(file: &Path, ready: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        if ready(&text) || Instant::now() > deadline {
            return text;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// nginx terminating TLS on a loopback port and passing every request to `upstream` (plain
/// HTTP): the platform as an https host. Its access log has one line per request with the
/// connection's serial number, so the test can count TLS handshakes (one per connection).
pub struct TlsFront {
    child: Child,
    pub port: u16,
    dir: tempfile::TempDir,
}

/// Options of the TLS front.
#[derive(Default)]
pub struct FrontOptions<'a> {
    /// Require a client certificate signed by this CA (mutual TLS).
    pub client_ca: Option<&'a Path>,
    /// Close each connection after this many requests (nginx's default: 1000).
    pub keepalive_requests: Option<u32>,
}

impl TlsFront {
    /// `None` (SKIPPED) when nginx is not installed.
    pub fn start(upstream: SocketAddr, cert: &Issued, options: FrontOptions<'_>) -> Option<Self> {
        let Some(nginx) = find_binary("nginx") else {
            eprintln!("SKIPPED: nginx is not installed (bash scripts/cluster.sh --install)");
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path().display().to_string();
        std::fs::create_dir_all(dir.path().join("tmp")).unwrap();
        let port = super::free_port();
        let client_auth = options.client_ca.map_or(String::new(), |ca| {
            format!(
                "ssl_client_certificate {}; ssl_verify_client on;",
                ca.display()
            )
        });
        let keepalive = options
            .keepalive_requests
            .map_or(String::new(), |n| format!("keepalive_requests {n};"));
        let conf = format!(
            r#"worker_processes 1;
daemon off;
pid {d}/nginx.pid;
error_log {d}/error.log info;
events {{ worker_connections 256; }}
http {{
  log_format conns '$connection $ssl_session_reused $ssl_protocol $request_method $uri $status client=$ssl_client_s_dn';
  access_log {d}/access.log conns;
  client_body_temp_path {d}/tmp/body;
  proxy_temp_path {d}/tmp/proxy;
  fastcgi_temp_path {d}/tmp/fastcgi;
  uwsgi_temp_path {d}/tmp/uwsgi;
  scgi_temp_path {d}/tmp/scgi;
  # Bodies and answers stay in memory (the temp dir is not the workers' to write).
  client_body_buffer_size 32m;
  client_max_body_size 32m;
  proxy_max_temp_file_size 0;
  server {{
    listen 127.0.0.1:{port} ssl;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_certificate {cert};
    ssl_certificate_key {key};
    {client_auth}
    {keepalive}
    location / {{
      proxy_pass http://{upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }}
  }}
}}
"#,
            cert = cert.cert_file.display(),
            key = cert.key_file.display(),
        );
        std::fs::write(dir.path().join("nginx.conf"), conf).unwrap();
        let mut child = Command::new(nginx)
            .args(["-p", &d, "-c", &format!("{d}/nginx.conf"), "-e"])
            .arg(format!("{d}/error.log"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nginx starts");
        wait_for_port(port, &mut child, "nginx", &dir.path().join("error.log"));
        Some(Self { child, port, dir })
    }

    pub fn access_log(&self) -> PathBuf {
        self.dir.path().join("access.log")
    }

    /// The access log's lines once it holds at least `requests` of them.
    pub fn requests(&self, requests: usize) -> Vec<String> {
        wait_for_log(&self.access_log(), |t| t.lines().count() >= requests)
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

/// TLS handshakes among access-log lines: one per distinct connection.
pub fn handshakes(lines: &[String]) -> usize {
    let mut connections: Vec<&str> = lines.iter().filter_map(|l| l.split(' ').next()).collect();
    connections.sort_unstable();
    connections.dedup();
    connections.len()
}

impl Drop for TlsFront {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Debian's tinyproxy on a loopback port: CONNECT to any port, optionally demanding Basic
/// credentials (407 without them).
pub struct EgressProxy {
    child: Child,
    pub port: u16,
    dir: tempfile::TempDir,
}

impl EgressProxy {
    /// `None` (SKIPPED) when tinyproxy is not installed.
    pub fn start(credentials: Option<(&str, &str)>) -> Option<Self> {
        let Some(tinyproxy) = find_binary("tinyproxy") else {
            eprintln!(
                "SKIPPED: tinyproxy is not installed (bash scripts/egress-proxy.sh --install)"
            );
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let port = super::free_port();
        let log = dir.path().join("tinyproxy.log");
        let mut conf = format!(
            "Port {port}\nListen 127.0.0.1\nTimeout 30\nLogFile \"{}\"\nLogLevel Info\n\
             MaxClients 64\nAllow 127.0.0.1\n",
            log.display()
        );
        if let Some((user, password)) = credentials {
            conf.push_str(&format!("BasicAuth {user} {password}\n"));
        }
        std::fs::write(dir.path().join("tinyproxy.conf"), conf).unwrap();
        let mut child = Command::new(tinyproxy)
            .arg("-d")
            .arg("-c")
            .arg(dir.path().join("tinyproxy.conf"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("tinyproxy starts");
        wait_for_port(port, &mut child, "tinyproxy", &log);
        Some(Self { child, port, dir })
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("tinyproxy.log")).unwrap_or_default()
    }

    /// How many tunnels (CONNECT requests) it was asked for so far.
    pub fn tunnels(&self) -> usize {
        count_connects(&self.log())
    }

    /// Waits until the log shows at least `n` CONNECT requests; returns the count.
    pub fn wait_for_tunnels(&self, n: usize) -> usize {
        count_connects(&wait_for_log(&self.dir.path().join("tinyproxy.log"), |t| {
            count_connects(t) >= n
        }))
    }
}

fn count_connects(log: &str) -> usize {
    log.lines().filter(|l| l.contains("): CONNECT ")).count()
}

impl Drop for EgressProxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
