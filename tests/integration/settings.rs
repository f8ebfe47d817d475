use orgcenter::settings::Settings;

/// The settings of the environment `env` with the variables `pairs` set and no extra file.
fn with_vars(env: &str, pairs: &[(&str, &str)]) -> anyhow::Result<Settings> {
    let vars: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Settings::from_layers(env, None, &vars)
}

#[test]
fn the_defaults_listen_on_loopback_8080_with_the_sandbox_and_a_5000_ms_budget() {
    let s = Settings::from_layers("development", None, &[]).unwrap();
    assert_eq!((s.server.host.as_str(), s.server.port), ("127.0.0.1", 8080));
    assert_eq!(s.upstream.timeout_ms, 5000);
    assert!(s.uses_sandbox());
    assert!(!s.sandbox.test_mode);
}

#[test]
fn environment_variables_override_the_files() {
    let s = with_vars(
        "development",
        &[
            ("ORGCENTER__SERVER__PORT", "9123"),
            ("ORGCENTER__SITE__PLATFORM_URL", "https://gongyi.example.cn"),
        ],
    )
    .unwrap();
    assert_eq!(s.server.port, 9123);
    assert_eq!(s.site.platform_url, "https://gongyi.example.cn");
}

#[test]
fn the_test_environment_turns_on_the_sandbox_test_mode() {
    assert!(
        Settings::from_layers("test", None, &[])
            .unwrap()
            .sandbox
            .test_mode
    );
}

#[test]
fn an_unknown_key_is_an_error_not_a_silent_default() {
    let err = with_vars("development", &[("ORGCENTER__SERVER__PORTT", "1")]).unwrap_err();
    assert!(format!("{err:#}").contains("portt"), "{err:#}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("extra.toml");
    std::fs::write(&file, "[upstream]\ntimeout = 3\n").unwrap();
    assert!(Settings::from_layers("development", Some(&file), &[]).is_err());
}

#[test]
fn production_can_never_turn_on_test_mode_and_needs_a_real_upstream() {
    let up = (
        "ORGCENTER__UPSTREAM__BASE_URL",
        "https://platform.example.cn",
    );
    assert!(with_vars("production", &[up]).is_ok());
    assert!(
        Settings::from_layers("production", None, &[]).is_err(),
        "no upstream"
    );
    let err = with_vars(
        "production",
        &[up, ("ORGCENTER__SANDBOX__TEST_MODE", "true")],
    )
    .unwrap_err();
    assert!(err.to_string().contains("test_mode"), "{err}");
}

#[test]
fn an_https_public_url_makes_cookies_secure() {
    let s = with_vars(
        "development",
        &[("ORGCENTER__SERVER__PUBLIC_URL", "https://org.example.cn")],
    )
    .unwrap();
    assert!(s.is_https());
}

#[test]
fn an_unknown_environment_name_is_refused() {
    assert!(Settings::from_layers("staging", None, &[]).is_err());
}
