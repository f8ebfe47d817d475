use super::{assert_code, spawn_app, spawn_logged_in};
use actix_web::http::StatusCode;
use actix_web::test;
use serde_json::{json, Value};

const STATS: &str = "/api/organization/message/get_statistical_msg";

#[actix_web::test]
async fn reset_restores_the_seed_and_ends_every_session() {
    let (app, [token]) = spawn_logged_in(true, ["demo_org"]).await;
    app.post(
        "/api/organization/push/org_msg_change",
        json!({ "ids": [1, 2, 3, 4, 5] }),
        Some(&token),
    )
    .await;
    app.sandbox("messages", json!({ "account": "demo_org", "count": 7 }))
        .await;
    assert_eq!(app.get(STATS, Some(&token)).await["data"]["total"], 12);

    let resp = app.sandbox("reset", Value::Null).await;

    assert_eq!(resp["code"], 200);
    assert_eq!(app.get(STATS, Some(&token)).await["code"], 300);
    let fresh = app.login("demo_org").await;
    assert_eq!(
        app.get(STATS, Some(&fresh)).await["data"],
        json!({ "total": 5, "un_read": 3, "read": 2 })
    );
    assert_eq!(
        app.total("/api/organization/common/project_list", &fresh)
            .await,
        14
    );
}

#[actix_web::test]
async fn bulk_messages_are_added_for_the_named_account() {
    let app = spawn_app(true).await;

    let added = app
        .sandbox(
            "messages",
            json!({ "account": "demo_micro", "count": 250, "is_read": 1 }),
        )
        .await;
    let unknown = app
        .sandbox("messages", json!({ "account": "ghost", "count": 1 }))
        .await;
    let too_many = app
        .sandbox(
            "messages",
            json!({ "account": "demo_micro", "count": 5000 }),
        )
        .await;

    assert_code(&added, 200, "已添加");
    assert_eq!(added["data"]["inserted"], 250);
    assert_code(&unknown, 400, "账号不存在");
    assert_eq!(too_many["code"], 400);
    let token = app.login("demo_micro").await;
    assert_eq!(
        app.get(STATS, Some(&token)).await["data"],
        json!({ "total": 254, "un_read": 2, "read": 252 })
    );
}

#[actix_web::test]
async fn test_mode_calls_do_not_exist_without_test_mode() {
    let app = spawn_app(false).await;

    for uri in ["/__sandbox/reset", "/__sandbox/messages"] {
        let req = test::TestRequest::post()
            .uri(uri)
            .set_json(json!({ "account": "demo_org", "count": 1 }))
            .to_request();
        let (status, resp) = app.call(req).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}");
        assert_eq!(resp["code"], 404);
    }
}

#[actix_web::test]
async fn health_and_the_openapi_document_are_always_served() {
    let app = spawn_app(false).await;

    let health = app.get("/__sandbox/health", None).await;
    let doc = app.get("/openapi.json", None).await;

    assert_eq!(health, json!({ "ok": true }));
    assert!(doc["openapi"]
        .as_str()
        .is_some_and(|v| v.starts_with("3.0")));
    for path in [
        "/api/admin/verify",
        "/api/organization/login/login",
        "/api/organization/message/get_now_msg",
        "/api/common/logout",
        "/api/common/get_org",
        "/api/organization/common/project_list",
        "/api/organization/common/little_project_list",
        "/api/common/get_love_fund",
        "/api/common/mobile_code",
        "/api/organization/message/get_statistical_msg",
        "/api/organization/push/org_msg_list",
        "/api/organization/push/org_msg_change",
        "/__sandbox/reset",
        "/__sandbox/messages",
        "/__sandbox/health",
        "/api/common/upload_pic/policy_get",
        "/api/common/upload_pic/policy_file_get",
        "/sandbox-files/oss/{bucket}",
        "/sandbox-files/oss/{bucket}/{key}",
        "/api/organization/common/initiator_list",
        "/api/organization/common/project_list_v2",
        "/api/organization/activity/export_activity",
        "/api/organization/thing/export_sale",
        "/api/organization/wish/export_wish",
        "/__sandbox/export_rows",
        "/api/organization/account/info",
        "/api/organization/account/change_password",
        "/api/organization/account/mobile_change_password",
        "/api/organization/account/accept_agreement",
        "/api/organization/auth/info",
        "/api/organization/auth/submit_first",
        "/api/organization/auth/submit_change",
        "/api/organization/auth/review_list",
        "/api/organization/auth/review_detail",
        "/api/organization/auth/review",
        "/api/organization/pay_account/list",
        "/api/organization/pay_account/detail",
        "/api/organization/pay_account/save",
        "/api/organization/pay_account/delete",
    ] {
        assert!(
            doc["paths"].get(path).is_some(),
            "openapi.json lacks {path}"
        );
    }
    for name in [
        "help_type_list",
        "project_name_list",
        "help_project_list",
        "help_project_detail",
        "draft_box_list",
        "add_help_project",
        "draft_box_edit",
        "draft_box_submit",
        "draft_box_delete",
        "edit_help_project",
        "get_org_receive_help_list",
        "receive_org_help_project_list",
        "claim_help_project",
        "ignore_help_project",
        "pass_help_project",
        "return_help_project",
        "help_project_progess_list",
        "help_project_progess_detail",
        "add_help_progress",
        "help_progess_edit",
        "help_project_progess_pass",
        "help_project_progess_return",
        "add_help_issue",
        "help_project_issue_list",
        "help_project_issue_audit",
        "help_project_issue_pass",
        "help_project_issue_return",
        "donate_list",
        "bill_detail",
        "order_status",
        "import_help_project_list",
        "import_help_project_submit",
        "import_help_project_delete",
    ] {
        let path = format!("/api/organization/SZ/{name}");
        assert!(
            doc["paths"].get(&path).is_some(),
            "openapi.json lacks {path}"
        );
        // And the route really exists: without a token it is a session error, not a 404.
        let (status, resp) = app
            .call(test::TestRequest::get().uri(&path).to_request())
            .await;
        assert!(
            resp["code"] == 300 || resp["code"] == 405,
            "{path}: {status} {resp}"
        );
    }
}

#[actix_web::test]
async fn the_database_survives_a_restart_with_its_state() {
    let dir = tempfile::tempdir().expect("tempdir");
    let first = crate::seed::open_seeded(dir.path(), false, Default::default()).expect("open");
    first
        .db
        .run(|c| {
            Ok(c.execute(
                "UPDATE accounts SET login_count = 41 WHERE account = 'demo_org'",
                [],
            )?)
        })
        .await
        .expect("update");
    drop(first);

    let second = crate::seed::open_seeded(dir.path(), false, Default::default()).expect("reopen");
    let (count, accounts): (i64, i64) = second
        .db
        .run(|c| {
            Ok(c.query_row(
                "SELECT (SELECT login_count FROM accounts WHERE account = 'demo_org'), (SELECT COUNT(*) FROM accounts)",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?)
        })
        .await
        .expect("query");

    assert_eq!((count, accounts), (41, crate::demo_accounts().len() as i64));
}

#[actix_web::test]
async fn start_binds_the_requested_address_and_serves_until_stopped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cfg = crate::SandboxConfig {
        data_dir: dir.path().join("nested/data"),
        test_mode: false,
        bind: "127.0.0.1:0".parse().expect("addr"),
        clock: None,
    };

    let sandbox = crate::start(cfg).await.expect("sandbox starts");
    let addr = sandbox.addr;
    let reply = tokio::task::spawn_blocking(move || {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(addr)?;
        stream.write_all(
            b"GET /__sandbox/health HTTP/1.1\r\nHost: sandbox\r\nConnection: close\r\n\r\n",
        )?;
        let mut reply = String::new();
        stream.read_to_string(&mut reply)?;
        std::io::Result::Ok(reply)
    })
    .await
    .expect("join")
    .expect("http round trip");
    sandbox.server_handle.stop(true).await;

    assert_ne!(addr.port(), 0);
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    assert!(reply.ends_with("{\"ok\":true}"), "{reply}");
    assert!(dir.path().join("nested/data/sandbox.db").exists());
}
