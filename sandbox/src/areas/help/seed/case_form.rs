//! A demo case's whole form: its publisher, witness, payee and beneficiary made up from the
//! case's number, so every seeded case passes the real form rules.

use super::cases::CaseSeed;
use crate::rules::dates;
use crate::rules::id_card::id_check_char;
use serde_json::{json, Map, Value};

const PUBLISHERS: [&str; 8] = [
    "王建国",
    "李秀梅",
    "张卫东",
    "刘慧敏",
    "陈国华",
    "杨丽萍",
    "黄志明",
    "赵晓燕",
];
const WITNESSES: [(&str, &str, &str); 4] = [
    ("钱志刚", "村委会主任", "向阳村村民委员会"),
    ("孙丽华", "主治医师", "首都医科大学附属北京儿童医院"),
    ("马文军", "社工", "朝阳区社会工作服务中心"),
    ("朱红霞", "校长", "山花希望小学"),
];
const BANKS: [&str; 4] = [
    "中国工商银行",
    "中国农业银行",
    "中国建设银行",
    "中国邮政储蓄银行",
];

/// A plausible identity number: the region's district code, a birth date that fits the age,
/// a sequence whose parity fits the gender (GB 11643: odd = male), and the check character.
pub(super) fn id_card(district: &str, age: i64, gender: i64, n: usize, today: i64) -> String {
    let birth = dates::format(today - age * 365 - 40 - (n as i64 * 37) % 300);
    let seq = 100 + (n as i64 * 7) % 800;
    let seq = if (seq % 2 == 1) == (gender == 1) {
        seq
    } else {
        seq + 1
    };
    let first17 = format!("{district}{}{seq:03}", birth.replace('-', ""));
    let check = id_check_char(&first17).unwrap_or('0');
    format!("{first17}{check}")
}

pub(super) fn mobile(n: usize, salt: u64) -> String {
    let prefixes = ["138", "139", "136", "158", "186", "177", "150", "189"];
    let tail = (n as u64 * 7_919 + salt * 104_729) % 100_000_000;
    format!("{}{tail:08}", prefixes[n % prefixes.len()])
}

/// The form of seed case `n`.
pub(super) fn form_body(
    c: &CaseSeed,
    n: usize,
    org_id: i64,
    region: (&str, &str, &str),
    today: i64,
) -> Map<String, Value> {
    let (title, help_type, target, name, gender, age, summary) = *c;
    let (witness, w_title, w_org) = WITNESSES[n % WITNESSES.len()];
    let publisher = PUBLISHERS[n % PUBLISHERS.len()];
    let alipay = n % 3 == 2;
    let account = if alipay {
        mobile(n, 11)
    } else {
        format!("62220202{:011}", (n as u64 * 982_451_653) % 100_000_000_000)
    };
    let body = json!({
        "title": title, "help_type_id": help_type, "target_amount": target,
        "deadline": dates::format(today + 60 + (n as i64 * 11) % 200),
        "summary": summary,
        // The organisation's generated picture stands in for a photo (it exists, so nothing shows broken).
        "images": [format!("/sandbox-files/avatar/{org_id}.svg")],
        "province": region.0, "city": region.1, "district": region.2,
        "address": format!("{}幸福路{}号{}单元", region_name(region.0), 10 + n, n % 6 + 1),
        "publisher_name": publisher, "publisher_phone": mobile(n, 3),
        "beneficiary_name": name, "beneficiary_gender": gender, "beneficiary_age": age,
        "beneficiary_id_card": id_card(region.2, age, gender, n, today),
        "beneficiary_phone": if age >= 18 { mobile(n, 5) } else { String::new() },
        "relation": if age < 18 { 2 } else { 1 + (n as i64 % 4) },
        "witness_name": witness, "witness_phone": mobile(n, 7), "witness_title": w_title, "witness_org": w_org,
        "pay_method": if alipay { 2 } else { 1 }, "payee_name": publisher,
        "payee_bank": if alipay { "" } else { BANKS[n % BANKS.len()] }, "payee_account": account,
    });
    body.as_object().cloned().unwrap_or_default()
}

pub(super) fn region_name(province: &str) -> &'static str {
    match province {
        "110000" => "北京市",
        "330000" => "浙江省",
        "310000" => "上海市",
        "510000" => "四川省",
        "440000" => "广东省",
        _ => "",
    }
}
