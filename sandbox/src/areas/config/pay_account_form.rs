//! Payment (collection) accounts: WeChat Pay merchant accounts and Alipay accounts in the old
//! (PID + MD5 key) and new (open-platform AppID + RSA2 key pair) styles, with the formats the
//! providers issue (research §12). The secret of each is write-only.

use serde_json::{Map, Value};

pub const WECHAT: i64 = 1;
pub const ALIPAY: i64 = 2;
pub const ALIPAY_NEW: i64 = 3;

pub fn kind_label(kind: i64) -> &'static str {
    match kind {
        WECHAT => "微信支付",
        ALIPAY => "支付宝",
        ALIPAY_NEW => "支付宝（开放平台）",
        _ => "未知类型",
    }
}

/// A validated account. `secret` is `None` on an edit that keeps the stored one.
#[derive(Debug, PartialEq, Eq)]
pub struct PayForm {
    pub account_name: String,
    pub app_id: String,
    pub mch_id: String,
    pub partner: String,
    pub alipay_account: String,
    pub public_key: String,
    pub secret: Option<String>,
}

fn text(body: &Map<String, Value>, key: &str) -> String {
    match body.get(key) {
        Some(Value::String(s)) => crate::rules::blank::trim(s).to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

fn all(s: &str, f: impl Fn(u8) -> bool) -> bool {
    s.bytes().all(f)
}

fn required(v: String, label: &str, ok: bool, format: &str) -> Result<String, String> {
    if v.is_empty() {
        Err(format!("请填写{label}"))
    } else if !ok {
        Err(format!("{label}格式不正确，{format}"))
    } else {
        Ok(v)
    }
}

/// Base64 key material as pasted from the providers' tools (PEM armour and line breaks removed).
fn key_body(raw: &str) -> String {
    raw.lines()
        .filter(|l| !l.starts_with("-----"))
        .flat_map(|l| l.chars())
        .filter(|c| !c.is_whitespace())
        .collect()
}

fn is_base64(s: &str) -> bool {
    !s.is_empty()
        && s.len().is_multiple_of(4)
        && all(s.trim_end_matches('='), |b| {
            b.is_ascii_alphanumeric() || b == b'+' || b == b'/'
        })
}

/// Validates `body` for `kind`. `editing` lets an empty secret mean "keep the stored one".
pub fn validate(kind: i64, body: &Map<String, Value>, editing: bool) -> Result<PayForm, String> {
    if !(WECHAT..=ALIPAY_NEW).contains(&kind) {
        return Err("收款账户类型不正确".into());
    }
    let account_name = text(body, "account_name");
    if account_name.is_empty() {
        return Err("请填写收款主体名称".into());
    }
    if !(2..=50).contains(&account_name.chars().count()) {
        return Err("收款主体名称长度须为2-50个字".into());
    }
    let secret_raw = text(body, "secret");
    let mut form = PayForm {
        account_name,
        app_id: String::new(),
        mch_id: String::new(),
        partner: String::new(),
        alipay_account: String::new(),
        public_key: String::new(),
        secret: None,
    };
    let secret_label;
    let secret_ok;
    let secret_rule;
    match kind {
        WECHAT => {
            let app_id = text(body, "app_id");
            let ok = app_id.len() == 18
                && app_id.starts_with("wx")
                && all(&app_id[2..], |b| b.is_ascii_hexdigit());
            form.app_id = required(app_id, "AppID", ok, "应为wx开头的18位字符")?;
            let mch = text(body, "mch_id");
            let ok = mch.len() == 10 && all(&mch, |b| b.is_ascii_digit());
            form.mch_id = required(mch, "商户号", ok, "应为10位数字")?;
            secret_label = "API密钥";
            secret_ok = secret_raw.len() == 32 && all(&secret_raw, |b| b.is_ascii_alphanumeric());
            secret_rule = "应为32位字母或数字";
        }
        ALIPAY => {
            let pid = text(body, "partner");
            let ok =
                pid.len() == 16 && pid.starts_with("2088") && all(&pid, |b| b.is_ascii_digit());
            form.partner = required(pid, "合作伙伴身份（PID）", ok, "应为2088开头的16位数字")?;
            let acc = text(body, "alipay_account");
            let ok = crate::rules::contact::is_cn_mobile(&acc)
                || (acc.contains('@') && acc.contains('.') && acc.len() <= 100);
            form.alipay_account = required(acc, "支付宝账号", ok, "应为邮箱或手机号")?;
            secret_label = "MD5密钥";
            secret_ok = secret_raw.len() == 32 && all(&secret_raw, |b| b.is_ascii_alphanumeric());
            secret_rule = "应为32位字母或数字";
        }
        ALIPAY_NEW => {
            let app_id = text(body, "app_id");
            let ok = app_id.len() == 16
                && app_id.starts_with("20")
                && all(&app_id, |b| b.is_ascii_digit());
            form.app_id = required(app_id, "AppID", ok, "应为20开头的16位数字")?;
            let pid = text(body, "partner");
            let ok =
                pid.len() == 16 && pid.starts_with("2088") && all(&pid, |b| b.is_ascii_digit());
            form.partner = required(pid, "合作伙伴身份（PID）", ok, "应为2088开头的16位数字")?;
            let pk = key_body(&text(body, "public_key"));
            let ok = is_base64(&pk) && (200..=1000).contains(&pk.len());
            form.public_key = required(pk, "支付宝公钥", ok, "应为支付宝开放平台提供的RSA2公钥")?;
            secret_label = "应用私钥";
            let body_only = key_body(&secret_raw);
            secret_ok = is_base64(&body_only) && (800..=3000).contains(&body_only.len());
            secret_rule = "应为RSA2（2048位）应用私钥";
            if !body_only.is_empty() {
                return finish(
                    form,
                    body_only,
                    editing,
                    secret_label,
                    secret_ok,
                    secret_rule,
                );
            }
        }
        _ => return Err("收款账户类型不正确".into()),
    }
    finish(
        form,
        secret_raw,
        editing,
        secret_label,
        secret_ok,
        secret_rule,
    )
}

fn finish(
    mut form: PayForm,
    secret: String,
    editing: bool,
    label: &str,
    ok: bool,
    rule: &str,
) -> Result<PayForm, String> {
    if secret.is_empty() {
        if editing {
            return Ok(form);
        }
        return Err(format!("请填写{label}"));
    }
    if !ok {
        return Err(format!("{label}格式不正确，{rule}"));
    }
    form.secret = Some(secret);
    Ok(form)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn body(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn a_wechat_account_needs_a_wx_appid_a_ten_digit_merchant_number_and_a_32_character_key() {
        let good = json!({"account_name": "春晖基金会", "app_id": "wx1234567890abcdef", "mch_id": "1600000001",
                          "secret": "a".repeat(32)});
        assert_eq!(
            validate(WECHAT, &body(good.clone()), false).unwrap().secret,
            Some("a".repeat(32))
        );
        let mut bad = good.clone();
        bad["app_id"] = "wx123".into();
        assert_eq!(
            validate(WECHAT, &body(bad), false).unwrap_err(),
            "AppID格式不正确，应为wx开头的18位字符"
        );
        let mut bad = good.clone();
        bad["mch_id"] = "12345".into();
        assert_eq!(
            validate(WECHAT, &body(bad), false).unwrap_err(),
            "商户号格式不正确，应为10位数字"
        );
        let mut bad = good.clone();
        bad["secret"] = "short".into();
        assert_eq!(
            validate(WECHAT, &body(bad), false).unwrap_err(),
            "API密钥格式不正确，应为32位字母或数字"
        );
        let mut keep = good;
        keep["secret"] = "".into();
        assert_eq!(
            validate(WECHAT, &body(keep.clone()), false).unwrap_err(),
            "请填写API密钥"
        );
        assert_eq!(validate(WECHAT, &body(keep), true).unwrap().secret, None);
    }

    #[test]
    fn alipay_accounts_need_a_2088_partner_id_and_the_new_style_a_pem_private_key() {
        let old = json!({"account_name": "春晖基金会", "partner": "2088123412341234", "alipay_account": "pay@chunhui.org.cn",
                         "secret": "b".repeat(32)});
        assert!(validate(ALIPAY, &body(old.clone()), false).is_ok());
        let mut bad = old;
        bad["partner"] = "1234123412341234".into();
        assert_eq!(
            validate(ALIPAY, &body(bad), false).unwrap_err(),
            "合作伙伴身份（PID）格式不正确，应为2088开头的16位数字"
        );
        let pem = format!(
            "-----BEGIN PRIVATE KEY-----\n{}\n-----END PRIVATE KEY-----",
            "QUJD".repeat(300)
        );
        let new = json!({"account_name": "春晖基金会", "app_id": "2021000000000001", "partner": "2088123412341234",
                         "public_key": "QUJD".repeat(100), "secret": pem});
        let form = validate(ALIPAY_NEW, &body(new.clone()), false).unwrap();
        assert_eq!(
            form.secret.unwrap().len(),
            1200,
            "stored without armour or line breaks"
        );
        let mut bad = new;
        bad["secret"] = "not a key".into();
        assert_eq!(
            validate(ALIPAY_NEW, &body(bad), false).unwrap_err(),
            "应用私钥格式不正确，应为RSA2（2048位）应用私钥"
        );
        assert_eq!(
            validate(9, &Map::new(), false).unwrap_err(),
            "收款账户类型不正确"
        );
    }
}
