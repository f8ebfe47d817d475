//! Decisions reach the people they concern: a step with a `notice` writes a message to every
//! account of the item's owner organisation — the bell counts it, the message centre lists it,
//! and it links to the item's page. Called by the engine's `decide`, never by a handler.

use super::{Step, Table};
use rusqlite::{params, Connection};

/// The item a decision was about, as the message names it.
#[derive(Debug, Clone)]
pub struct Subject {
    /// The item's id in its table (the audit log's key with the table's subject).
    pub item_id: i64,
    pub owner_org: i64,
    /// The item's title as the organisation knows it.
    pub title: String,
    /// The id the item's page takes (a progress report's page is its case's).
    pub page_id: i64,
}

impl Subject {
    /// Item `item_id` of `owner_org`, titled `title`, whose page is its own (every item but
    /// a report, whose page is its parent's).
    pub fn own_page(item_id: i64, owner_org: i64, title: impl Into<String>) -> Self {
        Subject {
            item_id,
            owner_org,
            title: title.into(),
            page_id: item_id,
        }
    }
}

/// The message of `step` on `subject`, if the step is a decision the owner hears about.
pub fn message(
    table: &Table,
    step: &Step,
    subject: &Subject,
    reason: &str,
) -> Option<(String, String, String)> {
    let notice = step.notice?;
    let title = format!("{}「{}」{notice}", table.noun, subject.title);
    let content = if reason.is_empty() {
        format!("您的{}「{}」{notice}。", table.noun, subject.title)
    } else {
        format!(
            "您的{}「{}」{notice}，原因：{reason}",
            table.noun, subject.title
        )
    };
    let link = table.page.replace("{id}", &subject.page_id.to_string());
    Some((title, content, link))
}

/// Writes the message of `step` to every account of the owner organisation.
pub fn send(
    conn: &Connection,
    table: &Table,
    step: &Step,
    subject: &Subject,
    reason: &str,
    now: i64,
) -> rusqlite::Result<()> {
    let Some((title, content, link)) = message(table, step, subject, reason) else {
        return Ok(());
    };
    conn.execute(
        "INSERT INTO messages (account_id, title, content, is_read, created_at, link)
         SELECT id, ?1, ?2, 0, ?3, ?4 FROM accounts WHERE org_id = ?5",
        params![title, content, now, link, subject.owner_org],
    )?;
    Ok(())
}
