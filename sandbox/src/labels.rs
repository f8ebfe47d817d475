//! Chinese labels of the small-integer states, defined once (see the contract).

/// Donation and micro project status.
pub fn project_status(status: i64) -> &'static str {
    match status {
        0 => "草稿",
        1 => "待审核",
        2 => "募款中",
        3 => "已结束",
        4 => "已退回",
        _ => "未知状态",
    }
}

/// Organisation certification state.
pub fn certification(state: i64) -> &'static str {
    match state {
        0 => "未认证",
        1 => "认证中",
        2 => "已认证",
        3 => "已退回",
        4 => "变更审核中",
        5 => "变更被退回",
        _ => "未知状态",
    }
}

/// Charity-sale order status.
pub fn order_status(status: i64) -> &'static str {
    match status {
        0 => "待付款",
        1 => "已付款",
        2 => "已发货",
        3 => "已完成",
        4 => "已取消",
        _ => "未知状态",
    }
}

/// A beneficiary's gender.
pub const GENDERS: [(i64, &str); 2] = [(1, "男"), (2, "女")];

/// The label of `id` in a table of `(id, label)`; `""` for an unknown or missing id.
pub fn label_of(table: &[(i64, &'static str)], id: Option<i64>) -> &'static str {
    table
        .iter()
        .find(|(i, _)| Some(*i) == id)
        .map_or("", |(_, l)| l)
}

/// Anonymous donors are shown under this name; the stored name is never sent.
pub const ANONYMOUS_DONOR: &str = "匿名爱心人士";

/// A donor's name as lists show it: the family name and two stars (`张**`).
pub fn masked_donor(name: &str, anonymous: bool) -> String {
    match name.chars().next() {
        Some(first) if !anonymous => format!("{first}**"),
        _ => ANONYMOUS_DONOR.to_owned(),
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
