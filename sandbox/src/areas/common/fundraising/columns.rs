//! A fundraising project's form as stored: the form's columns, a draft without a target as 0
//! (the column is NOT NULL), and the fundraising window in seconds beside its days (what the
//! foundation's lists and the automatic end read).

use crate::areas::common::form_rows::Columns;
use crate::rules::dates;
use rusqlite::types::Value as Sql;

/// What a change request to a running fundraising project (/SJ, /SJM) may change after its
/// title, with the labels the diff shows: its texts, pictures, window and target…
pub const CHANGEABLE_STORY: [(&str, &str); 6] = [
    ("summary", "项目简介"),
    ("description", "项目详情"),
    ("cover", "封面图"),
    ("images", "项目图片"),
    ("fund_end", "募款结束日期"),
    ("target_amount", "目标金额（元）"),
];

/// …and, last, who leads it.
pub const CHANGEABLE_LEAD: [(&str, &str); 2] =
    [("lead_name", "项目负责人"), ("lead_phone", "负责人手机号")];

/// The window's first and last second from the form's `YYYY-MM-DD` days (0 when a draft has
/// none).
fn window(values: &[(&'static str, Sql)]) -> (i64, i64) {
    let day = |col: &str| {
        values
            .iter()
            .find(|(c, _)| *c == col)
            .and_then(|(_, v)| match v {
                Sql::Text(t) => dates::parse(t),
                _ => None,
            })
    };
    (
        day("fund_start").map_or(0, dates::start_of),
        day("fund_end").map_or(0, |d| dates::start_of(d + 1) - 1),
    )
}

/// The form's `values` as stored, with `start_date` and `end_date`.
pub fn stored(values: &[(&'static str, Sql)]) -> Columns {
    let (start, end) = window(values);
    let mut columns: Columns = values
        .iter()
        .map(|(c, v)| match (c, v) {
            (&"target_fen", Sql::Null) => (*c, Sql::Integer(0)),
            (_, v) => (*c, v.clone()),
        })
        .collect();
    columns.extend([("start_date", start.into()), ("end_date", end.into())]);
    columns
}
