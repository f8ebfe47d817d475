//! Writes rows into an .xlsx file in rust_xlsxwriter's constant-memory mode: each row goes to a
//! temporary file as it is written, so memory stays flat however many rows come. Runs on a
//! blocking thread and takes pages from a bounded channel, so at most a couple of pages are
//! ever held in memory.

use std::path::PathBuf;

use rust_xlsxwriter::{Format, Workbook, Worksheet, XlsxError};
use serde_json::Value;
use tokio::sync::mpsc::Receiver;

use super::sheets::{Column, Sheet, Show};
use crate::regions;
use orgcenter_core::china_time;

/// Excel's row limit, less the header.
pub const MAX_ROWS: u32 = 1_048_575;

/// One page of rows from the platform; the first page of a sheet with answer columns names
/// them, `(field, header)` in order.
#[derive(Debug, Default)]
pub struct Page {
    pub rows: Vec<Value>,
    pub columns: Vec<(String, String)>,
}

/// Width of an answer column.
const ANSWER_WIDTH: f64 = 18.0;

/// Writes the header and every page received, then saves to `path`. Returns the row count.
pub fn write(
    sheet: &'static Sheet,
    mut pages: Receiver<Page>,
    path: PathBuf,
) -> Result<u32, XlsxError> {
    let mut workbook = Workbook::new();
    let formats = Formats {
        bold: Format::new().set_bold(),
        // Thousands separators, as every screen prints amounts (¥318,796.79).
        money: Format::new().set_num_format("#,##0.00"),
    };
    // One worksheet per part, or the sheet's one: `(table key, title, columns)`.
    let targets: Vec<(&str, &str, Vec<Column>)> = if sheet.parts.is_empty() {
        vec![("", sheet.title, sheet.columns())]
    } else {
        sheet
            .parts
            .iter()
            .map(|p| (p.key, p.title, p.columns()))
            .collect()
    };
    for (_, title, columns) in &targets {
        let ws = workbook.add_worksheet_with_constant_memory()?;
        ws.set_name(*title)?;
        for (c, column) in columns.iter().enumerate() {
            let c = c as u16;
            ws.set_column_width(c, column.width)?;
            ws.write_string_with_format(0, c, column.header, &formats.bold)?;
        }
    }
    let mut rows = vec![0_u32; targets.len()];
    let fixed = sheet.columns().len() as u16;
    let mut answers: Vec<String> = Vec::new();
    while let Some(page) = pages.blocking_recv() {
        // The answer columns' headers complete row 0 before any data row is written (rows go
        // to disk in order).
        if rows[0] == 0 && answers.is_empty() && sheet.answer_columns.is_some() {
            let ws = workbook.worksheet_from_index(0)?;
            for (i, (field, header)) in page.columns.iter().enumerate() {
                let c = fixed + i as u16;
                ws.set_column_width(c, ANSWER_WIDTH)?;
                ws.write_string_with_format(0, c, super::cell::fit(header.clone()), &formats.bold)?;
                answers.push(field.clone());
            }
        }
        for item in &page.rows {
            // A row of a part goes to its worksheet; a table no part names is left out.
            let t = if sheet.parts.is_empty() {
                0
            } else {
                let table = item.get("table").and_then(Value::as_str).unwrap_or("");
                match targets.iter().position(|(key, _, _)| *key == table) {
                    Some(t) => t,
                    None => continue,
                }
            };
            if rows[t] >= MAX_ROWS {
                return Err(XlsxError::RowColumnLimitError);
            }
            rows[t] += 1;
            let ws = workbook.worksheet_from_index(t)?;
            write_row(ws, rows[t], &targets[t].2, item, &formats)?;
            for (i, field) in answers.iter().enumerate() {
                let value = item.get(field).unwrap_or(&Value::Null);
                ws.write_string(rows[t], fixed + i as u16, text(value))?;
            }
        }
    }
    workbook.save(&path)?;
    Ok(rows.iter().sum())
}

struct Formats {
    bold: Format,
    money: Format,
}

/// One data row: each column's value shown as the column says.
fn write_row(
    ws: &mut Worksheet,
    row: u32,
    columns: &[Column],
    item: &Value,
    formats: &Formats,
) -> Result<(), XlsxError> {
    for (c, column) in columns.iter().enumerate() {
        let c = c as u16;
        let value = item.get(column.field).unwrap_or(&Value::Null);
        match column.show {
            Show::Number => match value.as_f64() {
                Some(n) => ws.write_number(row, c, n).map(|_| ())?,
                None => ws.write_string(row, c, text(value)).map(|_| ())?,
            },
            Show::Money => match text(value).parse::<f64>() {
                Ok(n) => ws
                    .write_number_with_format(row, c, n, &formats.money)
                    .map(|_| ())?,
                Err(_) => ws.write_string(row, c, text(value)).map(|_| ())?,
            },
            Show::YesNo => ws.write_string(row, c, yes_no(value)).map(|_| ())?,
            Show::Region => ws
                .write_string(row, c, regions::display(&text(value)))
                .map(|_| ())?,
            Show::Time => ws.write_string(row, c, china_time(value)).map(|_| ())?,
            Show::Text => ws.write_string(row, c, text(value)).map(|_| ())?,
        }
    }
    Ok(())
}

/// A value as a cell's text, cut to what a cell holds (`cell::fit`).
fn text(v: &Value) -> String {
    super::cell::fit(match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    })
}

/// 1, true, "1" → 是; anything else → 否.
pub fn yes_no(v: &Value) -> &'static str {
    let yes = match v {
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_i64() == Some(1),
        Value::String(s) => s.trim() == "1" || s.trim() == "true",
        _ => false,
    };
    if yes {
        "是"
    } else {
        "否"
    }
}

/// 10-digit seconds as `yyyy-mm-dd hh:mm:ss` in China Standard Time (spec §9); other values as text.
pub fn china_time(v: &Value) -> String {
    let secs = match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    };
    secs.filter(|s| *s > 0)
        .and_then(china_time::date_time)
        .unwrap_or_else(|| text(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn need_bill_is_shown_as_yes_or_no() {
        assert_eq!(yes_no(&json!(1)), "是");
        assert_eq!(yes_no(&json!("1")), "是");
        assert_eq!(yes_no(&json!(true)), "是");
        for no in [json!(0), json!("0"), json!(null), json!(false)] {
            assert_eq!(yes_no(&no), "否");
        }
    }

    #[test]
    fn a_cell_over_excels_limit_is_cut_with_a_mark_and_the_workbook_is_still_written() {
        use calamine::{open_workbook, Data, Reader, Xlsx};
        let sheet = super::super::sheets::find("sale").expect("the sale sheet");
        let (tx, rx) = tokio::sync::mpsc::channel(1);
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("sale.xlsx");
        let long = "票".repeat(40_000);
        let row = json!({"order_no": "SP1", "goods_title": "蜂蜜", "bill_title": long});
        tx.blocking_send(Page {
            rows: vec![row],
            columns: Vec::new(),
        })
        .expect("the page goes");
        drop(tx);
        assert_eq!(write(sheet, rx, path.clone()).expect("written"), 1);
        let mut book: Xlsx<_> = open_workbook(&path).expect("an .xlsx file");
        let range = book.worksheet_range("义卖订单").expect("the sheet");
        let cut = range
            .rows()
            .nth(1)
            .into_iter()
            .flatten()
            .find_map(|c| match c {
                Data::String(s) if s.starts_with('票') => Some(s.clone()),
                _ => None,
            })
            .expect("the bill title's cell");
        assert!(cut.ends_with(super::super::cell::CUT_MARK));
        assert!(cut.encode_utf16().count() <= super::super::cell::MAX_CELL_UTF16);
        assert_eq!(
            range.rows().nth(1).map(|r| r[0].to_string()),
            Some("SP1".into())
        );
    }

    #[test]
    fn seconds_print_in_china_standard_time() {
        assert_eq!(china_time(&json!(1_767_323_045)), "2026-01-02 11:04:05");
        assert_eq!(china_time(&json!("")), "");
    }
}
