//! Help cases (求助, `/api/organization/SZ/`): the state machines, the case form and the
//! spreadsheet import, all pure so they are tested without a database. The handlers live in
//! `routes/help_*.rs`.

pub mod dates;
pub mod form;
pub mod import;
pub mod machine;
pub mod store;

/// `help_type_list`: fixed categories (ids are stored on the case, so they never change).
pub const HELP_TYPES: [(i64, &str); 6] = [
    (1, "大病救助"),
    (2, "助学帮困"),
    (3, "灾害救助"),
    (4, "困境儿童"),
    (5, "助老助残"),
    (6, "其他"),
];

pub const GENDERS: [(i64, &str); 2] = [(1, "男"), (2, "女")];
pub const RELATIONS: [(i64, &str); 4] =
    [(1, "本人"), (2, "家属"), (3, "亲友"), (4, "机构代为求助")];
pub const PAY_METHODS: [(i64, &str); 2] = [(1, "银行卡"), (2, "支付宝")];

/// The label of `id` in one of the tables above; `""` for an unknown or missing id.
pub fn label_of(table: &[(i64, &'static str)], id: Option<i64>) -> &'static str {
    table
        .iter()
        .find(|(i, _)| Some(*i) == id)
        .map_or("", |(_, l)| l)
}

/// The id of `label` in one of the tables above.
pub fn id_of(table: &[(i64, &'static str)], label: &str) -> Option<i64> {
    table.iter().find(|(_, l)| *l == label).map(|(i, _)| *i)
}

/// Case `status`.
pub fn case_status_label(status: i64) -> &'static str {
    match status {
        0 => "草稿",
        1 => "待认领",
        2 => "审核中",
        3 => "已退回",
        4 => "募捐中",
        _ => "未知状态",
    }
}

/// Progress report and change request `status`.
pub fn review_status_label(status: i64) -> &'static str {
    match status {
        1 => "待审核",
        2 => "已通过",
        3 => "已退回",
        _ => "未知状态",
    }
}

/// Donation order `pay_method`.
pub fn donation_pay_method_label(m: i64) -> &'static str {
    match m {
        1 => "微信支付",
        2 => "支付宝",
        _ => "未知方式",
    }
}

pub fn pay_status_label(s: i64) -> &'static str {
    match s {
        0 => "待支付",
        1 => "已支付",
        2 => "已退款",
        _ => "未知状态",
    }
}

pub fn bill_status_label(s: i64) -> &'static str {
    match s {
        0 => "未开票",
        1 => "已开票",
        2 => "已寄出",
        _ => "未知状态",
    }
}

/// Label of a case log `action`.
pub fn log_label(action: &str) -> &'static str {
    match action {
        "submit" => "提交",
        "edit" => "修改",
        "resubmit" => "重新提交",
        "import" => "批量导入",
        "claim" => "认领",
        "pass" => "通过",
        "return" => "退回",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        _ => "其他",
    }
}

/// Anonymous donors are shown under this name; the stored name is never sent.
pub const ANONYMOUS_DONOR: &str = "匿名爱心人士";
