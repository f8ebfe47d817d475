//! The rows `/__sandbox/export_rows` adds for a test (as many as it asks for): each exported
//! table's rows come from its area's `seed::bulk` (activities, charity-sale orders, micro
//! wishes), generated deterministically from the row number. The demo seed of those tables is
//! each area's own seed.

use rusqlite::Connection;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Activities,
    SaleOrders,
    Wishes,
}

impl Table {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "activity" => Some(Self::Activities),
            "sale" => Some(Self::SaleOrders),
            "wish" => Some(Self::Wishes),
            _ => None,
        }
    }
}

/// Inserts `count` rows into `table` for `org_id`, numbered from `first`; times before `now`.
pub fn insert(
    conn: &Connection,
    table: Table,
    org_id: i64,
    first: i64,
    count: i64,
    now: i64,
) -> rusqlite::Result<()> {
    match table {
        // Published activities: the activity area's.
        Table::Activities => crate::areas::activity::seed::bulk(conn, org_id, first, count, now),
        // Paid orders of one listed item: the charity-sale area's.
        Table::SaleOrders => crate::areas::sale::seed::bulk(conn, org_id, first, count, now),
        // Claimed wishes, each with its claim and donation.
        Table::Wishes => crate::areas::wish::seed::bulk(conn, org_id, first, count, now),
    }
}
