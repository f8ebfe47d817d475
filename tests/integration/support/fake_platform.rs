//! A platform we control, for the failures the sandbox never produces: slow answers, odd codes,
//! downloads, broken bodies, bad user info. Real HTTP on a loopback port.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use serde_json::json;

/// What `get_now_msg` answers.
#[derive(Clone, Copy, Debug)]
pub enum UserInfo {
    Good,
    NoData,
    EmptyRoles,
    SessionOver,
    /// HTTP 500 with an HTML page.
    Broken,
}

pub struct FakeState {
    pub user_info: Mutex<UserInfo>,
    pub hits: AtomicUsize,
    /// The `token` header of the last call, to check what the BFF forwarded.
    pub last_token: Mutex<Option<String>>,
    /// The same per path: a login also sends the new token's user-info call in the background.
    pub last_token_by_path: Mutex<HashMap<String, Option<String>>>,
    pub last_cookie: Mutex<Option<String>>,
    pub last_request_id: Mutex<Option<String>>,
    pub hits_by_path: Mutex<HashMap<String, usize>>,
    /// Header names of the last call, lower-case.
    pub last_header_names: Mutex<Vec<String>>,
    /// The organisation name user info reports (hostile-data tests change it).
    pub user_name: Mutex<String>,
    /// Delay before user info answers, so concurrent misses overlap.
    pub user_info_delay_ms: AtomicU64,
    /// `data.info` of the upload-config calls.
    pub upload_info: Mutex<String>,
    /// Whether logins fail (code 400, as a wrong password does), and how long they take, so
    /// concurrent logins overlap.
    pub login_fails: AtomicBool,
    pub login_delay_ms: AtomicU64,
    /// The roles user info reports (`[1]` unless a test changes it).
    pub user_roles: Mutex<Vec<i64>>,
    /// Delay before any path the fake does not know answers (a page's loaders), and whether
    /// it then says the session is over (code 300) instead of "no such path".
    pub other_delay_ms: AtomicU64,
    pub other_session_over: AtomicBool,
}

pub struct FakePlatform {
    pub base: String,
    pub state: Arc<FakeState>,
}

impl FakePlatform {
    pub fn set_user_info(&self, mode: UserInfo) {
        *self.state.user_info.lock().unwrap() = mode;
    }

    pub fn set_user_roles(&self, roles: &[i64]) {
        *self.state.user_roles.lock().unwrap() = roles.to_vec();
    }

    pub fn set_upload_info(&self, info: &str) {
        *self.state.upload_info.lock().unwrap() = info.to_owned();
    }

    pub fn hits(&self) -> usize {
        self.state.hits.load(Ordering::SeqCst)
    }

    /// The `token` header of the last call to `path` (None: no call, or none sent).
    pub fn last_token_of(&self, path: &str) -> Option<String> {
        self.state
            .last_token_by_path
            .lock()
            .unwrap()
            .get(path)
            .cloned()
            .flatten()
    }

    pub fn hits_of(&self, path: &str) -> usize {
        self.state
            .hits_by_path
            .lock()
            .unwrap()
            .get(path)
            .copied()
            .unwrap_or(0)
    }
}

pub const DOWNLOAD_BYTES: usize = 3 * 1024 * 1024 + 17;

pub async fn start() -> FakePlatform {
    let state = Arc::new(FakeState {
        user_info: Mutex::new(UserInfo::Good),
        hits: AtomicUsize::new(0),
        last_token: Mutex::new(None),
        last_token_by_path: Mutex::new(HashMap::new()),
        last_cookie: Mutex::new(None),
        last_request_id: Mutex::new(None),
        hits_by_path: Mutex::new(HashMap::new()),
        last_header_names: Mutex::new(Vec::new()),
        user_name: Mutex::new("测试机构".into()),
        user_info_delay_ms: AtomicU64::new(0),
        upload_info: Mutex::new(String::new()),
        login_fails: AtomicBool::new(false),
        login_delay_ms: AtomicU64::new(0),
        user_roles: Mutex::new(vec![1]),
        other_delay_ms: AtomicU64::new(0),
        other_session_over: AtomicBool::new(false),
    });
    let shared = web::Data::from(state.clone());
    let server = HttpServer::new(move || {
        App::new()
            .app_data(shared.clone())
            .default_service(web::route().to(handle))
    })
    .workers(1)
    .bind(("127.0.0.1", 0))
    .expect("bind fake platform");
    let addr = server.addrs()[0];
    actix_web::rt::spawn(server.run());
    FakePlatform {
        base: format!("http://{addr}"),
        state,
    }
}

async fn handle(req: HttpRequest, state: web::Data<FakeState>) -> HttpResponse {
    state.hits.fetch_add(1, Ordering::SeqCst);
    *state
        .hits_by_path
        .lock()
        .unwrap()
        .entry(req.path().to_owned())
        .or_default() += 1;
    let token = req
        .headers()
        .get("token")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    state
        .last_token_by_path
        .lock()
        .unwrap()
        .insert(req.path().to_owned(), token.clone());
    *state.last_token.lock().unwrap() = token;
    *state.last_cookie.lock().unwrap() = req
        .headers()
        .get("cookie")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    *state.last_header_names.lock().unwrap() = req
        .headers()
        .keys()
        .map(|k| k.as_str().to_owned())
        .collect();
    *state.last_request_id.lock().unwrap() = req
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    match req.path() {
        "/api/admin/verify" => HttpResponse::Ok().content_type("image/png").body(vec![137u8, 80, 78, 71]),
        "/api/organization/login/login" => {
            let delay = state.login_delay_ms.load(Ordering::SeqCst);
            if delay > 0 {
                actix_web::rt::time::sleep(Duration::from_millis(delay)).await;
            }
            if state.login_fails.load(Ordering::SeqCst) {
                return HttpResponse::Ok().json(json!({"code": 400, "msg": "账号或密码错误", "data": null}));
            }
            HttpResponse::Ok().json(json!({"code": 200, "msg": "登录成功", "data": "fake-token-123", "value": 7}))
        }
        "/api/common/logout" => HttpResponse::Ok().json(json!({"code": 200, "msg": "ok", "data": null})),
        "/api/organization/message/get_now_msg" => {
            let delay = state.user_info_delay_ms.load(Ordering::SeqCst);
            if delay > 0 {
                actix_web::rt::time::sleep(Duration::from_millis(delay)).await;
            }
            let mode = *state.user_info.lock().unwrap();
            if let UserInfo::Broken = mode {
                return HttpResponse::InternalServerError().content_type("text/html").body("<h1>500</h1>");
            }
            HttpResponse::Ok().json(match mode {
                UserInfo::Good => json!({"code": 200, "msg": "", "data": {"id": 1, "name": *state.user_name.lock().unwrap(), "avatar": "",
                    "introduction": "", "roles": *state.user_roles.lock().unwrap(), "certification": 2, "un_read_msg": 0, "is_sj_limit": 0,
                    "return_reason": "", "in_agreement": 1, "in_agreement_doc": ""}}),
                UserInfo::NoData => json!({"code": 200, "msg": "", "data": null}),
                UserInfo::EmptyRoles => json!({"code": 200, "msg": "", "data": {"id": 1, "name": "x", "roles": []}}),
                UserInfo::SessionOver => json!({"code": 300, "msg": "登录已过期", "data": null}),
                UserInfo::Broken => unreachable!("answered above"),
            })
        }
        "/api/common/upload_pic/policy_get" | "/api/common/upload_pic/policy_file_get" => {
            let info = state.upload_info.lock().unwrap().clone();
            HttpResponse::Ok().json(json!({"code": 200, "msg": "获取成功", "data": {"info": info}}))
        }
        "/api/test/slow" => {
            actix_web::rt::time::sleep(Duration::from_secs(6)).await;
            HttpResponse::Ok().json(json!({"code": 200, "msg": "late", "data": null}))
        }
        "/api/test/hostile-images" => HttpResponse::Ok().json(json!({"code": 200, "msg": "", "data": {
            "title": "/sandbox-files/../api/common/mobile_code?mobile=13800000000",
            "cover": "/sandbox-files/../api/common/mobile_code?mobile=13800000000",
            "images": ["/sandbox-files/%2e%2e/api/common/logout", "/api/common/logout"]}})),
        "/api/test/code500" => HttpResponse::Ok().json(json!({"code": 500, "msg": "服务器开小差了", "data": null})),
        "/api/test/leaky" => HttpResponse::Ok()
            .insert_header(("set-cookie", "platform_session=abc; Path=/"))
            .insert_header(("x-powered-by", "PHP/5.6"))
            .insert_header(("server", "nginx/1.10"))
            .json(json!({"code": 200, "msg": "", "data": null})),
        "/api/test/code400" => HttpResponse::Ok().json(json!({"code": 400, "msg": "手机号格式不正确", "data": null})),
        "/api/test/code300" => HttpResponse::Ok().json(json!({"code": 300, "msg": "登录已过期", "data": null})),
        "/api/test/download" => HttpResponse::Ok()
            .content_type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            .insert_header(("content-disposition", "attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx"))
            .body(vec![b'x'; DOWNLOAD_BYTES]),
        "/api/test/trickle" => {
            // One byte every 4 s: each read makes progress, so only a total budget stops it.
            let bytes = futures_util::stream::unfold(0u8, |n| async move {
                if n > 10 {
                    return None;
                }
                actix_web::rt::time::sleep(Duration::from_secs(4)).await;
                Some((Ok::<_, actix_web::Error>(bytes::Bytes::from_static(b" ")), n + 1))
            });
            HttpResponse::Ok().content_type("application/json").streaming(bytes)
        }
        "/api/test/invalid-json" => HttpResponse::Ok().content_type("application/json").body("{\"code\":200,\"data\":[1,2"),
        "/api/test/huge" => {
            let mut body = b"{\"code\":200,\"data\":\"".to_vec();
            body.resize(50 * 1024 * 1024, b'x');
            body.extend_from_slice(b"\"}");
            HttpResponse::Ok().content_type("application/json").body(body)
        }
        "/api/test/html" => HttpResponse::BadGateway().content_type("text/html").body("<html>nginx error</html>"),
        "/api/test/redirect" => HttpResponse::Found().insert_header(("location", "http://evil.example/")).finish(),
        "/api/test/echo" => HttpResponse::Ok().json(json!({"code": 200, "msg": "",
            "data": {"query": req.query_string(), "token": req.headers().get("token").and_then(|v| v.to_str().ok())}})),
        _ => {
            let delay = state.other_delay_ms.load(Ordering::SeqCst);
            if delay > 0 {
                actix_web::rt::time::sleep(Duration::from_millis(delay)).await;
            }
            if state.other_session_over.load(Ordering::SeqCst) {
                return HttpResponse::Ok().json(json!({"code": 300, "msg": "登录已过期", "data": null}));
            }
            HttpResponse::NotFound().json(json!({"code": 404, "msg": "接口不存在", "data": null}))
        }
    }
}

/// After a failure the BFF passes the next call on as ever: the fake's code 400 comes back as it is.
pub async fn assert_the_next_call_passes_through(app: &super::TestApp) {
    assert_eq!(
        app.get_json("/api/test/code400", "token_org=t").await["code"],
        400
    );
}
