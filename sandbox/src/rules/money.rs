/// Integer fen (the store's unit) as a yuan string with two decimals, e.g. `123450` → `"1234.50"`.
pub fn yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    let abs = fen.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

/// `yuan` with thousands separators, as the screens print amounts: `31879679` → `"318,796.79"`.
pub fn yuan_grouped(fen: i64) -> String {
    let plain = yuan(fen);
    let (sign, rest) = plain.split_at(usize::from(fen < 0));
    let (whole, cents) = rest.split_once('.').unwrap_or((rest, "00"));
    let mut grouped = String::with_capacity(whole.len() + whole.len() / 3);
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{sign}{grouped}.{cents}")
}

/// Fen as Chinese capital numerals, as cheques and receipts write amounts (大写金额):
/// `1_200_000` → `壹万贰仟元整`, `10_050` → `壹佰元伍角`.
pub fn chinese_upper(fen: i64) -> String {
    const DIGITS: [char; 10] = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
    const UNITS: [&str; 4] = ["", "拾", "佰", "仟"];
    const GROUPS: [&str; 4] = ["", "万", "亿", "万亿"];
    let fen = fen.max(0);
    let (yuan, jiao, cents) = (fen / 100, (fen / 10) % 10, fen % 10);
    let mut out = String::new();
    if yuan == 0 {
        out.push('零');
    }
    let digits: Vec<usize> = if yuan == 0 {
        Vec::new()
    } else {
        yuan.to_string()
            .bytes()
            .map(|b| usize::from(b - b'0'))
            .collect()
    };
    let n = digits.len();
    // A run of zeros is read as one 零, and only before a digit that follows it.
    let mut zero = false;
    for (i, d) in digits.iter().enumerate() {
        let p = n - 1 - i;
        if *d == 0 {
            zero = true;
        } else {
            if zero {
                out.push('零');
                zero = false;
            }
            out.push(DIGITS[*d]);
            out.push_str(UNITS[p % 4]);
        }
        if p.is_multiple_of(4) && p > 0 && (yuan / 10_i64.pow(p as u32)) % 10_000 > 0 {
            out.push_str(GROUPS[p / 4]);
        }
    }
    out.push('元');
    match (jiao, cents) {
        (0, 0) => out.push('整'),
        (j, 0) => {
            out.push(DIGITS[j as usize]);
            out.push('角');
        }
        (j, c) => {
            if j == 0 {
                out.push('零');
            } else {
                out.push(DIGITS[j as usize]);
                out.push('角');
            }
            out.push(DIGITS[c as usize]);
            out.push('分');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{chinese_upper, yuan, yuan_grouped};

    #[test]
    fn grouped_amounts_carry_thousands_separators_as_on_screen() {
        assert_eq!(yuan_grouped(31_879_679), "318,796.79");
        assert_eq!(yuan_grouped(12_345_678_900), "123,456,789.00");
        assert_eq!(yuan_grouped(99_999), "999.99");
        assert_eq!(yuan_grouped(0), "0.00");
        assert_eq!(yuan_grouped(-10_000_000), "-100,000.00");
    }

    #[test]
    fn amounts_are_written_in_chinese_capitals() {
        for (fen, upper) in [
            (1_200_000, "壹万贰仟元整"),
            (100_000, "壹仟元整"),
            (10_050, "壹佰元伍角"),
            (123_456_789, "壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分"),
            (100_000_000, "壹佰万元整"),
            (5_000_000_000, "伍仟万元整"),
            (100_500_000, "壹佰万零伍仟元整"),
            (1_005_000, "壹万零伍拾元整"),
            (1_000_001, "壹万元零壹分"),
            (10_000_000_000, "壹亿元整"),
            (0, "零元整"),
        ] {
            assert_eq!(chinese_upper(fen), upper, "{fen}");
        }
    }

    #[test]
    fn fen_are_shown_as_yuan_with_two_decimals() {
        assert_eq!(yuan(0), "0.00");
        assert_eq!(yuan(5), "0.05");
        assert_eq!(yuan(123450), "1234.50");
        assert_eq!(yuan(-1999), "-19.99");
    }
}
