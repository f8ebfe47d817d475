//! Rules for a new login password, each broken rule with the message the user sees.

/// 8–20 characters of letters, digits and common ASCII symbols, with at least one letter and
/// one digit, and not the same as the current password.
pub fn check_new(new: &str, old_matches: impl FnOnce(&str) -> bool) -> Result<(), &'static str> {
    if new.is_empty() {
        return Err("请输入新密码");
    }
    let n = new.chars().count();
    if !(8..=20).contains(&n) {
        return Err("新密码长度须为8-20位");
    }
    if !new.chars().all(|c| c.is_ascii_graphic()) {
        return Err("新密码只能包含字母、数字和常用符号，不能有空格或中文");
    }
    if !new.chars().any(|c| c.is_ascii_alphabetic()) || !new.chars().any(|c| c.is_ascii_digit()) {
        return Err("新密码须同时包含字母和数字");
    }
    if old_matches(new) {
        return Err("新密码不能与原密码相同");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_new;

    #[test]
    fn a_new_password_needs_8_to_20_letters_and_digits_differing_from_the_old() {
        let old = |p: &str| p == "Demo@2026";
        assert_eq!(check_new("abc12345", old), Ok(()));
        assert_eq!(check_new("Abc!1234567890123456", old), Ok(()));
        assert_eq!(check_new("", old), Err("请输入新密码"));
        assert_eq!(check_new("abc1234", old), Err("新密码长度须为8-20位"));
        assert_eq!(
            check_new("abc123456789012345678", old),
            Err("新密码长度须为8-20位")
        );
        assert_eq!(
            check_new("abcd 1234", old),
            Err("新密码只能包含字母、数字和常用符号，不能有空格或中文")
        );
        assert_eq!(
            check_new("密码abc12345", old),
            Err("新密码只能包含字母、数字和常用符号，不能有空格或中文")
        );
        assert_eq!(
            check_new("abcdefgh", old),
            Err("新密码须同时包含字母和数字")
        );
        assert_eq!(
            check_new("12345678", old),
            Err("新密码须同时包含字母和数字")
        );
        assert_eq!(check_new("Demo@2026", old), Err("新密码不能与原密码相同"));
    }
}
