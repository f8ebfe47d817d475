//! Tests of the whole app through `init_service`, each over its own SQLite file in a tempdir.

mod account;
mod activities;
pub(crate) mod activity_fixtures;
mod area_roles;
mod auth;
mod bid_rule;
mod blank_text;
mod bulk;
pub(crate) mod calls;
mod contract;
mod dashboard;
mod dashboard_own;
mod data_centre;
mod donation_model;
mod drafts_private;
mod engine_buttons;
mod engine_states;
mod held_clock;
mod help_cases;
pub(crate) mod help_fixtures;
mod help_followup;
mod help_import;
mod help_workflow;
mod hours_rule;
mod legacy_migration;
mod list_sort;
mod messages;
mod micro_money;
pub(crate) mod micro_projects;
mod money_rule;
mod notifications;
mod org;
mod org_auth;
mod pay_accounts;
pub(crate) mod project_fixtures;
mod project_life;
mod project_money;
mod project_reports;
mod projects;
pub(crate) mod review_scenario;
mod route_table;
mod row_actions;
mod sale_auctions;
pub(crate) mod sale_fixtures;
mod sale_orders;
mod sales;
mod seed_rules;
mod shared;
mod stock_rule;
mod store;
mod testing;
pub(crate) mod wish_fixtures;
mod wish_links;
mod wishes;

use crate::app;
use crate::http::envelope::ApiError;
use crate::state::AppState;
use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::test;
use rusqlite::Connection;
use serde_json::{json, Value};

/// The app under test as `init_service` builds it (one name for the bound every helper needs).
pub trait TestService:
    Service<Request, Response = ServiceResponse, Error = actix_web::Error>
{
}

impl<T> TestService for T where
    T: Service<Request, Response = ServiceResponse, Error = actix_web::Error>
{
}

pub struct TestApp<S> {
    pub svc: S,
    pub state: AppState,
    _dir: tempfile::TempDir,
}

pub async fn spawn_app(
    test_mode: bool,
) -> TestApp<impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>> {
    spawn_app_with_clock(test_mode, crate::clock::Clock::default()).await
}

/// `spawn_app` with demo accounts logged in, as most tests begin: the app and one session
/// token per account, in the order given.
pub async fn spawn_logged_in<const N: usize>(
    test_mode: bool,
    accounts: [&str; N],
) -> (
    TestApp<impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>>,
    [String; N],
) {
    let app = spawn_app(test_mode).await;
    let tokens = app.logins(accounts).await;
    (app, tokens)
}

/// As `spawn_app`, with the sandbox's clock given (held, for the held-clock tests).
pub async fn spawn_app_with_clock(
    test_mode: bool,
    clock: crate::clock::Clock,
) -> TestApp<impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>> {
    let dir = tempfile::tempdir().expect("tempdir");
    let state = crate::seed::open_seeded(dir.path(), test_mode, clock).expect("sandbox opens");
    let svc = test::init_service(app::build(state.clone())).await;
    TestApp {
        svc,
        state,
        _dir: dir,
    }
}

impl<S: TestService> TestApp<S> {
    pub async fn call(&self, req: Request) -> (StatusCode, Value) {
        let resp = test::call_service(&self.svc, req).await;
        let status = resp.status();
        let body = test::read_body(resp).await;
        let json = serde_json::from_slice(&body)
            .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&body)));
        (status, json)
    }

    pub async fn get(&self, uri: &str, token: Option<&str>) -> Value {
        let mut req = test::TestRequest::get().uri(uri);
        if let Some(t) = token {
            req = req.insert_header(("token", t));
        }
        self.call(req.to_request()).await.1
    }

    pub async fn post(&self, uri: &str, body: Value, token: Option<&str>) -> Value {
        let mut req = test::TestRequest::post().uri(uri).set_json(body);
        if let Some(t) = token {
            req = req.insert_header(("token", t));
        }
        self.call(req.to_request()).await.1
    }

    /// Fetches a captcha image for `key` and reads the code it shows from the store.
    pub async fn captcha_code(&self, key: &str) -> String {
        let resp = test::call_service(
            &self.svc,
            test::TestRequest::get()
                .uri(&format!("/api/admin/verify?token={key}"))
                .to_request(),
        )
        .await;
        assert_eq!(resp.status(), StatusCode::OK);
        let key = key.to_owned();
        self.sql(move |c| {
            c.query_row("SELECT code FROM captchas WHERE key = ?1", [key], |r| {
                r.get(0)
            })
        })
        .await
    }

    /// Logs in with a real captcha and returns the whole envelope.
    pub async fn login_response(&self, account: &str, pwd: &str) -> Value {
        let key = format!("k-{account}-{}", crate::password::random_hex(4));
        let code = self.captcha_code(&key).await;
        let body = json!({ "account": account, "pwd": pwd, "verify": code, "verify_key": key });
        self.post("/api/organization/login/login", body, None).await
    }

    /// A session token for a demo account.
    pub async fn login(&self, account: &str) -> String {
        let resp = self
            .login_response(account, crate::demo::DEMO_PASSWORD)
            .await;
        assert_eq!(resp["code"], 200, "{resp}");
        resp["data"].as_str().expect("token").to_owned()
    }

    /// The bell count (`un_read_msg` of `get_now_msg`) of the account behind `token`.
    pub async fn unread_messages(&self, token: &str) -> i64 {
        let info = self
            .get("/api/organization/message/get_now_msg", Some(token))
            .await;
        info["data"]["un_read_msg"].as_i64().unwrap_or(-1)
    }

    /// Runs raw SQL against the app's store (arrange and assert state directly).
    pub async fn sql<T, F>(&self, f: F) -> T
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    {
        self.state
            .db
            .run(move |c| f(c).map_err(ApiError::from))
            .await
            .expect("sql")
    }
}

pub fn assert_code(resp: &Value, code: i64, msg: &str) {
    assert_eq!(resp["code"], code, "{resp}");
    assert_eq!(resp["msg"], msg, "{resp}");
}
