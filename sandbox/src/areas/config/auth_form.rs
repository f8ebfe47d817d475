//! The authentication form: what an organisation submits for first authentication or a change,
//! validated field by field with the message the user sees. Modelled on the records of Chinese
//! charity platforms (research §4): 统一社会信用代码, 登记证书, 法定代表人, 业务主管单位, 公募资质.

use crate::rules::contact::{is_cn_mobile, is_email, is_landline};
use crate::rules::credit_code;
use serde_json::{json, Map, Value};

/// Organisation types (`{type}` of the routes) and the registration-category digits of the
/// credit code that go with them (GB 32100: 5 = 民政, then 1 社会团体, 2 社会服务机构, 3 基金会).
pub const TYPES: [(i64, &str, &str); 3] = [
    (1, "基金会", "53"),
    (2, "社会团体", "51"),
    (3, "社会服务机构", "52"),
];

pub fn type_label(t: i64) -> &'static str {
    TYPES
        .iter()
        .find(|(id, ..)| *id == t)
        .map_or("", |(_, l, _)| l)
}

/// The type a credit code's registration category implies (for seeded organisations).
pub fn type_of_code(code: &str) -> i64 {
    TYPES
        .iter()
        .find(|(.., p)| code.starts_with(p))
        .map_or(0, |(id, ..)| *id)
}

/// Columns of `orgs` that a passed authentication writes; the rest of the form lives in `auth_data`.
pub const ORG_COLUMNS: [&str; 10] = [
    "name",
    "credit_code",
    "legal_person",
    "contact",
    "phone",
    "email",
    "province",
    "city",
    "district",
    "address",
];

/// A validated form: the normalised JSON stored with the submission.
pub struct AuthForm {
    pub auth_type: i64,
    pub data: Value,
}

fn text(body: &Map<String, Value>, key: &str) -> String {
    match body.get(key) {
        Some(Value::String(s)) => crate::rules::blank::trim(s).to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

fn sized(
    body: &Map<String, Value>,
    key: &str,
    label: &str,
    min: usize,
    max: usize,
) -> Result<String, String> {
    let v = text(body, key);
    if v.is_empty() {
        return Err(format!("请填写{label}"));
    }
    let n = v.chars().count();
    if n < min || n > max {
        return Err(format!("{label}长度须为{min}-{max}个字"));
    }
    Ok(v)
}

/// Uploaded image URLs: 1–`max` of them, each one the sandbox's store handed out.
fn images(
    body: &Map<String, Value>,
    key: &str,
    label: &str,
    max: usize,
) -> Result<Vec<String>, String> {
    let list = match body.get(key) {
        Some(Value::Array(a)) => a.clone(),
        None | Some(Value::Null) => Vec::new(),
        Some(_) => return Err(format!("{label}格式错误")),
    };
    if list.is_empty() {
        return Err(format!("请上传{label}"));
    }
    if list.len() > max {
        return Err(format!("{label}最多上传{max}张"));
    }
    list.iter()
        .map(|v| match v.as_str() {
            Some(u) if crate::rules::file_url::is_file_url(u) => Ok(u.to_owned()),
            _ => Err(format!("{label}图片地址无效，请重新上传")),
        })
        .collect()
}

/// Validates a submitted form for organisation type `auth_type` on day `today` (China's day
/// number, `dates::today`); the first problem found is the message.
pub fn validate(auth_type: i64, body: &Map<String, Value>, today: i64) -> Result<AuthForm, String> {
    let Some(&(_, _, prefix)) = TYPES.iter().find(|(id, ..)| *id == auth_type) else {
        return Err("机构类型不正确".into());
    };
    let name = sized(body, "name", "机构名称", 2, 50)?;
    let code = text(body, "credit_code").to_uppercase();
    if code.is_empty() {
        return Err("请填写统一社会信用代码".into());
    }
    if code.len() != 18 || !code.is_ascii() {
        return Err("统一社会信用代码应为18位".into());
    }
    if !credit_code::is_valid(&code) {
        return Err("统一社会信用代码校验不通过，请核对后重新填写".into());
    }
    if !code.starts_with(prefix) {
        return Err(format!(
            "统一社会信用代码与机构类型不符（{}的代码以{prefix}开头）",
            type_label(auth_type)
        ));
    }
    let registration_authority = sized(body, "registration_authority", "登记管理机关", 2, 50)?;
    let supervisor = text(body, "supervisor");
    if supervisor.chars().count() > 50 {
        return Err("业务主管单位长度不能超过50个字".into());
    }
    let valid_to = text(body, "certificate_valid_to");
    if valid_to.is_empty() {
        return Err("请填写登记证书有效期".into());
    }
    let Some(valid_day) = crate::rules::dates::parse_any(&valid_to) else {
        return Err("登记证书有效期格式不正确".into());
    };
    // A certificate valid until today still counts; one that ended yesterday does not.
    if valid_day < today {
        return Err("登记证书已过期，请上传有效期内的登记证书".into());
    }
    let certificate_images = images(body, "certificate_images", "登记证书", 5)?;
    let legal_person = sized(body, "legal_person", "法定代表人", 2, 20)?;
    let public_fundraising = match body.get("public_fundraising") {
        Some(v) if v == 1 || v == "1" || v == true => 1,
        None | Some(Value::Null) => 0,
        Some(v) if v == 0 || v == "0" || v == false => 0,
        Some(_) => return Err("公募资质选项不正确".into()),
    };
    let fundraising_images = if public_fundraising == 1 {
        images(body, "fundraising_images", "公开募捐资格证书", 5)?
    } else {
        Vec::new()
    };
    let contact = sized(body, "contact", "联系人", 2, 20)?;
    let phone = text(body, "phone");
    if phone.is_empty() {
        return Err("请填写联系电话".into());
    }
    if !is_cn_mobile(&phone) && !is_landline(&phone) {
        return Err("联系电话格式不正确（手机号或区号-座机号）".into());
    }
    let email = text(body, "email");
    if email.is_empty() {
        return Err("请填写联系邮箱".into());
    }
    if !is_email(&email) {
        return Err("联系邮箱格式不正确".into());
    }
    let (province, city, district) = (
        text(body, "province"),
        text(body, "city"),
        text(body, "district"),
    );
    crate::rules::region::check_chain(&province, &city, &district)?;
    let address = sized(body, "address", "详细地址", 5, 100)?;
    Ok(AuthForm {
        auth_type,
        data: json!({
            "name": name, "credit_code": code, "registration_authority": registration_authority,
            "supervisor": supervisor, "certificate_valid_to": valid_to, "certificate_images": certificate_images,
            "legal_person": legal_person, "public_fundraising": public_fundraising,
            "fundraising_images": fundraising_images, "contact": contact, "phone": phone, "email": email,
            "province": province, "city": city, "district": district, "address": address,
        }),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_must_exist_in_the_calendar() {
        let is_date = |s: &str| crate::rules::dates::parse_any(s).is_some();
        assert!(is_date("2028-02-29") && is_date("2030-12-31"));
        assert!(!is_date("2027-02-29") && !is_date("2030-13-01") && !is_date("2030/12/31"));
    }
}
