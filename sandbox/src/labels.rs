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
        _ => "未知状态",
    }
}
