//! Key figures over the ledger: the KPI cards with their period-over-period change, and the
//! money-over-time series in day, week or month buckets. The dashboard's figures are these too.

use super::ledger::{day_sql, where_, Days, Scope, LEDGER};
use super::query::Granularity;
use crate::http::envelope::ApiError;
use crate::rules::dates;
use rusqlite::{params_from_iter, Connection};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Sums of one period: money (fen), donations, distinct donors.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    pub amount: i64,
    pub count: i64,
    pub donors: i64,
}

impl Totals {
    /// The average donation in whole fen (half up), 0 without donations.
    pub fn average(&self) -> i64 {
        if self.count == 0 {
            0
        } else {
            (2 * self.amount + self.count) / (2 * self.count)
        }
    }
}

pub fn totals(conn: &Connection, scope: &Scope, days: Days) -> Result<Totals, ApiError> {
    let (w, args) = where_(scope, days);
    Ok(conn.query_row(
        &format!(
            "SELECT COALESCE(SUM(l.amount), 0), COUNT(*), COUNT(DISTINCT l.donor) FROM {LEDGER} WHERE {w}"
        ),
        params_from_iter(args.iter()),
        |r| {
            Ok(Totals {
                amount: r.get(0)?,
                count: r.get(1)?,
                donors: r.get(2)?,
            })
        },
    )?)
}

/// round((value − previous) / previous × 100, 1); `None` when there is nothing to compare with.
pub fn change_percent(value: i64, previous: i64) -> Option<f64> {
    (previous != 0).then(|| one_decimal((value - previous) as f64 * 100.0 / previous as f64))
}

/// A share of a whole in percent, one decimal; `None` when the whole is 0.
pub fn percent(part: i64, whole: i64) -> Option<f64> {
    (whole != 0).then(|| one_decimal(part as f64 * 100.0 / whole as f64))
}

fn one_decimal(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// The KPI cards: raised, donations, donors, average, each against the previous period.
pub fn kpis(conn: &Connection, scope: &Scope, days: Days) -> Result<Vec<Value>, ApiError> {
    let now = totals(conn, scope, days)?;
    let before = totals(conn, scope, days.previous())?;
    let card = |key: &str, label: &str, value: i64, previous: i64, unit: &str| {
        json!({"key": key, "label": label, "value": value, "previous": previous,
               "change_percent": change_percent(value, previous), "unit": unit})
    };
    Ok(vec![
        card("raised", "募款金额", now.amount, before.amount, "fen"),
        card("donations", "捐款笔数", now.count, before.count, "count"),
        card("donors", "捐赠人数", now.donors, before.donors, "count"),
        card(
            "average",
            "笔均金额",
            now.average(),
            before.average(),
            "fen",
        ),
    ])
}

/// The first day of the bucket holding `day`, not before `start`.
pub fn bucket_start(day: i64, start: i64, g: Granularity) -> i64 {
    let first = match g {
        Granularity::Day => day,
        // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before.
        Granularity::Week => day - (day + 3).rem_euclid(7),
        Granularity::Month => {
            let s = dates::format(day);
            let (y, m) = (
                s[0..4].parse().unwrap_or(1970),
                s[5..7].parse().unwrap_or(1),
            );
            dates::day_number(y, m, 1).unwrap_or(day)
        }
    };
    first.max(start)
}

fn label(day: i64, g: Granularity) -> String {
    let s = dates::format(day);
    match g {
        Granularity::Month => s[0..7].to_owned(),
        _ => s[5..10].to_owned(),
    }
}

/// Money and donations per bucket of `days`, every bucket listed (zeros too), oldest first.
pub fn series(
    conn: &Connection,
    scope: &Scope,
    days: Days,
    g: Granularity,
) -> Result<Vec<Value>, ApiError> {
    let mut buckets: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    let mut day = days.start;
    while day <= days.end {
        buckets.insert(bucket_start(day, days.start, g), (0, 0));
        day += 1;
    }
    let (w, args) = where_(scope, days);
    let d = day_sql("l.paid_at");
    let mut stmt = conn.prepare(&format!(
        "SELECT {d}, SUM(l.amount), COUNT(*) FROM {LEDGER} WHERE {w} GROUP BY {d}"
    ))?;
    let rows = stmt.query_map(params_from_iter(args.iter()), |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, i64>(2)?,
        ))
    })?;
    for row in rows {
        let (day, amount, count) = row?;
        let b = buckets
            .entry(bucket_start(day, days.start, g))
            .or_insert((0, 0));
        b.0 += amount;
        b.1 += count;
    }
    Ok(buckets
        .into_iter()
        .map(|(day, (amount, count))| {
            json!({"date": dates::format(day), "label": label(day, g), "amount_fen": amount, "count": count})
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> i64 {
        dates::parse(s).unwrap()
    }

    #[test]
    fn buckets_start_on_the_day_on_monday_or_on_the_first_of_the_month_within_the_range() {
        let start = day("2026-11-04"); // a Wednesday
        let cases = [
            ("2026-11-20", Granularity::Day, day("2026-11-20")),
            // 2026-11-20 is a Friday: its week began on Monday 11-16.
            ("2026-11-20", Granularity::Week, day("2026-11-16")),
            // The first week is cut at the range's start.
            ("2026-11-05", Granularity::Week, start),
            ("2026-12-31", Granularity::Month, day("2026-12-01")),
            ("2026-11-30", Granularity::Month, start),
        ];
        for (at, granularity, expected) in cases {
            assert_eq!(
                bucket_start(day(at), start, granularity),
                expected,
                "{at} by {granularity:?}"
            );
        }
    }

    #[test]
    fn changes_and_shares_are_one_decimal_and_none_without_a_base() {
        assert_eq!(change_percent(150, 100), Some(50.0));
        assert_eq!(change_percent(0, 3), Some(-100.0));
        assert_eq!(change_percent(1, 3), Some(-66.7));
        assert_eq!(change_percent(5, 0), None);
        assert_eq!(percent(1, 3), Some(33.3));
        assert_eq!(percent(1, 0), None);
        let t = Totals {
            amount: 1001,
            count: 2,
            donors: 2,
        };
        assert_eq!(t.average(), 501);
        assert_eq!(Totals::default().average(), 0);
    }
}
