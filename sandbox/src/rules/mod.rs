//! Pure rules the forms share: contact details, identity numbers, credit codes, money in fen,
//! calendar dates (on the `time` crate), region chains, passwords, stored file URLs, rich text,
//! and what counts as an empty text.
//! No I/O, no HTTP.

pub mod blank;
pub mod contact;
pub mod credit_code;
pub mod dates;
pub mod file_url;
pub mod form;
pub mod id_card;
pub mod iso_time;
pub mod money;
pub mod password;
pub mod region;
pub mod rich_text;
