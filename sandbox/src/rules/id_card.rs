//! Citizen identity numbers (GB 11643-1999).

use super::dates;

/// GB 11643-1999 citizen identity number: 6-digit region, a real birth date not in the future,
/// 3-digit sequence, and the ISO 7064 MOD 11-2 check character (`X` for 10).
pub fn is_id_card(id: &str, today: i64) -> bool {
    let b = id.as_bytes();
    if b.len() != 18 || !b[..17].iter().all(u8::is_ascii_digit) {
        return false;
    }
    let birth = format!("{}-{}-{}", &id[6..10], &id[10..12], &id[12..14]);
    if !matches!(dates::parse(&birth), Some(d) if d <= today) {
        return false;
    }
    id_check_char(&id[..17]) == Some(char::from(b[17]))
}

/// An identity number as lists and exports show it: `330106********1234` (the region and the
/// last four, as a reviewer matches a person; the birth date hidden). Only a detail view shows
/// the whole number, to those who may see it. Other text is left as it is.
pub fn masked(id: &str) -> String {
    let chars: Vec<char> = id.chars().collect();
    if chars.len() == 18 {
        let (head, tail): (String, String) =
            (chars[..6].iter().collect(), chars[14..].iter().collect());
        format!("{head}********{tail}")
    } else {
        id.to_owned()
    }
}

/// The check character of the first 17 digits of an identity number.
pub fn id_check_char(first17: &str) -> Option<char> {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const CHECK: &[u8; 11] = b"10X98765432";
    if first17.len() != 17 {
        return None;
    }
    let mut sum = 0;
    for (c, w) in first17.chars().zip(WEIGHTS) {
        sum += c.to_digit(10)? * w;
    }
    Some(char::from(CHECK[(sum % 11) as usize]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_masked_number_keeps_its_region_and_last_four_only() {
        assert_eq!(masked("33010619900101123X"), "330106********123X");
        assert_eq!(masked("not an id"), "not an id");
        assert_eq!(
            masked("一二三四五六七八九十一二三四五六七八"),
            "一二三四五六********五六七八"
        );
    }

    /// 2026-06-01 as a day number.
    fn today() -> i64 {
        dates::parse("2026-06-01").unwrap_or_default()
    }

    #[test]
    fn identity_numbers_need_the_gb11643_check_character_and_a_real_birth_date() {
        let first17 = "11010520161012008";
        assert_eq!(id_check_char(first17), Some('X'));
        assert!(is_id_card("11010520161012008X", today()));
        assert!(!is_id_card("110105201610120081", today()));
        assert!(!is_id_card("11010520161312008X", today()), "month 13");
        assert!(!is_id_card("1101052016101200X", today()), "17 characters");
        let future = format!("110105{}001", "20300101");
        let check = id_check_char(&future).unwrap_or('0');
        assert!(
            !is_id_card(&format!("{future}{check}"), today()),
            "born in the future"
        );
    }
}
