//! What the export calls share (spec §7 "Lists, exports and statistics"): rows page by page, up
//! to 1000 a page, for the BFF to turn into a workbook. Every area serves its own export from its
//! folder (activities: `areas::activity`, charity sales: `areas::sale`, wishes: `areas::wish`);
//! `POST` with a JSON body `{pageNum, pageSize}` and the list's filters.

use crate::http::envelope::ApiError;

pub const MAX_EXPORT_PAGE: i64 = 1000;

pub use crate::http::input::as_query;

/// The largest bulk insert of `/__sandbox/export_rows`.
pub const MAX_BULK_ROWS: i64 = 200_000;

pub fn bad_table() -> ApiError {
    ApiError::bad("导出数据必须是活动（activity）、义卖（sale）或心愿（wish）")
}
