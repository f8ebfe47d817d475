//! Egress settings checked at start: unreadable or invalid files, wrong schemes, half a client
//! certificate, and `orgcenter config` redacting the proxy's credentials.

use orgcenter::secret::Secret;

use super::PROXY_URL;
use crate::support::tls_platform::TestCa;

/// `Application::build`'s error, as `orgcenter serve` prints it.
async fn start_error(adjust: impl FnOnce(&mut orgcenter::settings::Settings)) -> String {
    let mut settings =
        orgcenter::settings::Settings::from_layers("test", None, &[]).expect("test settings");
    settings.server.port = 0;
    settings.upstream.base_url = "https://localhost:9".into();
    adjust(&mut settings);
    match orgcenter::app::Application::build(settings).await {
        Ok(_) => panic!("the start should have failed"),
        Err(e) => format!("{e:#}"),
    }
}

#[actix_web::test]
async fn an_unreadable_or_invalid_ca_file_certificate_or_key_stops_the_start_naming_the_setting() {
    let ca = TestCa::new("platform");
    let dir = tempfile::tempdir().unwrap();
    let not_pem = dir.path().join("not.pem");
    std::fs::write(&not_pem, "hello").unwrap();
    let missing = dir.path().join("missing.pem").display().to_string();

    let e = start_error(|s| s.upstream.ca_file = missing.clone()).await;
    assert!(e.contains("reading upstream.ca_file"), "{e}");
    let path = not_pem.display().to_string();
    let e = start_error(|s| s.upstream.ca_file = path.clone()).await;
    assert!(
        e.contains("upstream.ca_file") && e.contains("no certificate"),
        "{e}"
    );

    let client = ca.client("client", "bff");
    let other = ca.client("other", "someone-else");
    let cert = client.cert_file.display().to_string();
    // The client's certificate with the key file `key`.
    let with_key = |key: &str| {
        let (cert, key) = (cert.clone(), key.to_owned());
        start_error(move |s| {
            s.upstream.client_cert_file = cert;
            s.upstream.client_key_file = Secret::new(key);
        })
    };
    let e = with_key(&missing).await;
    assert!(e.contains("reading upstream.client_key_file"), "{e}");
    assert!(
        !e.contains("missing.pem"),
        "the key's path is a secret: {e}"
    );
    let e = with_key(&path).await;
    assert!(e.contains("no usable private key"), "{e}");
    let e = with_key(&other.key_file.display().to_string()).await;
    assert!(e.contains("do not go together"), "{e}");
}

#[test]
fn a_wrong_scheme_a_non_http_proxy_or_half_a_client_certificate_is_refused_at_start() {
    let load = |pairs: &[(&str, &str)]| {
        let vars: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        orgcenter::settings::Settings::from_layers("test", None, &vars)
            .map_err(|e| format!("{e:#}"))
    };
    let e = load(&[("ORGCENTER__UPSTREAM__BASE_URL", "ftp://platform.example.cn")]).unwrap_err();
    assert!(e.contains("must start with http:// or https://"), "{e}");
    let e = load(&[
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        (PROXY_URL, "https://proxy.corp:443"),
    ])
    .unwrap_err();
    assert!(
        e.contains("upstream.proxy_url") && e.contains("only http://"),
        "{e}"
    );
    let e = load(&[
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        ("HTTPS_PROXY", "socks5://proxy.corp:1080"),
    ])
    .unwrap_err();
    assert!(e.contains("HTTPS_PROXY"), "the variable is named: {e}");
    let e = load(&[
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        (
            "ORGCENTER__UPSTREAM__CLIENT_CERT_FILE",
            "/etc/orgcenter/client.pem",
        ),
    ])
    .unwrap_err();
    assert!(e.contains("client_key_file"), "{e}");
}

#[test]
fn orgcenter_config_shows_the_proxy_from_the_environment_with_its_credentials_redacted() {
    let vars: Vec<(String, String)> = [
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        (
            "ORGCENTER__UPSTREAM__CLIENT_CERT_FILE",
            "/etc/orgcenter/client.pem",
        ),
        (
            "ORGCENTER__UPSTREAM__CLIENT_KEY_FILE",
            "/etc/orgcenter/client-key.pem",
        ),
        ("https_proxy", "http://alice:s3cret@proxy.corp:3128"),
    ]
    .iter()
    .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
    .collect();
    let settings = orgcenter::settings::Settings::from_layers("test", None, &vars).unwrap();
    assert_eq!(settings.upstream.proxy_from_env, Some("https_proxy"));
    let printed = settings.to_redacted_toml();
    assert!(
        printed.contains("proxy_url = \"http://[redacted]@proxy.corp:3128\""),
        "{printed}"
    );
    assert!(
        printed.contains("client_key_file = \"[redacted]\""),
        "{printed}"
    );
    assert!(printed.contains("client_cert_file = \"/etc/orgcenter/client.pem\""));
    assert!(
        !printed.contains("s3cret") && !printed.contains("alice"),
        "{printed}"
    );
    assert!(!printed.contains("client-key.pem"), "{printed}");
}
