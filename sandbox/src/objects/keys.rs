//! The RSA key pair and the OSS access key of this sandbox, made on first start and kept in
//! `<data_dir>/upload/`. The public half encrypts the upload config (as the platform does); the
//! private half is what the BFF needs to read it, so `RunningSandbox` hands its PEM over.

use anyhow::Context;
use rand::RngCore;
use rsa::pkcs8::{DecodePrivateKey, EncodePrivateKey, LineEnding};
use rsa::{RsaPrivateKey, RsaPublicKey};
use std::path::{Path, PathBuf};

const KEY_BITS: usize = 2048;
const PRIVATE_KEY_FILE: &str = "rsa_private.pem";
const ACCESS_KEY_FILE: &str = "access_key.json";

/// Everything the sandbox signs, encrypts and verifies uploads with.
pub struct UploadKeys {
    pub public_key: RsaPublicKey,
    /// PKCS#8 PEM of the private key (for the BFF only; the sandbox never decrypts).
    pub private_key_pem: String,
    pub private_key_path: PathBuf,
    pub access_key_id: String,
    pub access_key_secret: String,
}

impl UploadKeys {
    /// Loads the key pair and access key from `<data_dir>/upload/`, creating them if missing.
    pub fn load_or_create(data_dir: &Path) -> anyhow::Result<Self> {
        let dir = data_dir.join("upload");
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let key_path = dir.join(PRIVATE_KEY_FILE);
        let private_key = if key_path.exists() {
            let pem = std::fs::read_to_string(&key_path)
                .with_context(|| format!("reading {}", key_path.display()))?;
            RsaPrivateKey::from_pkcs8_pem(&pem)
                .with_context(|| format!("{} is not a PKCS#8 RSA key", key_path.display()))?
        } else {
            let key = RsaPrivateKey::new(&mut rand::thread_rng(), KEY_BITS)
                .context("generating the upload RSA key")?;
            let pem = key.to_pkcs8_pem(LineEnding::LF)?;
            write_private(&key_path, pem.as_bytes())?;
            tracing::info!(path = %key_path.display(), "sandbox upload RSA key created");
            key
        };
        let private_key_pem = private_key.to_pkcs8_pem(LineEnding::LF)?.to_string();

        let access_path = dir.join(ACCESS_KEY_FILE);
        let (access_key_id, access_key_secret) = if access_path.exists() {
            let text = std::fs::read_to_string(&access_path)?;
            let v: serde_json::Value = serde_json::from_str(&text)
                .with_context(|| format!("{} is not JSON", access_path.display()))?;
            let field = |k: &str| {
                v.get(k)
                    .and_then(serde_json::Value::as_str)
                    .map(str::to_owned)
                    .with_context(|| format!("{} has no {k}", access_path.display()))
            };
            (field("accessKeyId")?, field("accessKeySecret")?)
        } else {
            let pair = (format!("LTAIsandbox{}", random_hex(8)), random_hex(24));
            let json = serde_json::json!({"accessKeyId": pair.0, "accessKeySecret": pair.1});
            write_private(&access_path, json.to_string().as_bytes())?;
            pair
        };

        Ok(Self {
            public_key: RsaPublicKey::from(&private_key),
            private_key_pem,
            private_key_path: key_path,
            access_key_id,
            access_key_secret,
        })
    }
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::thread_rng().fill_bytes(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes a secret file readable by the owner only (on Unix).
fn write_private(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    std::fs::write(path, bytes).with_context(|| format!("writing {}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    }
    Ok(())
}
