//! The projects kit: what the two fundraising-project areas (/SJ projects, /SJM micro projects)
//! share, so each keeps only what differs — how their rows are stored (`columns`), their
//! donation lists and test donations (`donations`), and their share pages (`shares`).

pub mod columns;
pub mod donations;
pub mod due;
pub mod ledger;
pub mod money_calls;
pub mod share_calls;
pub mod shares;
