//! TLS to the platform: rustls on the `ring` provider (docs/decisions.md, "Reaching the platform
//! over https and through an egress proxy"), the system's roots (Debian's `ca-certificates`,
//! found as OpenSSL would: `SSL_CERT_FILE`, `SSL_CERT_DIR`, `/etc/ssl/certs`) plus the PEM bundle
//! in `upstream.ca_file`, host names checked by webpki, and an optional client certificate for a
//! platform that asks for one. Built once at start-up; every worker's client shares it, and with
//! it rustls' session cache, so a new connection resumes instead of a full handshake.

use std::sync::Arc;

use anyhow::{bail, Context};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::{ClientConfig, RootCertStore};

use crate::settings::UpstreamSettings;

/// What the TLS configuration holds, for the start-up log line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TlsSummary {
    pub system_roots: usize,
    pub extra_roots: usize,
    pub client_certificate: bool,
}

/// The client configuration for an https platform. Every problem with the files is an error
/// here, at start-up, naming the setting (never the key's path: it is a secret setting).
pub fn client_config(s: &UpstreamSettings) -> anyhow::Result<(Arc<ClientConfig>, TlsSummary)> {
    let mut roots = RootCertStore::empty();
    let native = rustls_native_certs::load_native_certs();
    for e in &native.errors {
        tracing::warn!(error = %e, "reading the system's root certificates");
    }
    let (system_roots, _unparsed) = roots.add_parsable_certificates(native.certs);

    let mut extra_roots = 0;
    if !s.ca_file.is_empty() {
        let certs = read_certificates(&s.ca_file, "upstream.ca_file")?;
        for (i, cert) in certs.into_iter().enumerate() {
            roots.add(cert).with_context(|| {
                format!(
                    "upstream.ca_file {}: certificate {} is not a usable CA certificate",
                    s.ca_file,
                    i + 1
                )
            })?;
            extra_roots += 1;
        }
    }
    if roots.is_empty() {
        bail!(
            "no trusted root certificates for https to the platform: install Debian's \
             ca-certificates, or name a PEM bundle in upstream.ca_file"
        );
    }

    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let builder = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .context("TLS protocol versions")?
        .with_root_certificates(roots);
    let key_path = s.client_key_file.expose();
    let mut config = match (s.client_cert_file.is_empty(), key_path.is_empty()) {
        (true, true) => builder.with_no_client_auth(),
        (false, false) => {
            let chain = read_certificates(&s.client_cert_file, "upstream.client_cert_file")?;
            let pem = std::fs::read(key_path).context(
                "reading upstream.client_key_file (path not shown: it is a secret setting)",
            )?;
            let key = PrivateKeyDer::from_pem_slice(&pem).map_err(|e| {
                anyhow::anyhow!(
                    "upstream.client_key_file holds no usable private key (PEM: PKCS#8, \
                     PKCS#1 or SEC1): {e}"
                )
            })?;
            builder.with_client_auth_cert(chain, key).map_err(|e| {
                anyhow::anyhow!(
                    "upstream.client_cert_file and upstream.client_key_file do not go together: {e}"
                )
            })?
        }
        _ => bail!(
            "upstream.client_cert_file and upstream.client_key_file are set together or not at all"
        ),
    };
    // HTTP/1.1 only, as to an http platform: awc's pool then keeps one TLS session per
    // connection and reuses it call after call (docs/decisions.md).
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let summary = TlsSummary {
        system_roots,
        extra_roots,
        client_certificate: !s.client_cert_file.is_empty(),
    };
    Ok((Arc::new(config), summary))
}

/// Every certificate of a PEM file; none at all is an error.
fn read_certificates(path: &str, setting: &str) -> anyhow::Result<Vec<CertificateDer<'static>>> {
    let pem = std::fs::read(path).with_context(|| format!("reading {setting} {path}"))?;
    let certs = CertificateDer::pem_slice_iter(&pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| anyhow::anyhow!("{setting} {path}: not a PEM certificate file: {e}"))?;
    if certs.is_empty() {
        bail!("{setting} {path}: no certificate in it (expected PEM, -----BEGIN CERTIFICATE-----)");
    }
    Ok(certs)
}
