//! The bulk rows of `/__sandbox/export_rows`: claimed wishes with their donation.

use super::wishes::{CHUNAN, CLAIMERS, DAGUAN, JINGNING, MINXIAN, WISHES, YANHE, ZHAOJUE};
use crate::areas::wish::store::{self, Donation};
use crate::areas::wish::workflow::CLAIMED;
use crate::clock::HOUR;
use rusqlite::{params, Connection};

/// `count` claimed wishes reported by `org`, each with its claim and one paid money donation
/// (the export's rows), numbered from `first`; times before `now`.
pub fn bulk(conn: &Connection, org: i64, first: i64, count: i64, now: i64) -> rusqlite::Result<()> {
    let places = [CHUNAN, ZHAOJUE, DAGUAN, MINXIAN, YANHE, JINGNING];
    let mut wish_stmt = conn.prepare(
        "INSERT INTO wishes (org_id, wish_no, wish_type, title, story, child_name, child_gender, child_age,
                             school, grade, cover, amount_fen, province, city, district, address, status,
                             donor_name, need_bill, published_at, created_at, updated_at)
         VALUES (?1, ?2, 2, ?3, ?4, ?5, ?6, ?7, ?8, '', ?9, ?10, ?11, ?12, ?13, ?14, ?15, '', 0, ?16, ?16, ?16)",
    )?;
    let cover = format!("/sandbox-files/avatar/{org}.svg");
    for i in first..first + count {
        let s = &WISHES[i as usize % WISHES.len()];
        let p = places[i as usize % places.len()];
        let created = now - (i + 1) * 2 * HOUR;
        wish_stmt.execute(params![
            org,
            format!("XB{org:04}{i:08}"),
            s.title,
            s.story,
            s.child.0,
            s.child.1,
            s.child.2,
            s.school.0,
            cover,
            s.fen,
            p.0,
            p.1,
            p.2,
            p.3,
            CLAIMED,
            created
        ])?;
        let id = conn.last_insert_rowid();
        let (name, phone) = CLAIMERS[i as usize % CLAIMERS.len()];
        conn.execute(
            "INSERT INTO wish_claims (wish_id, claimer_name, claimer_phone, need_bill, status, claimed_at)
             VALUES (?1, ?2, ?3, ?4, 0, ?5)",
            params![id, name, phone, i % 2, created + HOUR],
        )?;
        let claim = conn.last_insert_rowid();
        let d = Donation {
            wish_id: id,
            kind: 1,
            donor: name,
            amount_fen: s.fen,
            need_bill: i % 2 == 1,
            bill_title: "",
            claim_id: Some(claim),
        };
        let donation = store::donate(conn, &d, created + HOUR)?;
        conn.execute(
            "UPDATE wish_claims SET donation_id = ?1 WHERE id = ?2",
            params![donation, claim],
        )?;
    }
    Ok(())
}
