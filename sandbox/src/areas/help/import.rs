//! Spreadsheet import of help cases: `.csv` (UTF-8 with or without BOM, or GBK/GB18030 as Excel
//! on Chinese Windows saves it; RFC 4180 quoting) and `.xlsx`
//! (first sheet) become a grid of text cells; the header row is matched by name; each data row
//! becomes a case form (labels turned into codes) for `form::validate`.

use super::{id_of, GENDERS, HELP_TYPES, PAY_METHODS, RELATIONS};
use crate::rules::dates;
use serde_json::{Map, Value};
use std::io::Cursor;

/// At most this many data rows per file.
pub const MAX_ROWS: usize = 500;

/// Template columns and the form field each fills, in template order.
pub const COLUMNS: [(&str, &str); 19] = [
    ("求助标题", "title"),
    ("求助类型", "help_type_id"),
    ("目标金额（元）", "target_amount"),
    ("截止日期", "deadline"),
    ("求助说明", "summary"),
    ("详细地址", "address"),
    ("发布人姓名", "publisher_name"),
    ("发布人手机号", "publisher_phone"),
    ("受助人姓名", "beneficiary_name"),
    ("受助人性别", "beneficiary_gender"),
    ("受助人年龄", "beneficiary_age"),
    ("受助人身份证号", "beneficiary_id_card"),
    ("与受助人关系", "relation"),
    ("证明人姓名", "witness_name"),
    ("证明人手机号", "witness_phone"),
    ("收款方式", "pay_method"),
    ("收款人", "payee_name"),
    ("开户银行", "payee_bank"),
    ("收款账号", "payee_account"),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
}

impl Format {
    /// The format of a file name by its extension.
    pub fn of(name: &str) -> Result<Self, String> {
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".csv") {
            Ok(Self::Csv)
        } else if lower.ends_with(".xlsx") {
            Ok(Self::Xlsx)
        } else {
            Err("仅支持 xlsx 或 csv 文件".into())
        }
    }
}

/// One data row: its spreadsheet row number (header = 1) and the form it fills.
#[derive(Debug, Clone)]
pub struct SheetRow {
    pub row: i64,
    pub body: Map<String, Value>,
}

/// Reads a file into data rows, checking the header and the row count.
pub fn read(bytes: &[u8], format: Format) -> Result<Vec<SheetRow>, String> {
    let grid = match format {
        Format::Csv => parse_csv(bytes)?,
        Format::Xlsx => parse_xlsx(bytes)?,
    };
    rows_of(grid)
}

/// The text of a CSV file. A byte-order mark names the encoding (UTF-8, or UTF-16 as Excel's
/// 「Unicode 文本」 and some exporters write). Without one: text that decodes as UTF-8 is taken as
/// UTF-8, since GBK Chinese practically never happens to be valid UTF-8; otherwise GB18030,
/// which covers GBK and GB2312 — what Excel on Chinese Windows writes for 「CSV（逗号分隔）」.
/// Bytes that are none of these are refused rather than imported as replacement characters.
pub fn csv_text(bytes: &[u8]) -> Result<String, String> {
    if let Some((encoding, bom)) = encoding_rs::Encoding::for_bom(bytes) {
        let (text, malformed) = encoding.decode_without_bom_handling(&bytes[bom..]);
        if malformed {
            return Err(UNKNOWN_ENCODING.into());
        }
        return Ok(text.into_owned());
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok(text.to_owned());
    }
    let (text, malformed) = encoding_rs::GB18030.decode_without_bom_handling(bytes);
    if malformed {
        return Err(UNKNOWN_ENCODING.into());
    }
    Ok(text.into_owned())
}

/// What a file in none of the encodings read is told: what was tried, and what to save as.
const UNKNOWN_ENCODING: &str = "无法识别 CSV 文件的编码（已尝试 UTF-8、UTF-16、GBK/GB18030）：请在 Excel 中另存为「CSV UTF-8」或「CSV（逗号分隔）」";

/// RFC 4180 CSV: fields separated by commas, rows by CRLF or LF; a quoted field may hold
/// commas, newlines and doubled quotes. The encoding is found by [`csv_text`].
pub fn parse_csv(bytes: &[u8]) -> Result<Vec<Vec<String>>, String> {
    let text = csv_text(bytes)?;
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.is_empty() => quoted = true,
            ',' => row.push(std::mem::take(&mut field)),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            _ => field.push(c),
        }
    }
    if quoted {
        return Err("CSV 文件格式错误：引号未闭合".into());
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    Ok(rows)
}

/// The first sheet of an `.xlsx` as text cells. Numbers that are whole are written without a
/// decimal point (phone numbers typed as numbers); date cells become `YYYY-MM-DD`.
pub fn parse_xlsx(bytes: &[u8]) -> Result<Vec<Vec<String>>, String> {
    use calamine::{Data, Reader, Xlsx};
    let unreadable = || "无法读取 xlsx 文件，请使用模板重新保存后上传".to_owned();
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|_| unreadable())?;
    let range = book
        .worksheet_range_at(0)
        .ok_or_else(|| "文件中没有数据".to_owned())?
        .map_err(|_| unreadable())?;
    // Rows are counted from A1, so row numbers match what the user sees even when the sheet's
    // used range starts lower.
    let top = range.start().map_or(0, |(r, _)| r as usize);
    let left = range.start().map_or(0, |(_, c)| c as usize);
    let mut grid: Vec<Vec<String>> = vec![Vec::new(); top];
    for r in range.rows() {
        let mut row = vec![String::new(); left];
        row.extend(r.iter().map(|cell| {
            match cell {
                Data::Empty => String::new(),
                Data::String(s) => s.clone(),
                Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
                Data::Float(f) => f.to_string(),
                Data::Int(i) => i.to_string(),
                Data::Bool(b) => b.to_string(),
                Data::DateTime(d) => dates::from_excel_serial(d.as_f64())
                    .map(dates::format)
                    .unwrap_or_default(),
                Data::DateTimeIso(s) => s.chars().take(10).collect(),
                Data::DurationIso(s) => s.clone(),
                Data::Error(_) => String::new(),
            }
        }));
        grid.push(row);
    }
    Ok(grid)
}

/// Half-width brackets count as the template's full-width ones; surrounding blanks are ignored.
fn header_key(s: &str) -> String {
    s.trim().replace('(', "（").replace(')', "）")
}

/// Matches the header (first row) by name and turns every non-blank row below into a form.
pub fn rows_of(grid: Vec<Vec<String>>) -> Result<Vec<SheetRow>, String> {
    let mut lines = grid.into_iter().enumerate();
    let header: Vec<String> = loop {
        match lines.next() {
            // Blank lines above the header are skipped; the header is the first non-blank row.
            Some((_, row)) if row.iter().all(|c| c.trim().is_empty()) => continue,
            Some((_, row)) => break row.iter().map(|c| header_key(c)).collect(),
            None => return Err("文件中没有数据".into()),
        }
    };
    let mut positions = Vec::with_capacity(COLUMNS.len());
    let mut missing = Vec::new();
    for (name, field) in COLUMNS {
        match header.iter().position(|h| h == name) {
            Some(i) => positions.push((i, field)),
            None => missing.push(format!("「{name}」")),
        }
    }
    if !missing.is_empty() {
        return Err(format!("表头与模板不一致：缺少{}", missing.join("、")));
    }
    let mut out = Vec::new();
    for (i, row) in lines {
        if row.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        if out.len() == MAX_ROWS {
            return Err(format!("每次最多导入{MAX_ROWS}行"));
        }
        let cell = |idx: usize| row.get(idx).map_or("", |s| s.trim());
        let mut body = Map::new();
        for &(idx, field) in &positions {
            body.insert(field.to_owned(), cell_value(field, cell(idx)));
        }
        out.push(SheetRow {
            row: i as i64 + 1,
            body,
        });
    }
    if out.is_empty() {
        return Err("文件中没有数据".into());
    }
    Ok(out)
}

/// A cell as the form value: labels become codes; an unknown label stays as text so the
/// form's own rule reports it; a 5-digit number in the date column is an Excel serial date.
fn cell_value(field: &str, cell: &str) -> Value {
    let table = match field {
        "help_type_id" => Some(&HELP_TYPES[..]),
        "beneficiary_gender" => Some(&GENDERS[..]),
        "relation" => Some(&RELATIONS[..]),
        "pay_method" => Some(&PAY_METHODS[..]),
        _ => None,
    };
    if let Some(table) = table {
        return id_of(table, cell).map_or_else(|| Value::String(cell.to_owned()), Value::from);
    }
    if field == "deadline" && cell.len() == 5 && cell.bytes().all(|b| b.is_ascii_digit()) {
        if let Some(day) = cell.parse().ok().and_then(dates::from_excel_serial) {
            return Value::String(dates::format(day));
        }
    }
    if field == "deadline" {
        // 2026/5/1 and 2026-5-1 as people type them.
        let parts: Vec<&str> = cell.split(['-', '/', '.']).collect();
        if let [y, m, d] = parts.as_slice() {
            if let (Ok(y), Ok(m), Ok(d)) = (y.parse::<i64>(), m.parse::<u32>(), d.parse::<u32>()) {
                return Value::String(format!("{y:04}-{m:02}-{d:02}"));
            }
        }
    }
    Value::String(cell.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> String {
        COLUMNS.map(|(n, _)| n).join(",")
    }

    #[test]
    fn quoted_csv_fields_keep_commas_quotes_and_newlines() {
        let csv = "\u{feff}a,\"b,1\",\"say \"\"hi\"\"\"\r\n\"line1\nline2\",,x\n";
        let grid = parse_csv(csv.as_bytes()).unwrap_or_default();
        assert_eq!(
            grid,
            vec![
                vec!["a", "b,1", "say \"hi\""],
                vec!["line1\nline2", "", "x"]
            ]
        );
        assert!(parse_csv(b"\"open").is_err());
    }

    #[test]
    fn the_header_is_matched_by_name_in_any_order_and_labels_become_codes() {
        let mut cols: Vec<&str> = COLUMNS.iter().map(|(n, _)| *n).collect();
        cols.reverse();
        cols.push("备注");
        let mut cells: Vec<&str> = vec![""; cols.len()];
        let set = |cells: &mut Vec<&str>, name: &str, v: &'static str| {
            if let Some(i) = cols.iter().position(|c| *c == name) {
                cells[i] = v;
            }
        };
        set(&mut cells, "求助类型", "助学帮困");
        set(&mut cells, "受助人性别", "女");
        set(&mut cells, "收款方式", "支付宝");
        set(&mut cells, "截止日期", "2026/5/1");
        set(&mut cells, "与受助人关系", "表亲");
        let grid = vec![
            cols.iter().map(|s| s.to_string()).collect(),
            vec![String::new(); 3],
            cells.iter().map(|s| s.to_string()).collect(),
        ];
        let rows = rows_of(grid).unwrap_or_default();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].row, 3, "blank rows keep the numbering");
        let b = &rows[0].body;
        assert_eq!(b["help_type_id"], 2);
        assert_eq!(b["beneficiary_gender"], 2);
        assert_eq!(b["pay_method"], 2);
        assert_eq!(b["deadline"], "2026-05-01");
        assert_eq!(
            b["relation"], "表亲",
            "an unknown label is left for the form rule"
        );
    }

    #[test]
    fn a_missing_column_no_data_or_too_many_rows_are_refused() {
        let without = header().replace("证明人手机号,", "").replace("收款人,", "");
        assert_eq!(
            rows_of(parse_csv(without.as_bytes()).unwrap_or_default())
                .err()
                .as_deref(),
            Some("表头与模板不一致：缺少「证明人手机号」、「收款人」")
        );
        assert_eq!(
            rows_of(parse_csv(header().as_bytes()).unwrap_or_default())
                .err()
                .as_deref(),
            Some("文件中没有数据")
        );
        let many = format!("{}\n{}", header(), "标题\n".repeat(MAX_ROWS + 1));
        assert_eq!(
            rows_of(parse_csv(many.as_bytes()).unwrap_or_default())
                .err()
                .as_deref(),
            Some("每次最多导入500行")
        );
        let half_width = header().replace("目标金额（元）", "目标金额(元)");
        let ok = format!("{half_width}\nx");
        assert!(rows_of(parse_csv(ok.as_bytes()).unwrap_or_default()).is_ok());
    }

    #[test]
    fn a_csv_saved_by_excel_in_gbk_or_gb18030_reads_the_same_as_its_utf8_copy() {
        let utf8 = format!("{}\r\n\"助学，王小明\",大病救助,5000.00\r\n", header());
        for encoding in [encoding_rs::GBK, encoding_rs::GB18030] {
            let (bytes, _, unmappable) = encoding.encode(&utf8);
            assert!(!unmappable);
            assert!(
                std::str::from_utf8(&bytes).is_err(),
                "the test file really is not UTF-8"
            );
            assert_eq!(
                parse_csv(&bytes).unwrap(),
                parse_csv(utf8.as_bytes()).unwrap()
            );
        }
        // A character outside GBK (a rare-name character, U+2A6A5) needs GB18030's four bytes.
        let rare = "姓名\r\n\u{2A6A5}\r\n";
        let (bytes, _, unmappable) = encoding_rs::GB18030.encode(rare);
        assert!(!unmappable);
        assert_eq!(parse_csv(&bytes).unwrap()[1], vec!["\u{2A6A5}".to_owned()]);
    }

    #[test]
    fn a_utf8_csv_with_or_without_bom_is_read_as_utf8() {
        let text = "求助标题\r\n助学\r\n";
        let with_bom = [b"\xEF\xBB\xBF".as_slice(), text.as_bytes()].concat();
        assert_eq!(
            parse_csv(&with_bom).unwrap(),
            parse_csv(text.as_bytes()).unwrap()
        );
        assert_eq!(
            parse_csv(text.as_bytes()).unwrap()[1],
            vec!["助学".to_owned()]
        );
    }

    #[test]
    fn a_csv_in_utf16_with_its_byte_order_mark_reads_the_same_as_its_utf8_copy() {
        let text = "求助标题,目标金额（元）\r\n\"助学，王小明\",5000.00\r\n";
        let utf16 = |little: bool| -> Vec<u8> {
            let mut out = if little {
                vec![0xFF, 0xFE]
            } else {
                vec![0xFE, 0xFF]
            };
            for unit in text.encode_utf16() {
                out.extend(if little {
                    unit.to_le_bytes()
                } else {
                    unit.to_be_bytes()
                });
            }
            out
        };
        for little in [true, false] {
            assert_eq!(
                parse_csv(&utf16(little)).unwrap(),
                parse_csv(text.as_bytes()).unwrap()
            );
        }
        // A lone surrogate after a UTF-16 mark is refused, not read as replacement characters.
        assert!(parse_csv(&[0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]).is_err());
    }

    #[test]
    fn bytes_that_are_in_no_encoding_read_are_refused_with_the_encodings_named() {
        // 0x81 0x20: a GB18030 lead byte followed by a byte no trail may be.
        let err = parse_csv(b"\x81\x20,abc\r\n").unwrap_err();
        assert!(
            err.contains("UTF-8") && err.contains("UTF-16") && err.contains("GBK"),
            "{err}"
        );
    }

    #[test]
    fn only_csv_and_xlsx_are_accepted() {
        assert_eq!(Format::of("a.CSV"), Ok(Format::Csv));
        assert_eq!(Format::of("a.xlsx"), Ok(Format::Xlsx));
        assert!(Format::of("a.xls").is_err() && Format::of("a.txt").is_err());
        assert!(parse_xlsx(b"not a zip").is_err());
    }
}
