//! How upstream connections leave this host: straight to the platform, or through the company's
//! HTTP proxy as a `CONNECT` tunnel (`upstream.proxy_url`, else `HTTPS_PROXY` / `HTTP_PROXY`
//! unless `NO_PROXY` names the platform). awc has no proxy support: [`EgressConnector`] is the
//! TCP connector service awc is given, and it hands awc a socket that already reaches the
//! platform through the tunnel; awc then does TLS on it (end to end, the proxy sees only the
//! host name and port) or plain HTTP/1.1 for an `http://` platform (the same tunnel: awc writes
//! origin-form requests, which a proxy only forwards inside a tunnel).

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use actix_service::Service;
use actix_tls::connect::{ConnectError, ConnectInfo, Connection, ConnectorService};
use awc::http::Uri;
use base64::Engine as _;
use futures_util::future::LocalBoxFuture;
use serde::{Deserialize, Serialize, Serializer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The longest answer head we read from a proxy to a `CONNECT`.
const MAX_PROXY_HEAD: usize = 16 * 1024;

/// `upstream.proxy_url` as written: `http://[user:password@]host[:port]`. Prints with the
/// credentials replaced by `[redacted]` (in `orgcenter config` and in logs).
#[derive(Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct ProxyUrl(String);

impl ProxyUrl {
    pub fn new(raw: impl Into<String>) -> Self {
        Self(raw.into().trim().to_owned())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The URL with any `user:password@` shown as `[redacted]@`.
    pub fn redacted(&self) -> String {
        match parse_proxy(&self.0) {
            Ok(proxy) => proxy.shown,
            // Unparseable: still never show what may be a password.
            Err(_) if self.0.contains('@') => "[redacted]".to_owned(),
            Err(_) => self.0.clone(),
        }
    }

    /// The proxy to dial, or why this URL cannot be one.
    pub fn parse(&self) -> Result<Proxy, String> {
        parse_proxy(&self.0)
    }
}

impl fmt::Debug for ProxyUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}

impl Serialize for ProxyUrl {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.redacted())
    }
}

/// A parsed proxy: where to dial and what to send in `Proxy-Authorization`.
#[derive(Clone, PartialEq, Eq)]
pub struct Proxy {
    host: String,
    port: u16,
    /// `Basic <base64(user:password)>`, when the URL has credentials.
    authorization: Option<String>,
    /// The URL for logs: credentials redacted.
    pub shown: String,
}

impl fmt::Debug for Proxy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shown)
    }
}

impl Proxy {
    pub fn has_credentials(&self) -> bool {
        self.authorization.is_some()
    }
}

fn parse_proxy(raw: &str) -> Result<Proxy, String> {
    let rest = match raw.split_once("://") {
        Some((scheme, rest)) if scheme.eq_ignore_ascii_case("http") => rest,
        Some((scheme, _)) => {
            return Err(format!(
                "only http:// proxies are supported, not {scheme}:// (the tunnel to an https \
                 platform is TLS end to end either way)"
            ))
        }
        // `proxy.corp:3128`, as HTTPS_PROXY is often written: http is meant.
        None => raw,
    };
    let authority = rest.strip_suffix('/').unwrap_or(rest);
    if authority.contains(['/', '?', '#']) {
        return Err("a proxy URL has no path: http://[user:password@]host:port".into());
    }
    let (userinfo, host_port) = match authority.rsplit_once('@') {
        Some((userinfo, host_port)) => (Some(userinfo), host_port),
        None => (None, authority),
    };
    let (host, port) = split_host_port(host_port)
        .ok_or_else(|| "expected http://[user:password@]host:port".to_owned())?;
    let port = port.unwrap_or(80);
    let authorization = userinfo.map(|userinfo| {
        let (user, password) = userinfo.split_once(':').unwrap_or((userinfo, ""));
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8_lossy()
                .into_owned()
        };
        let pair = format!("{}:{}", decode(user), decode(password));
        format!(
            "Basic {}",
            base64::engine::general_purpose::STANDARD.encode(pair)
        )
    });
    let credentials = if authorization.is_some() {
        "[redacted]@"
    } else {
        ""
    };
    Ok(Proxy {
        shown: format!("http://{credentials}{}", join_host_port(&host, port)),
        host,
        port,
        authorization,
    })
}

/// `host`, `host:port`, `[v6]` or `[v6]:port` → host (without brackets) and port.
fn split_host_port(s: &str) -> Option<(String, Option<u16>)> {
    let (host, port) = if let Some(rest) = s.strip_prefix('[') {
        let (host, after) = rest.split_once(']')?;
        host.parse::<std::net::Ipv6Addr>().ok()?;
        match after {
            "" => (host, None),
            _ => (host, Some(after.strip_prefix(':')?)),
        }
    } else {
        match s.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (s, None),
        }
    };
    let port = match port {
        Some(p) => Some(p.parse::<u16>().ok().filter(|p| *p != 0)?),
        None => None,
    };
    let valid = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'));
    valid.then(|| (host.to_ascii_lowercase(), port))
}

fn join_host_port(host: &str, port: u16) -> String {
    if host.contains(':') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}

/// The host and port of an `http(s)://` URL (default port by scheme).
pub fn url_host_port(url: &str) -> Option<(String, u16)> {
    let (scheme, rest) = url.split_once("://")?;
    let default = match scheme.to_ascii_lowercase().as_str() {
        "https" => 443,
        "http" => 80,
        _ => return None,
    };
    let authority = rest.split(['/', '?', '#']).next()?;
    let authority = authority.rsplit_once('@').map_or(authority, |(_, a)| a);
    let (host, port) = split_host_port(authority)?;
    Some((host, port.unwrap_or(default)))
}

/// The proxy the conventional variables name for `base_url`, with the variable's name:
/// `https_proxy` / `HTTPS_PROXY` for an https platform, `http_proxy` / `HTTP_PROXY` for an
/// http one (lowercase first, as curl reads them), unless `no_proxy` / `NO_PROXY` covers the
/// platform's host. Empty values count as unset.
pub fn proxy_from_environment(
    base_url: &str,
    vars: &[(String, String)],
) -> Option<(&'static str, String)> {
    let get = |name: &str| {
        vars.iter()
            .find(|(n, v)| n == name && !v.trim().is_empty())
            .map(|(_, v)| v.trim().to_owned())
    };
    let (host, port) = url_host_port(base_url)?;
    let names: [&'static str; 2] = if base_url.to_ascii_lowercase().starts_with("https://") {
        ["https_proxy", "HTTPS_PROXY"]
    } else {
        ["http_proxy", "HTTP_PROXY"]
    };
    let (name, value) = names
        .into_iter()
        .find_map(|name| get(name).map(|v| (name, v)))?;
    let no_proxy = get("no_proxy")
        .or_else(|| get("NO_PROXY"))
        .unwrap_or_default();
    (!no_proxy_covers(&no_proxy, &host, port)).then_some((name, value))
}

/// Whether a `NO_PROXY` list covers `host:port`. Entries, comma or space separated: `*` (every
/// host), a domain (`example.cn` and `.example.cn` both cover it and its subdomains), an
/// address or a CIDR range (`10.0.0.0/8`), each optionally with `:port`.
pub fn no_proxy_covers(list: &str, host: &str, port: u16) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let host = host.to_ascii_lowercase();
    let ip = host.parse::<IpAddr>().ok();
    list.split([',', ' ', '\t'])
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .any(|entry| {
            if entry == "*" {
                return true;
            }
            // A CIDR range or a bare address (an IPv6 one may be bracketed, with a port).
            if let (Some(ip), Ok(range)) = (ip, entry.parse::<crate::cidr::Cidr>()) {
                return range.contains(ip);
            }
            let Some((name, entry_port)) = split_host_port(entry.trim_start_matches("*.")) else {
                return false;
            };
            if entry_port.is_some_and(|p| p != port) {
                return false;
            }
            if let (Some(ip), Ok(entry_ip)) = (ip, name.parse::<IpAddr>()) {
                return ip == entry_ip;
            }
            let name = name.trim_start_matches('.');
            host == name || host.ends_with(&format!(".{name}"))
        })
}

/// Why a tunnel through the proxy could not be opened (inside the `io::Error` awc reports).
#[derive(Debug, thiserror::Error)]
pub enum TunnelError {
    #[error("cannot connect to the egress proxy {proxy}: {cause}")]
    ProxyUnreachable { proxy: String, cause: String },
    #[error("the egress proxy {proxy} asks for authentication (\"{status_line}\") for the tunnel to {target}{}",
        if *sent_credentials { "; the credentials in the proxy URL were refused" } else { "; the proxy URL has no credentials" })]
    ProxyAuthentication {
        proxy: String,
        target: String,
        status_line: String,
        sent_credentials: bool,
    },
    #[error("the egress proxy {proxy} refused the tunnel to {target}: \"{status_line}\"")]
    Refused {
        proxy: String,
        target: String,
        status_line: String,
    },
    #[error("the egress proxy {proxy} gave no usable answer to CONNECT {target}: {detail}")]
    BadAnswer {
        proxy: String,
        target: String,
        detail: String,
    },
}

/// The TCP connector service awc uses for every platform connection: direct, or a socket that
/// already goes through the proxy's `CONNECT` tunnel. awc's connect timeout covers all of it
/// (dialing the proxy, the `CONNECT` exchange); TLS, when the platform is https, comes after.
#[derive(Clone)]
pub struct EgressConnector {
    direct: ConnectorService,
    proxy: Option<Arc<Proxy>>,
}

impl EgressConnector {
    pub fn new(proxy: Option<Arc<Proxy>>) -> Self {
        Self {
            direct: ConnectorService::default(),
            proxy,
        }
    }
}

impl Service<ConnectInfo<Uri>> for EgressConnector {
    type Response = Connection<Uri, TcpStream>;
    type Error = ConnectError;
    type Future = LocalBoxFuture<'static, Result<Self::Response, Self::Error>>;

    actix_service::always_ready!();

    fn call(&self, req: ConnectInfo<Uri>) -> Self::Future {
        let direct = self.direct.clone();
        match self.proxy.clone() {
            None => Box::pin(direct.call(req)),
            Some(proxy) => Box::pin(async move {
                tunnel(&direct, &proxy, req)
                    .await
                    .map_err(|e| ConnectError::Io(std::io::Error::other(e)))
            }),
        }
    }
}

/// Dials the proxy and asks it for a tunnel to the platform's host and port.
async fn tunnel(
    direct: &ConnectorService,
    proxy: &Proxy,
    req: ConnectInfo<Uri>,
) -> Result<Connection<Uri, TcpStream>, TunnelError> {
    let target = join_host_port(
        req.hostname().trim_start_matches('[').trim_end_matches(']'),
        req.port(),
    );
    let unreachable = |cause: String| TunnelError::ProxyUnreachable {
        proxy: proxy.shown.clone(),
        cause,
    };
    let bad = |detail: String| TunnelError::BadAnswer {
        proxy: proxy.shown.clone(),
        target: target.clone(),
        detail,
    };
    let address = join_host_port(&proxy.host, proxy.port);
    let info = match proxy.host.parse::<IpAddr>() {
        Ok(ip) => ConnectInfo::with_addr(address, SocketAddr::new(ip, proxy.port)),
        Err(_) => ConnectInfo::new(address),
    };
    let (mut io, _) = direct
        .call(info)
        .await
        .map_err(|e| unreachable(e.to_string()))?
        .into_parts();
    let _ = io.set_nodelay(true);

    let mut request = format!("CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n");
    if let Some(authorization) = &proxy.authorization {
        request.push_str("Proxy-Authorization: ");
        request.push_str(authorization);
        request.push_str("\r\n");
    }
    request.push_str("\r\n");
    io.write_all(request.as_bytes())
        .await
        .map_err(|e| unreachable(e.to_string()))?;

    // The answer's head, read whole. Nothing may follow it: the platform speaks only after we
    // do (TLS ClientHello, or our request line), so extra bytes mean a confused proxy.
    let mut head = Vec::with_capacity(256);
    let mut chunk = [0u8; 1024];
    let end = loop {
        let n = io
            .read(&mut chunk)
            .await
            .map_err(|e| bad(format!("reading its answer: {e}")))?;
        if n == 0 {
            return Err(bad("it closed the connection".into()));
        }
        head.extend_from_slice(&chunk[..n]);
        if let Some(end) = head.windows(4).position(|w| w == b"\r\n\r\n") {
            break end;
        }
        if head.len() > MAX_PROXY_HEAD {
            return Err(bad("an answer head over 16 KB".into()));
        }
    };
    let text = String::from_utf8_lossy(&head[..end]);
    let status_line = text.lines().next().unwrap_or("").trim().to_owned();
    let status = status_line
        .strip_prefix("HTTP/1.")
        .and_then(|rest| rest.get(2..5))
        .and_then(|code| code.parse::<u16>().ok())
        .ok_or_else(|| bad(format!("not an HTTP answer: {status_line:?}")))?;
    match status {
        200..=299 if end + 4 == head.len() => Ok(Connection::new(req.request().clone(), io)),
        200..=299 => Err(bad("data after the tunnel was opened".into())),
        // 407 is the standard answer; tinyproxy says 401 to wrong credentials.
        401 | 407 => Err(TunnelError::ProxyAuthentication {
            proxy: proxy.shown.clone(),
            target,
            status_line,
            sent_credentials: proxy.authorization.is_some(),
        }),
        _ => Err(TunnelError::Refused {
            proxy: proxy.shown.clone(),
            target,
            status_line,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn a_proxy_url_parses_with_and_without_credentials_and_prints_them_redacted() {
        let p = ProxyUrl::new("http://alice:s%40cret@proxy.corp:3128")
            .parse()
            .unwrap();
        assert_eq!((p.host.as_str(), p.port), ("proxy.corp", 3128));
        let expected = base64::engine::general_purpose::STANDARD.encode("alice:s@cret");
        assert_eq!(p.authorization, Some(format!("Basic {expected}")));
        assert_eq!(p.shown, "http://[redacted]@proxy.corp:3128");
        let url = ProxyUrl::new("http://alice:s%40cret@proxy.corp:3128");
        assert_eq!(format!("{url:?}"), "http://[redacted]@proxy.corp:3128");
        assert_eq!(
            serde_json::to_string(&url).unwrap(),
            "\"http://[redacted]@proxy.corp:3128\""
        );

        let bare = ProxyUrl::new("proxy.corp:8080").parse().unwrap();
        assert_eq!((bare.port, bare.authorization), (8080, None));
        assert_eq!(ProxyUrl::new("http://10.1.2.3/").parse().unwrap().port, 80);
        let v6 = ProxyUrl::new("http://[fd00::1]:3128").parse().unwrap();
        assert_eq!(
            (v6.host.as_str(), v6.shown.as_str()),
            ("fd00::1", "http://[fd00::1]:3128")
        );
    }

    #[test]
    fn a_proxy_url_that_cannot_be_used_says_why() {
        let https = ProxyUrl::new("https://proxy.corp:443").parse().unwrap_err();
        assert!(https.contains("only http:// proxies"), "{https}");
        assert!(ProxyUrl::new("socks5://p:1080").parse().is_err());
        assert!(ProxyUrl::new("http://proxy.corp:99999").parse().is_err());
        assert!(ProxyUrl::new("http://proxy.corp:3128/path")
            .parse()
            .is_err());
        assert!(ProxyUrl::new("http://").parse().is_err());
        // Never printed as written when it holds credentials, parseable or not.
        assert_eq!(
            ProxyUrl::new("http://u:p@bad host").redacted(),
            "[redacted]"
        );
    }

    #[test]
    fn the_conventional_variables_pick_the_proxy_by_scheme_lowercase_first() {
        let env = vars(&[
            ("HTTPS_PROXY", "http://upper:3128"),
            ("https_proxy", "http://lower:3128"),
            ("HTTP_PROXY", "http://plain:3128"),
        ]);
        assert_eq!(
            proxy_from_environment("https://platform.example.cn", &env),
            Some(("https_proxy", "http://lower:3128".into()))
        );
        assert_eq!(
            proxy_from_environment("http://platform.example.cn", &env),
            Some(("HTTP_PROXY", "http://plain:3128".into()))
        );
        let only_upper = vars(&[("HTTPS_PROXY", "http://upper:3128"), ("https_proxy", " ")]);
        assert_eq!(
            proxy_from_environment("https://p.example.cn", &only_upper).map(|p| p.0),
            Some("HTTPS_PROXY")
        );
        assert_eq!(proxy_from_environment("https://p.example.cn", &[]), None);
    }

    #[test]
    fn no_proxy_covers_domains_subdomains_addresses_ranges_and_ports() {
        let env = |no: &str| vars(&[("HTTPS_PROXY", "http://proxy:3128"), ("NO_PROXY", no)]);
        let direct = |url: &str, no: &str| proxy_from_environment(url, &env(no)).is_none();
        assert!(direct("https://platform.example.cn", "example.cn"));
        assert!(direct("https://api.platform.example.cn/v1", ".example.cn"));
        assert!(direct(
            "https://platform.example.cn",
            "localhost, *.example.cn"
        ));
        assert!(!direct("https://notexample.cn", "example.cn"));
        assert!(direct("https://10.2.3.4:8443", "10.0.0.0/8"));
        assert!(direct("https://10.2.3.4:8443", "10.2.3.4"));
        assert!(!direct("https://10.2.3.4:8443", "10.2.3.5,192.168.0.0/16"));
        assert!(direct(
            "https://platform.example.cn",
            "platform.example.cn:443"
        ));
        assert!(!direct(
            "https://platform.example.cn:8443",
            "platform.example.cn:443"
        ));
        assert!(direct("https://[::1]:8443", "::1"));
        assert!(direct("https://anything.cn", "*"));
        assert!(!direct("https://platform.example.cn", ""));
    }

    #[test]
    fn url_host_port_defaults_by_scheme() {
        assert_eq!(
            url_host_port("https://Platform.Example.cn/api"),
            Some(("platform.example.cn".into(), 443))
        );
        assert_eq!(
            url_host_port("http://127.0.0.1:8081"),
            Some(("127.0.0.1".into(), 8081))
        );
        assert_eq!(url_host_port("ftp://x"), None);
        assert_eq!(url_host_port("https://"), None);
    }
}
