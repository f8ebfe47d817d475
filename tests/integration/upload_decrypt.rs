//! The upload config comes from a platform we control here, to feed the BFF every kind of bad
//! ciphertext: each failure must give the same answer, so none of them tells an observer which
//! step failed. The private key comes from `upload.rsa_private_key_file`.

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use orgcenter::upload::decrypt::encrypt_as_the_platform;
use rsa::pkcs8::{EncodePrivateKey, LineEnding};
use rsa::{RsaPrivateKey, RsaPublicKey};
use serde_json::json;

use crate::support::{fake_platform, spawn_with};

fn encrypt(key: &RsaPrivateKey, plain: &[u8]) -> String {
    encrypt_as_the_platform(&RsaPublicKey::from(key), plain)
}

#[actix_web::test]
async fn garbage_too_many_chunks_and_a_wrong_key_all_give_one_identical_error() {
    let mut rng = rand::thread_rng();
    let key = RsaPrivateKey::new(&mut rng, 2048).unwrap();
    let other = RsaPrivateKey::new(&mut rng, 2048).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let key_file = dir.path().join("upload.pem");
    std::fs::write(
        &key_file,
        key.to_pkcs8_pem(LineEnding::LF).unwrap().as_bytes(),
    )
    .unwrap();

    let fake = fake_platform::start().await;
    let base = fake.base.clone();
    let key_path = key_file.display().to_string();
    let app = spawn_with(move |s| {
        s.upstream.base_url = base;
        s.upload.rsa_private_key_file = orgcenter::secret::Secret::new(key_path);
    })
    .await;
    let cookie = "token_org=fake-token-123";

    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let config = json!({"accessKeyId": "LTAItest", "accessKeySecret": "the-secret-value", "bucket": "bkt",
        "region": "oss-cn-hangzhou", "callback": "Y2I=", "callback_var": "Y3Y=", "expire": now + 3600});
    let good = encrypt(&key, config.to_string().as_bytes());
    let one_chunk = good.split(',').next().unwrap().to_owned();
    let cases = [
        "%%% definitely not base64 %%%".to_owned(),
        B64.encode([1u8; 256]),
        vec![one_chunk.as_str(); 17].join(","),
        encrypt(&other, config.to_string().as_bytes()),
        encrypt(&key, b"not json"),
        String::new(),
    ];
    let mut answers = Vec::new();
    for info in &cases {
        fake.set_upload_info(info);
        let reply = app
            .get("/api/bff/upload/policy?kind=image", Some(cookie))
            .await;
        answers.push((reply.status, reply.text()));
    }
    assert!(
        answers.iter().all(|a| a == &answers[0]),
        "answers differ: {answers:#?}"
    );
    assert_eq!(answers[0].0, 502);
    assert!(answers[0].1.contains("上传配置获取失败"));

    fake.set_upload_info(&good);
    let reply = app
        .get("/api/bff/upload/policy?kind=image", Some(cookie))
        .await;
    let body = reply.json();
    assert_eq!(body["code"], 200, "{body}");
    assert_eq!(
        body["data"]["host"],
        "https://bkt.oss-cn-hangzhou.aliyuncs.com"
    );
    assert_eq!(body["data"]["OSSAccessKeyId"], "LTAItest");
    assert!(!reply.text().contains("the-secret-value"));
}

#[test]
fn the_key_file_setting_is_redacted_in_the_printed_configuration() {
    let mut settings =
        orgcenter::settings::Settings::from_layers("development", None, &[]).unwrap();
    settings.upload.rsa_private_key_file =
        orgcenter::secret::Secret::new("/etc/orgcenter/upload.pem".into());
    let printed = settings.to_redacted_toml();
    assert!(
        printed.contains("rsa_private_key_file = \"[redacted]\""),
        "{printed}"
    );
    assert!(!printed.contains("upload.pem"));
    assert!(!format!("{settings:?}").contains("upload.pem"));
}
