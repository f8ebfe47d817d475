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

/// Province names (GB/T 2260, first two digits), for `region_text`: the sandbox keeps no region
/// table, the console shows cities and districts from its own region data.
const PROVINCES: [(&str, &str); 34] = [
    ("11", "北京市"),
    ("12", "天津市"),
    ("13", "河北省"),
    ("14", "山西省"),
    ("15", "内蒙古自治区"),
    ("21", "辽宁省"),
    ("22", "吉林省"),
    ("23", "黑龙江省"),
    ("31", "上海市"),
    ("32", "江苏省"),
    ("33", "浙江省"),
    ("34", "安徽省"),
    ("35", "福建省"),
    ("36", "江西省"),
    ("37", "山东省"),
    ("41", "河南省"),
    ("42", "湖北省"),
    ("43", "湖南省"),
    ("44", "广东省"),
    ("45", "广西壮族自治区"),
    ("46", "海南省"),
    ("50", "重庆市"),
    ("51", "四川省"),
    ("52", "贵州省"),
    ("53", "云南省"),
    ("54", "西藏自治区"),
    ("61", "陕西省"),
    ("62", "甘肃省"),
    ("63", "青海省"),
    ("64", "宁夏回族自治区"),
    ("65", "新疆维吾尔自治区"),
    ("71", "台湾省"),
    ("81", "香港特别行政区"),
    ("82", "澳门特别行政区"),
];

/// The province's name of a region code (`"330106"` → `"浙江省"`), `""` when unknown.
pub fn province_name(code: &str) -> &'static str {
    PROVINCES
        .iter()
        .find(|(p, _)| code.get(..2) == Some(*p))
        .map_or("", |(_, n)| n)
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
