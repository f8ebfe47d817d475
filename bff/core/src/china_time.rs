//! China Standard Time, named once. Exports print times and upload keys are filed by day in the
//! zone the product's users and data live in (Asia/Shanghai: UTC+8, no daylight saving since
//! 1991), whatever the server's own zone; the calendar maths is the `time` crate's.

use time::{macros::offset, OffsetDateTime, UtcOffset};

/// Asia/Shanghai's offset from UTC.
pub const CHINA: UtcOffset = offset!(+8);

/// The moment of Unix `secs`, in China; `None` outside the years -9999..=9999.
pub fn in_china(secs: i64) -> Option<OffsetDateTime> {
    OffsetDateTime::from_unix_timestamp(secs)
        .ok()
        .map(|t| t.to_offset(CHINA))
}

/// `yyyy-mm-dd hh:mm:ss` in China (spec §9).
pub fn date_time(secs: i64) -> Option<String> {
    in_china(secs).map(|t| date_and_time(t, ' '))
}

/// `yyyymmdd`: the China calendar day of `secs`.
pub fn compact_day(secs: i64) -> Option<String> {
    in_china(secs).map(|t| format!("{:04}{:02}{:02}", t.year(), u8::from(t.month()), t.day()))
}

/// `yyyy-mm-dd`: the China calendar day `days` after the one of `secs`.
pub fn day_after(secs: i64, days: i64) -> Option<String> {
    let t = in_china(secs)?.checked_add(time::Duration::seconds(days.checked_mul(86_400)?))?;
    Some(format!(
        "{:04}-{:02}-{:02}",
        t.year(),
        u8::from(t.month()),
        t.day()
    ))
}

/// `2026-01-02T03:04:05.000Z`: the moment in UTC, as OSS policies want it.
pub fn iso8601_utc(secs: i64) -> Option<String> {
    OffsetDateTime::from_unix_timestamp(secs)
        .ok()
        .map(|t| format!("{}.000Z", date_and_time(t, 'T')))
}

/// `yyyy-mm-dd{between}hh:mm:ss` as `t` reads in its own offset.
fn date_and_time(t: OffsetDateTime, between: char) -> String {
    format!(
        "{:04}-{:02}-{:02}{between}{:02}:{:02}:{:02}",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moment_prints_as_its_china_date_and_time() {
        // 2026-01-02T03:04:05Z
        assert_eq!(
            date_time(1_767_323_045).as_deref(),
            Some("2026-01-02 11:04:05")
        );
        assert_eq!(date_time(0).as_deref(), Some("1970-01-01 08:00:00"));
    }

    #[test]
    fn the_china_day_begins_at_16_00_utc() {
        // 2026-01-01T16:00Z is 2026-01-02 00:00 in China; one second earlier is still 01-01.
        assert_eq!(compact_day(1_767_283_200).as_deref(), Some("20260102"));
        assert_eq!(compact_day(1_767_283_199).as_deref(), Some("20260101"));
        assert_eq!(day_after(1_767_283_200, 59).as_deref(), Some("2026-03-02"));
        assert_eq!(day_after(1_767_283_199, -1).as_deref(), Some("2025-12-31"));
    }

    #[test]
    fn leap_days_and_days_before_1970_are_calendar_days() {
        // 2000-02-29 12:00 China time, and 1969-12-31 12:00 China time.
        assert_eq!(compact_day(951_796_800).as_deref(), Some("20000229"));
        assert_eq!(compact_day(-72_000).as_deref(), Some("19691231"));
    }

    #[test]
    fn utc_moments_print_as_iso_8601() {
        assert_eq!(
            iso8601_utc(1_767_323_045).as_deref(),
            Some("2026-01-02T03:04:05.000Z")
        );
    }

    #[test]
    fn a_moment_beyond_the_calendar_is_none_not_a_panic() {
        assert_eq!(date_time(i64::MAX), None);
        assert_eq!(compact_day(i64::MIN), None);
        assert_eq!(day_after(0, i64::MAX / 86_400), None);
    }
}
