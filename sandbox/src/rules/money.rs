/// Integer fen (the store's unit) as a yuan string with two decimals, e.g. `123450` → `"1234.50"`.
pub fn yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    let abs = fen.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::yuan;

    #[test]
    fn fen_are_shown_as_yuan_with_two_decimals() {
        assert_eq!(yuan(0), "0.00");
        assert_eq!(yuan(5), "0.05");
        assert_eq!(yuan(123450), "1234.50");
        assert_eq!(yuan(-1999), "-19.99");
    }
}
