//! Calendar days in China Standard Time (UTC+8): deadlines are dates, list filters are
//! inclusive date ranges, and "today" is the Chinese today whatever the server's zone.

use crate::clock::{DAY, HOUR};

const CST_OFFSET: i64 = 8 * HOUR;

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
pub fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (i64::from(m) + 9) % 12;
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day number, `(year, month, day)` (the BFF core's conversion; month and day
/// are 1–12 and 1–31, so the casts are exact).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let (y, m, d) = orgcenter_core::civil_date::civil_from_days(z);
    (y, m as u32, d as u32)
}

/// A `YYYY-MM-DD` date (1900–2100, existing in the calendar) as a day number.
pub fn parse(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' || !s.is_ascii() {
        return None;
    }
    let y: i64 = s[0..4].parse().ok()?;
    let m: u32 = s[5..7].parse().ok()?;
    let d: u32 = s[8..10].parse().ok()?;
    if !(1900..=2100).contains(&y) || !(1..=12).contains(&m) || d == 0 {
        return None;
    }
    let day = days_from_civil(y, m, d);
    // An impossible day (02-30) lands in another month when converted back.
    (civil_from_days(day) == (y, m, d)).then_some(day)
}

pub fn format(day: i64) -> String {
    let (y, m, d) = civil_from_days(day);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Today's day number in China.
pub fn today(now: i64) -> i64 {
    (now + CST_OFFSET).div_euclid(DAY)
}

/// Unix seconds of 00:00 China time on `day`.
pub fn start_of(day: i64) -> i64 {
    day * DAY - CST_OFFSET
}

/// An Excel serial date (days since 1899-12-30, the 1900 date system) as a day number.
pub fn from_excel_serial(serial: f64) -> Option<i64> {
    let whole = serial.floor();
    (1.0..=80_000.0)
        .contains(&whole)
        .then(|| whole as i64 - 25_569)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_and_impossible_days_are_refused() {
        for s in ["1970-01-01", "2000-02-29", "2026-12-31", "2100-01-01"] {
            assert_eq!(parse(s).map(format).as_deref(), Some(s));
        }
        assert_eq!(parse("1970-01-02"), Some(1));
        for bad in [
            "2027-02-29",
            "2026-13-01",
            "2026-1-01",
            "2026/01/01",
            "abcd-ef-gh",
            "",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn today_is_the_chinese_calendar_day() {
        // 2026-03-01 16:00 UTC is already 03-02 in China.
        let t = start_of(parse("2026-03-02").unwrap_or(0));
        assert_eq!(format(today(t)), "2026-03-02");
        assert_eq!(format(today(t - 1)), "2026-03-01");
    }

    #[test]
    fn excel_serials_convert_to_calendar_days() {
        assert_eq!(
            from_excel_serial(46_023.0).map(format).as_deref(),
            Some("2026-01-01")
        );
        assert_eq!(
            from_excel_serial(46_023.75).map(format).as_deref(),
            Some("2026-01-01")
        );
        assert_eq!(from_excel_serial(-3.0), None);
    }
}
