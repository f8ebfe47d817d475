//! The region chain of a form: 6-digit GB/T 2260 codes, province → city → district. The sandbox
//! has no region table, so it checks the shape and that each level sits inside the one above.

/// A complete chain: province and city, plus the district where the city has one — cities such
/// as 东莞, 中山, 嘉峪关 and 儋州 have no district level, so a two-level choice is complete there.
pub fn check_chain(province: &str, city: &str, district: &str) -> Result<(), &'static str> {
    let district_ok = district.is_empty() || is_code(district);
    if !(is_code(province) && is_code(city) && district_ok) {
        return Err("请选择完整的所在地区");
    }
    if province[..2] != city[..2] || (!district.is_empty() && city[..4] != district[..4]) {
        return Err("所在地区不一致，请重新选择");
    }
    Ok(())
}

fn is_code(s: &str) -> bool {
    s.len() == 6 && s.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::check_chain;

    #[test]
    fn a_three_level_chain_and_a_city_without_districts_are_complete() {
        assert_eq!(check_chain("110000", "110100", "110105"), Ok(()));
        assert_eq!(check_chain("440000", "441900", ""), Ok(()));
    }

    #[test]
    fn a_missing_or_malformed_level_is_incomplete() {
        for (p, c, d) in [
            ("110000", "", ""),
            ("", "110100", "110105"),
            ("110000", "110100", "11010"),
            ("11000a", "110100", "110105"),
        ] {
            assert_eq!(
                check_chain(p, c, d),
                Err("请选择完整的所在地区"),
                "{p} {c} {d}"
            );
        }
    }

    #[test]
    fn a_level_outside_the_one_above_is_inconsistent() {
        assert_eq!(
            check_chain("110000", "310100", ""),
            Err("所在地区不一致，请重新选择")
        );
        assert_eq!(
            check_chain("110000", "110100", "310105"),
            Err("所在地区不一致，请重新选择")
        );
    }
}
