//! The machine-readable `reason` every error envelope carries beside `code` and `msg`
//! (`{code, msg, reason, data}`), for test harnesses and other programs: the Chinese `msg` is
//! for people and may be reworded; a reason, once published, keeps its meaning.
//!
//! This list is the one place both the sandbox and the console take their reasons from, and
//! the console's contract (`/openapi.json`) lists exactly these. The pages never read `reason`:
//! a real platform need not send it.

/// Every reason the console or the sandbox can answer with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    // Sessions and logins.
    SessionExpired,
    CaptchaWrong,
    PasswordWrong,
    SmsCodeWrong,
    RateLimited,
    LoginUnavailable,
    // Input.
    BadFormat,
    Required,
    InvalidInput,
    TooLarge,
    // Items and rules.
    NotFound,
    Forbidden,
    NotAllowedInState,
    Duplicate,
    // Paths.
    RouteNotFound,
    MethodNotAllowed,
    // The console's request guard (CSRF).
    CsrfHeaderMissing,
    CrossSite,
    OriginMismatch,
    ContentTypeRefused,
    // The platform behind the console.
    UpstreamTimeout,
    UpstreamUnreachable,
    UpstreamBadResponse,
    Internal,
}

impl Reason {
    pub const ALL: [Reason; 24] = [
        Reason::SessionExpired,
        Reason::CaptchaWrong,
        Reason::PasswordWrong,
        Reason::SmsCodeWrong,
        Reason::RateLimited,
        Reason::LoginUnavailable,
        Reason::BadFormat,
        Reason::Required,
        Reason::InvalidInput,
        Reason::TooLarge,
        Reason::NotFound,
        Reason::Forbidden,
        Reason::NotAllowedInState,
        Reason::Duplicate,
        Reason::RouteNotFound,
        Reason::MethodNotAllowed,
        Reason::CsrfHeaderMissing,
        Reason::CrossSite,
        Reason::OriginMismatch,
        Reason::ContentTypeRefused,
        Reason::UpstreamTimeout,
        Reason::UpstreamUnreachable,
        Reason::UpstreamBadResponse,
        Reason::Internal,
    ];

    /// The wire name, snake_case.
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::SessionExpired => "session_expired",
            Reason::CaptchaWrong => "captcha_wrong",
            Reason::PasswordWrong => "password_wrong",
            Reason::SmsCodeWrong => "sms_code_wrong",
            Reason::RateLimited => "rate_limited",
            Reason::LoginUnavailable => "login_unavailable",
            Reason::BadFormat => "bad_format",
            Reason::Required => "required",
            Reason::InvalidInput => "invalid_input",
            Reason::TooLarge => "too_large",
            Reason::NotFound => "not_found",
            Reason::Forbidden => "forbidden",
            Reason::NotAllowedInState => "not_allowed_in_state",
            Reason::Duplicate => "duplicate",
            Reason::RouteNotFound => "route_not_found",
            Reason::MethodNotAllowed => "method_not_allowed",
            Reason::CsrfHeaderMissing => "csrf_header_missing",
            Reason::CrossSite => "cross_site",
            Reason::OriginMismatch => "origin_mismatch",
            Reason::ContentTypeRefused => "content_type_refused",
            Reason::UpstreamTimeout => "upstream_timeout",
            Reason::UpstreamUnreachable => "upstream_unreachable",
            Reason::UpstreamBadResponse => "upstream_bad_response",
            Reason::Internal => "internal",
        }
    }

    /// One line for the contract's description of the reason.
    pub fn meaning(self) -> &'static str {
        match self {
            Reason::SessionExpired => "No session, or it ended (code 300): log in again.",
            Reason::CaptchaWrong => "The captcha was wrong, expired or never issued.",
            Reason::PasswordWrong => "Unknown account or wrong password (the two look alike).",
            Reason::SmsCodeWrong => "The SMS code was wrong or expired.",
            Reason::RateLimited => "Too many tries: wait (Retry-After) before the next.",
            Reason::LoginUnavailable => "The shared login limiter cannot be reached just now.",
            Reason::BadFormat => "The body or query could not be read at all.",
            Reason::Required => "A required field is missing or empty.",
            Reason::InvalidInput => "A field has a value the rules refuse.",
            Reason::TooLarge => "The request body is over the size limit.",
            Reason::NotFound => "The item does not exist or is not visible to the caller.",
            Reason::Forbidden => "The caller's role or organisation may not do this.",
            Reason::NotAllowedInState => "The item's state does not allow this action now.",
            Reason::Duplicate => "The item already exists or is already taken.",
            Reason::RouteNotFound => "No such call (HTTP 404).",
            Reason::MethodNotAllowed => "The call exists with another method (HTTP 405).",
            Reason::CsrfHeaderMissing => "A state-changing call without X-Requested-With.",
            Reason::CrossSite => "Sec-Fetch-Site says the call came from another site.",
            Reason::OriginMismatch => "The Origin header is not the console's own.",
            Reason::ContentTypeRefused => "A body type a cross-site form could send.",
            Reason::UpstreamTimeout => "The platform did not answer within the budget.",
            Reason::UpstreamUnreachable => "The platform could not be reached.",
            Reason::UpstreamBadResponse => "The platform's answer was not a usable envelope.",
            Reason::Internal => "An internal fault; details are in the server log only.",
        }
    }

    pub fn from_name(name: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == name)
    }
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl serde::Serialize for Reason {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// The reason of a platform rule message (code 400), by its wording. The sandbox's rules speak
/// in a small set of fixed Chinese sentence shapes (「…不存在」, 「无权…」, 「请输入…」,
/// 「只有…可以…」); reading the shape here, once, gives every one of its several hundred
/// messages a reason without touching each rule, and a new rule worded like its neighbours
/// gets the right one by itself. Anything unrecognised is `invalid_input`.
pub fn of_rule_message(msg: &str) -> Reason {
    const EXACT: [(&str, Reason); 6] = [
        ("请求参数格式错误", Reason::BadFormat),
        ("请求内容过大", Reason::TooLarge),
        ("验证码错误或已过期", Reason::CaptchaWrong),
        ("账号或密码错误", Reason::PasswordWrong),
        ("原密码错误", Reason::PasswordWrong),
        ("短信验证码错误或已过期", Reason::SmsCodeWrong),
    ];
    if let Some((_, reason)) = EXACT.iter().find(|(m, _)| *m == msg) {
        return *reason;
    }
    let has = |parts: &[&str]| parts.iter().any(|p| msg.contains(p));
    if msg.contains("过于频繁") {
        Reason::RateLimited
    } else if msg.contains("不存在") {
        Reason::NotFound
    } else if msg.starts_with("无权") || has(&["平台账号不能", "只有微机构账号", "不在本平台"])
    {
        Reason::Forbidden
    } else if ["请输入", "请选择", "请填写", "请先上传", "请至少", "缺少"]
        .iter()
        .any(|p| msg.starts_with(p))
    {
        Reason::Required
    } else if has(&["已存在", "已被其他", "已有待审核"]) {
        Reason::Duplicate
    } else if has(&[
        "格式",
        "不正确",
        "不能超过",
        "不能晚于",
        "不能早于",
        "不能低于",
        "不能少于",
        "须",
        "必须",
        "只能是",
        "最多",
    ]) {
        Reason::InvalidInput
    } else if msg.starts_with("只有")
        || has(&[
            "不能",
            "不在",
            "已结束",
            "已开始",
            "已审核",
            "已导入",
            "已签",
            "已过",
            "已被",
            "正在审核",
            "尚未",
            "状态",
            "不足",
            "已满",
            "无需",
            "未支付",
            "已退款",
            "未开始",
        ])
    {
        Reason::NotAllowedInState
    } else {
        Reason::InvalidInput
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_a_unique_snake_case_name_that_reads_back() {
        let mut names: Vec<&str> = Reason::ALL.iter().map(|r| r.as_str()).collect();
        for name in &names {
            assert!(
                name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{name}"
            );
            assert_eq!(Reason::from_name(name).map(Reason::as_str), Some(*name));
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Reason::ALL.len());
    }

    #[test]
    fn rule_messages_get_the_reason_of_their_sentence_shape() {
        let cases = [
            ("验证码错误或已过期", "captcha_wrong"),
            ("账号或密码错误", "password_wrong"),
            ("短信验证码错误或已过期", "sms_code_wrong"),
            ("验证码发送过于频繁，请42秒后再试", "rate_limited"),
            ("请求参数格式错误", "bad_format"),
            ("项目不存在", "not_found"),
            ("受益项目不存在或不在募款中", "not_found"),
            ("无权审核机构认证", "forbidden"),
            ("平台账号不能发布活动", "forbidden"),
            ("请输入账号", "required"),
            ("请选择收款账户", "required"),
            ("请填写退回原因", "required"),
            ("标签已存在", "duplicate"),
            ("该项目已有待审核的变更申请", "duplicate"),
            ("日期格式不正确，应为YYYY-MM-DD", "invalid_input"),
            ("开始日期不能晚于结束日期", "invalid_input"),
            ("退回原因不能超过200个字", "invalid_input"),
            ("每页条数必须是 1 到 100 之间的整数", "invalid_input"),
            ("只有竞拍中的拍品可以结束竞拍", "not_allowed_in_state"),
            ("活动已开始，不能取消", "not_allowed_in_state"),
            ("该认证申请已审核，不能重复审核", "not_allowed_in_state"),
            ("该心愿已被认领", "not_allowed_in_state"),
            ("库存不足", "not_allowed_in_state"),
            ("订单未支付，不能开票", "not_allowed_in_state"),
            ("认证资料正在审核中，请等待审核结果", "not_allowed_in_state"),
            ("随便什么", "invalid_input"),
        ];
        for (msg, want) in cases {
            assert_eq!(of_rule_message(msg).as_str(), want, "{msg}");
        }
    }
}
