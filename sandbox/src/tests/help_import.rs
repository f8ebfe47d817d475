//! Spreadsheet import: a 20-row file (csv and xlsx) with 3 bad rows stages 20 rows with errors
//! on exactly those 3, imports 17 cases in 待认领, and refuses a second submission; header and
//! file-location errors.

use super::calls::Step;
use super::help_fixtures::{day, enc, sz};
use super::{assert_code, spawn_logged_in, TestApp, TestService};
use crate::areas::help::import::COLUMNS;
use crate::rules::id_card::id_check_char;
use serde_json::{json, Value};

/// Spreadsheet rows 6, 11 and 17 (data rows 5, 10, 16) are bad.
const BAD_ROWS: [i64; 3] = [6, 11, 17];

/// The 19 template cells of data row `n` (1-based), bad on the rows above.
fn row(n: usize) -> Vec<String> {
    let first17 = format!("330106{}{:03}", 20_100_101 + n as u64, 100 + n * 2 + 1);
    let id = format!("{first17}{}", id_check_char(&first17).unwrap_or('0'));
    let data_row = n as i64 + 1;
    let mut cells = vec![
        format!("导入求助第{n}号"),
        "大病救助".into(),
        format!("{}", 10_000 + n * 100),
        day(60),
        "患儿确诊重症需要长期治疗，家庭无力承担高额医疗费用，恳请帮助。".into(),
        "浙江省杭州市西湖区文三路100号".into(),
        "王建国".into(),
        "13800138000".into(),
        format!("受助人{n}"),
        "男".into(),
        "15".into(),
        id,
        "家属".into(),
        "李医生".into(),
        "13900139000".into(),
        "银行卡".into(),
        "王建国".into(),
        "中国工商银行".into(),
        "6222020200112233445".into(),
    ];
    match data_row {
        6 => cells[11] = "330106201001010011".into(),
        11 => cells[14] = String::new(),
        17 => cells[1] = "重病救助".into(),
        _ => {}
    }
    cells
}

fn header() -> Vec<String> {
    COLUMNS.iter().map(|(n, _)| n.to_string()).collect()
}

fn csv_of(rows: &[Vec<String>]) -> Vec<u8> {
    let quote = |c: &String| format!("\"{}\"", c.replace('"', "\"\""));
    let mut out = "\u{feff}".to_owned();
    for r in rows {
        out.push_str(&r.iter().map(quote).collect::<Vec<_>>().join(","));
        out.push_str("\r\n");
    }
    out.into_bytes()
}

fn xlsx_of(rows: &[Vec<String>]) -> Vec<u8> {
    use rust_xlsxwriter::{ExcelDateTime, Format, Workbook};
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let date = Format::new().set_num_format("yyyy-mm-dd");
    for (r, cells) in rows.iter().enumerate() {
        for (c, v) in cells.iter().enumerate() {
            let (r, c) = (r as u32, c as u16);
            // Numbers and dates as Excel stores them when typed in.
            let written = if r > 0 && (c == 2 || c == 10) {
                v.parse::<f64>()
                    .map(|n| ws.write_number(r, c, n).map(|_| ()))
                    .ok()
            } else if r > 0 && c == 3 {
                ExcelDateTime::parse_from_str(v)
                    .ok()
                    .map(|d| ws.write_datetime_with_format(r, c, &d, &date).map(|_| ()))
            } else {
                None
            };
            if written.is_none() {
                ws.write_string(r, c, v).expect("cell");
            }
        }
    }
    wb.save_to_buffer().expect("xlsx")
}

fn twenty_rows() -> Vec<Vec<String>> {
    let mut rows = vec![header()];
    rows.extend((1..=20).map(row));
    rows
}

impl<S: TestService> TestApp<S> {
    /// Stores `bytes` as an uploaded document under `key` and returns its URL.
    async fn upload(&self, key: &str, bytes: Vec<u8>) -> String {
        let path = self.state.objects.path_of("orgcenter-files", key);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("dir");
        }
        std::fs::write(&path, bytes).expect("write");
        let k = key.to_owned();
        self.sql(move |c| {
            c.execute(
                "INSERT OR REPLACE INTO oss_objects (bucket, key, content_type, size, created_at) VALUES ('orgcenter-files', ?1, 'application/octet-stream', 1, 0)",
                [k],
            )
        })
        .await;
        format!("/sandbox-files/oss/orgcenter-files/{key}")
    }

    async fn stage(&self, url: &str, token: &str) -> Value {
        self.get(
            &format!(
                "{}?file={}&pageSize=100",
                sz("import_help_project_list"),
                enc(url)
            ),
            Some(token),
        )
        .await
    }
}

async fn twenty_rows_import_seventeen(file_name: &str, bytes: Vec<u8>) {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let org_id = app.org_of("demo_org").await;
    let url = app
        .upload(&format!("files/{org_id}/{file_name}"), bytes)
        .await;
    let staged = app.stage(&url, &org).await;
    assert_code(&staged, 200, "获取成功");
    let batch = &staged["data"]["batch"];
    assert_eq!(
        (
            batch["total"].clone(),
            batch["valid"].clone(),
            batch["invalid"].clone()
        ),
        (json!(20), json!(17), json!(3)),
        "{batch}"
    );
    assert_eq!(batch["status"], 1);
    let rows = staged["data"]["list"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(rows.len(), 20);
    let bad: Vec<i64> = rows
        .iter()
        .filter(|r| r["valid"] == false)
        .filter_map(|r| r["row"].as_i64())
        .collect();
    assert_eq!(bad, BAD_ROWS);
    let errors = |n: i64| {
        rows.iter()
            .find(|r| r["row"] == n)
            .map(|r| r["errors"].clone())
            .unwrap_or_default()
    };
    assert_eq!(errors(6), json!(["受助人身份证号不正确"]));
    assert_eq!(errors(11), json!(["请填写证明人手机号"]));
    assert_eq!(errors(17), json!(["请选择求助类型"]));
    assert_eq!(errors(2), json!([]));
    assert_eq!(rows[0]["data"]["target_amount"], "10100", "{}", rows[0]);
    let again = app.stage(&url, &org).await;
    assert_eq!(
        again["data"]["batch"]["id"], batch["id"],
        "the same file answers the same batch"
    );
    let only_bad = app
        .get(
            &format!(
                "{}?batch_id={}&valid=0",
                sz("import_help_project_list"),
                batch["id"]
            ),
            Some(&org),
        )
        .await;
    assert_eq!(only_bad["data"]["total"], 3);

    let before = app.get(&sz("help_project_list?status=1"), Some(&org)).await["data"]["total"]
        .as_i64()
        .unwrap_or(0);
    let submit = format!(
        "{}?batch_id={}",
        sz("import_help_project_submit"),
        batch["id"]
    );
    let done = app.get(&submit, Some(&org)).await;
    assert_code(&done, 200, "成功导入17条，3条有误未导入");
    assert_eq!(done["data"]["imported"], 17);
    assert_eq!(done["data"]["ids"].as_array().map(Vec::len), Some(17));
    let after = app.get(&sz("help_project_list?status=1"), Some(&org)).await["data"]["total"]
        .as_i64()
        .unwrap_or(0);
    assert_eq!(after - before, 17, "17 new cases in 待认领");
    let bad_titles: Vec<String> = BAD_ROWS
        .iter()
        .map(|r| format!("导入求助第{}号", r - 1))
        .collect();
    let stored: i64 = app
        .sql(move |c| {
            c.query_row(
                "SELECT COUNT(*) FROM help_cases WHERE title IN (?1, ?2, ?3)",
                rusqlite::params![bad_titles[0], bad_titles[1], bad_titles[2]],
                |r| r.get(0),
            )
        })
        .await;
    assert_eq!(stored, 0, "no case for the bad rows");
    app.get_expect(&submit, &org, 400, "该批次已导入").await;
    assert_eq!(
        app.get(&sz("help_project_list?status=1"), Some(&org)).await["data"]["total"].as_i64(),
        Some(after)
    );
    let delete = app
        .post(
            &sz("import_help_project_delete"),
            json!({"batch_id": batch["id"]}),
            Some(&org),
        )
        .await;
    assert_code(&delete, 400, "该批次已导入，不能删除");
}

#[actix_web::test]
async fn a_twenty_row_csv_with_three_bad_rows_imports_seventeen_cases_once() {
    twenty_rows_import_seventeen("cases.csv", csv_of(&twenty_rows())).await;
}

#[actix_web::test]
async fn a_twenty_row_csv_saved_by_excel_in_gbk_imports_seventeen_cases_once() {
    // Excel on Chinese Windows saves 「CSV（逗号分隔）」 in GBK, without a BOM.
    let utf8 = csv_of(&twenty_rows());
    let text = std::str::from_utf8(&utf8[3..]).unwrap();
    let (gbk, _, unmappable) = encoding_rs::GBK.encode(text);
    assert!(!unmappable, "the test rows are all in GBK");
    twenty_rows_import_seventeen("cases.csv", gbk.into_owned()).await;
}

#[actix_web::test]
async fn a_twenty_row_xlsx_with_three_bad_rows_imports_seventeen_cases_once() {
    twenty_rows_import_seventeen("cases.xlsx", xlsx_of(&twenty_rows())).await;
}

#[actix_web::test]
async fn a_header_missing_a_column_and_files_that_are_not_the_callers_are_refused() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let org_id = app.org_of("demo_org").await;
    let micro_id = app.org_of("demo_micro").await;
    let mut rows = twenty_rows();
    for r in &mut rows {
        r.remove(14);
    }
    for (name, bytes) in [("short.csv", csv_of(&rows)), ("short.xlsx", xlsx_of(&rows))] {
        let url = app.upload(&format!("files/{org_id}/{name}"), bytes).await;
        assert_code(
            &app.stage(&url, &org).await,
            400,
            "表头与模板不一致：缺少「证明人手机号」",
        );
    }

    let theirs = app
        .upload(
            &format!("files/{micro_id}/cases.csv"),
            csv_of(&twenty_rows()),
        )
        .await;
    assert_code(&app.stage(&theirs, &org).await, 400, "文件不存在");
    let missing = format!("/sandbox-files/oss/orgcenter-files/files/{org_id}/nothing.csv");
    assert_code(&app.stage(&missing, &org).await, 400, "文件不存在");
    let escape =
        format!("/sandbox-files/oss/orgcenter-files/files/{org_id}/../{micro_id}/cases.csv");
    assert_code(&app.stage(&escape, &org).await, 400, "文件不存在");
    let txt = app
        .upload(&format!("files/{org_id}/cases.txt"), b"x".to_vec())
        .await;
    assert_code(&app.stage(&txt, &org).await, 400, "仅支持 xlsx 或 csv 文件");
    let empty = app
        .upload(&format!("files/{org_id}/empty.csv"), csv_of(&[header()]))
        .await;
    assert_code(&app.stage(&empty, &org).await, 400, "文件中没有数据");
    app.get_expect(&sz("import_help_project_list"), &org, 400, "请先上传文件")
        .await;
    let batches: i64 = app
        .sql(|c| c.query_row("SELECT COUNT(*) FROM help_import_batches", [], |r| r.get(0)))
        .await;
    assert_eq!(batches, 0, "a refused file stages nothing");
}

#[actix_web::test]
async fn staged_rows_and_batches_can_be_dropped_and_nothing_valid_cannot_be_submitted() {
    let (app, [org, other_org]) = spawn_logged_in(false, ["demo_org", "demo_partner"]).await;
    let org_id = app.org_of("demo_org").await;
    let rows = vec![header(), row(5), row(10)];
    let url = app
        .upload(&format!("files/{org_id}/bad.csv"), csv_of(&rows))
        .await;
    let staged = app.stage(&url, &org).await;
    let batch = staged["data"]["batch"]["id"].clone();
    assert_eq!(staged["data"]["batch"]["valid"], 0);
    let submit = sz(&format!("import_help_project_submit?batch_id={batch}"));
    app.get_expect(&submit, &org, 400, "没有可导入的数据").await;
    app.get_expect(&submit, &other_org, 400, "批次不存在").await;
    let row_id = staged["data"]["list"][0]["id"].clone();
    let del = sz("import_help_project_delete");
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&del, json!({"batch_id": batch, "row_id": row_id}), &other_org, 400, "批次不存在"),
        (&del, json!({"batch_id": batch, "row_id": row_id}), &org, 200, "删除成功"),
    ];
    app.expect_each(steps).await;
    let after = app
        .get(
            &sz(&format!("import_help_project_list?batch_id={batch}")),
            Some(&org),
        )
        .await;
    assert_eq!(after["data"]["batch"]["total"], 1);
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&del, json!({"batch_id": batch, "row_id": row_id}), &org, 400, "数据行不存在"),
        (&del, json!({"batch_id": batch}), &org, 200, "删除成功"),
    ];
    app.expect_each(steps).await;
    app.get_expect(
        &sz(&format!("import_help_project_list?batch_id={batch}")),
        &org,
        400,
        "批次不存在",
    )
    .await;
}

#[actix_web::test]
async fn a_batch_shows_the_name_the_user_picked_rather_than_the_stored_key() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let org_id = app.org_of("demo_org").await;
    let url = app
        .upload(
            &format!("files/{org_id}/k3x9-generated.csv"),
            csv_of(&twenty_rows()),
        )
        .await;
    let staged = app
        .get(
            &format!(
                "{}?file={}&file_name={}",
                sz("import_help_project_list"),
                enc(&url),
                enc("  三月求助名单.csv\n")
            ),
            Some(&org),
        )
        .await;
    assert_code(&staged, 200, "获取成功");
    assert_eq!(staged["data"]["batch"]["file_name"], "三月求助名单.csv");

    // Without a name the stored one is shown.
    let other = app
        .upload(
            &format!("files/{org_id}/k4y0-generated.csv"),
            csv_of(&twenty_rows()),
        )
        .await;
    let staged = app.stage(&other, &org).await;
    assert_eq!(staged["data"]["batch"]["file_name"], "k4y0-generated.csv");
}
