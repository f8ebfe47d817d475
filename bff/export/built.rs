//! A finished workbook, as the export's writer hands it to the job stores: a leaf, so the
//! stores (`export::store`) keep it without importing the export calls.

/// A finished workbook: the temporary file (deleted when this is dropped), its row count and
/// the name the user's browser saves it under.
pub struct Built {
    pub file: tempfile::NamedTempFile,
    pub rows: u32,
    pub file_name: String,
}
