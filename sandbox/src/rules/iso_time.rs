//! ISO 8601 UTC timestamps (`2026-01-02T03:04:05.000Z`) as OSS policies write them, to and
//! from Unix seconds. Only the UTC `Z` form is accepted; that is what OSS clients send.

/// `YYYY-MM-DDTHH:MM:SS[.fff]Z` → Unix seconds; `None` for anything else.
pub fn parse(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    if b.len() < 20 || *b.last()? != b'Z' {
        return None;
    }
    let num = |from: usize, to: usize| -> Option<i64> {
        let part = s.get(from..to)?;
        part.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let seps = [(4, b'-'), (7, b'-'), (10, b'T'), (13, b':'), (16, b':')];
    if seps.iter().any(|&(i, c)| b[i] != c) {
        return None;
    }
    let (y, mo, d, h, mi, sec) = (
        num(0, 4)?,
        num(5, 7)?,
        num(8, 10)?,
        num(11, 13)?,
        num(14, 16)?,
        num(17, 19)?,
    );
    let rest = &s[19..s.len() - 1];
    let fraction_ok = rest.is_empty()
        || (rest.len() >= 2
            && rest.starts_with('.')
            && rest[1..].bytes().all(|c| c.is_ascii_digit()));
    let day = super::dates::day_number(
        i32::try_from(y).ok()?,
        u8::try_from(mo).ok()?,
        u8::try_from(d).ok()?,
    )?;
    let in_range = (0..=23).contains(&h) && (0..=59).contains(&mi) && (0..=60).contains(&sec);
    (fraction_ok && in_range).then(|| day * 86_400 + h * 3600 + mi * 60 + sec)
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn utc_timestamps_with_and_without_milliseconds_parse_to_unix_seconds() {
        assert_eq!(parse("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(parse("2026-01-02T03:04:05.000Z"), Some(1_767_323_045));
        assert_eq!(parse("2024-02-29T23:59:59Z"), Some(1_709_251_199));
    }

    #[test]
    fn other_forms_and_impossible_dates_are_refused() {
        for bad in [
            "2026-01-02 03:04:05Z",
            "2026-01-02T03:04:05+08:00",
            "2026-13-01T00:00:00Z",
            "x",
            "",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
