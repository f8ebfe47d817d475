//! Password storage and random secrets.
//!
//! Stored form: `pwd_salt` = 16 random bytes as hex, `pwd_hash` = hex(SHA-256(salt_hex ":" password)).
//! A single salted SHA-256 is what the brief asks of a stand-in; the real platform owns its own
//! password storage. Comparison is constant-time so response timing does not leak hash prefixes.

use rand::RngCore;
use sha2::{Digest, Sha256};

pub fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::thread_rng().fill_bytes(&mut buf);
    to_hex(&buf)
}

pub fn to_hex(bytes: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(HEX[(b >> 4) as usize] as char);
        s.push(HEX[(b & 0x0f) as usize] as char);
    }
    s
}

pub fn sha256_hex(input: &str) -> String {
    to_hex(&Sha256::digest(input.as_bytes()))
}

pub fn hash_password(salt: &str, password: &str) -> String {
    sha256_hex(&format!("{salt}:{password}"))
}

/// A fresh `(salt, hash)` pair for storing `password`.
pub fn new_password(password: &str) -> (String, String) {
    let salt = random_hex(16);
    let hash = hash_password(&salt, password);
    (salt, hash)
}

pub fn verify_password(salt: &str, stored_hash: &str, password: &str) -> bool {
    constant_time_eq(
        hash_password(salt, password).as_bytes(),
        stored_hash.as_bytes(),
    )
}

pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_password_verifies_and_a_different_one_does_not() {
        let (salt, hash) = new_password("Demo@2026");
        assert!(verify_password(&salt, &hash, "Demo@2026"));
        assert!(!verify_password(&salt, &hash, "demo@2026"));
        assert!(!verify_password(&salt, &hash, ""));
    }

    #[test]
    fn the_same_password_gets_a_different_hash_under_each_salt() {
        assert_ne!(new_password("x").1, new_password("x").1);
    }
}
