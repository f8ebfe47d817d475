//! Contact details as the forms accept them: mainland mobiles, landlines, e-mail addresses.

/// A mainland China mobile number: 11 digits, `1[3-9]` then nine more.
pub fn is_cn_mobile(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 11
        && b[0] == b'1'
        && (b'3'..=b'9').contains(&b[1])
        && b.iter().all(u8::is_ascii_digit)
}

/// A landline: 区号-号码 with an optional extension.
pub fn is_landline(s: &str) -> bool {
    // 区号-号码 with an optional extension, e.g. 010-65201234 or 0571-8888666-12.
    let parts: Vec<&str> = s.split('-').collect();
    let digits = |p: &str, lo: usize, hi: usize| {
        (lo..=hi).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit())
    };
    match parts.as_slice() {
        [area, num] => area.starts_with('0') && digits(area, 3, 4) && digits(num, 7, 8),
        [area, num, ext] => {
            area.starts_with('0') && digits(area, 3, 4) && digits(num, 7, 8) && digits(ext, 1, 6)
        }
        _ => false,
    }
}

/// A plain e-mail address (at most 100 characters); the help form checks contacts with it too.
pub fn is_email(s: &str) -> bool {
    let Some((user, domain)) = s.split_once('@') else {
        return false;
    };
    !user.is_empty()
        && s.len() <= 100
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "@._+-".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_eleven_digit_mainland_mobiles_are_accepted() {
        assert!(is_cn_mobile("13812345678"));
        assert!(is_cn_mobile("19912345678"));
        assert!(!is_cn_mobile("12812345678"));
        assert!(!is_cn_mobile("1381234567"));
        assert!(!is_cn_mobile("138123456789"));
        assert!(!is_cn_mobile("1381234567a"));
        assert!(!is_cn_mobile("１３８１２３４５６７８"));
    }

    #[test]
    fn landlines_need_an_area_code_and_emails_a_domain() {
        assert!(is_landline("010-65201234") && is_landline("0571-8888666-12"));
        assert!(!is_landline("65201234") && !is_landline("10-65201234"));
        assert!(is_email("a.b@x.org.cn") && !is_email("ab@x") && !is_email("@x.cn"));
    }
}
