//! The `reason` of each error envelope the console itself produces (`error::envelope`), from the
//! answer's status, code and message. The console's refusals are a short, fixed list; naming
//! their reasons here, in one place, keeps every call site as it was.

use actix_web::http::StatusCode;
use orgcenter_core::envelope::CODE_SESSION_OVER;
use orgcenter_core::reason::{self, Reason};

/// The message of an export job that never was, is another session's, or expired
/// (`export::jobs`): an item not found, not a route.
pub const JOB_GONE: &str = "导出文件不存在或已过期，请重新导出";
/// The message of a platform that cannot be reached (`error::UpstreamError::Unreachable`).
/// Both are told apart by the message alone, so they are defined here, where it is read: this
/// file imports nothing of the console, and every answer may name its reason (no import circle).
pub const UNREACHABLE_MSG: &str = "网络错误，平台服务暂时无法连接";

/// The reason of one of the console's own error answers.
pub fn of_answer(status: StatusCode, code: i64, msg: &str) -> Reason {
    if code == CODE_SESSION_OVER {
        return Reason::SessionExpired;
    }
    match status {
        StatusCode::FORBIDDEN => match msg {
            m if m.contains("缺少防跨站请求头") => Reason::CsrfHeaderMissing,
            m if m.contains("跨站请求") => Reason::CrossSite,
            m if m.contains("来源不一致") => Reason::OriginMismatch,
            m if m.contains("不支持的内容类型") => Reason::ContentTypeRefused,
            _ => Reason::Forbidden,
        },
        // An export job that never was, is another session's, or expired: an item, not a route.
        StatusCode::NOT_FOUND if msg == JOB_GONE => Reason::NotFound,
        StatusCode::NOT_FOUND => Reason::RouteNotFound,
        // An export job's file asked for before it is written.
        StatusCode::CONFLICT => Reason::NotAllowedInState,
        StatusCode::METHOD_NOT_ALLOWED => Reason::MethodNotAllowed,
        StatusCode::PAYLOAD_TOO_LARGE | StatusCode::URI_TOO_LONG => Reason::TooLarge,
        StatusCode::TOO_MANY_REQUESTS => Reason::RateLimited,
        StatusCode::SERVICE_UNAVAILABLE => Reason::LoginUnavailable,
        StatusCode::GATEWAY_TIMEOUT => Reason::UpstreamTimeout,
        StatusCode::BAD_GATEWAY | StatusCode::INTERNAL_SERVER_ERROR => {
            if msg == UNREACHABLE_MSG {
                Reason::UpstreamUnreachable
            } else {
                Reason::UpstreamBadResponse
            }
        }
        _ if msg.contains("读取失败") || msg.contains("不合法") => Reason::BadFormat,
        _ => reason::of_rule_message(msg),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::UpstreamError;

    #[test]
    fn each_csrf_refusal_has_its_own_reason() {
        let cases = [
            ("请求被拒绝：缺少防跨站请求头", Reason::CsrfHeaderMissing),
            ("请求被拒绝：跨站请求", Reason::CrossSite),
            ("请求被拒绝：来源不一致", Reason::OriginMismatch),
            ("请求被拒绝：不支持的内容类型", Reason::ContentTypeRefused),
            ("无权访问该功能", Reason::Forbidden),
        ];
        for (msg, want) in cases {
            assert_eq!(of_answer(StatusCode::FORBIDDEN, 403, msg), want, "{msg}");
        }
    }

    #[test]
    fn upstream_failures_say_which_one() {
        for (e, want) in [
            (UpstreamError::Timeout, Reason::UpstreamTimeout),
            (
                UpstreamError::Unreachable("x".into()),
                Reason::UpstreamUnreachable,
            ),
            (
                UpstreamError::BadResponse("x".into()),
                Reason::UpstreamBadResponse,
            ),
        ] {
            let status = if e == UpstreamError::Timeout {
                StatusCode::GATEWAY_TIMEOUT
            } else {
                StatusCode::BAD_GATEWAY
            };
            assert_eq!(of_answer(status, e.code(), e.user_message()), want);
        }
    }
}
