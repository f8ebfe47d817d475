//! Calendar days in China Standard Time (UTC+8): deadlines are dates, list filters are
//! inclusive date ranges, and "today" is the Chinese today whatever the server's zone.

pub const MINUTE: i64 = 60;
pub const HOUR: i64 = 60 * MINUTE;
pub const DAY: i64 = 24 * HOUR;
use time::{Date, Month};

const CST_OFFSET: i64 = 8 * HOUR;

/// Julian day number of 1970-01-01: day numbers here count from the Unix epoch.
const UNIX_EPOCH_JULIAN: i64 = 2_440_588;

/// The day number of a calendar date; `None` for a date that does not exist (02-30).
pub fn day_number(y: i32, m: u8, d: u8) -> Option<i64> {
    let month = Month::try_from(m).ok()?;
    let date = Date::from_calendar_date(y, month, d).ok()?;
    Some(i64::from(date.to_julian_day()) - UNIX_EPOCH_JULIAN)
}

fn date_of(day: i64) -> Option<Date> {
    Date::from_julian_day(i32::try_from(day + UNIX_EPOCH_JULIAN).ok()?).ok()
}

/// A `YYYY-MM-DD` date that exists in the calendar, any four-digit year.
pub fn parse_any(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10
        || b[4] != b'-'
        || b[7] != b'-'
        || !digits(0..4)
        || !digits(5..7)
        || !digits(8..10)
    {
        return None;
    }
    day_number(
        s[0..4].parse().ok()?,
        s[5..7].parse().ok()?,
        s[8..10].parse().ok()?,
    )
}

/// A `YYYY-MM-DD` date (1900–2100, existing in the calendar) as a day number.
pub fn parse(s: &str) -> Option<i64> {
    parse_any(s).filter(|_| (1900..=2100).contains(&s[0..4].parse::<i32>().unwrap_or(0)))
}

pub fn format(day: i64) -> String {
    date_of(day).map_or_else(String::new, |d| {
        format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
    })
}

/// Unix seconds as China time `YYYY-MM-DD HH:MM` (as every display shows it).
pub fn format_time(secs: i64) -> String {
    let day = today(secs);
    let minutes = (secs - start_of(day)) / 60;
    format!("{} {:02}:{:02}", format(day), minutes / 60, minutes % 60)
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
    fn civil_dates_convert_to_the_right_unix_day() {
        assert_eq!(day_number(1970, 1, 1), Some(0));
        assert_eq!(day_number(2000, 3, 1), Some(11_017));
        assert_eq!(day_number(2016, 3, 18), Some(16_878));
        assert_eq!(day_number(2026, 2, 30), None);
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
