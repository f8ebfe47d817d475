//! The routes of the calls the console answers itself (`own_calls` records each as it is
//! added), the health probes among them, and the proxy scope for every other `/api` call.

use actix_web::{web, App};

use crate::own_calls::{Method, Own, OwnCall};
use crate::session::sms_limit;
use crate::{auth, export, probes, proxy, upload};

/// The calls the console answers itself (`own_calls`: each recorded as it is added), and
/// everything else under `/api` passed to the platform. Static paths and prefix scopes only:
/// actix matches a dynamic pattern (`{tail:.*}`) with a regex per request and per route tried,
/// which was ~7 % of the proxy's CPU; a scope is a prefix compare, so a proxied call now meets
/// no regex at all.
pub(crate) fn own_routes(cfg: &mut web::ServiceConfig, test_calls: bool, table: &mut Vec<OwnCall>) {
    let mut own = Own::new(table);
    own.add(cfg, Method::Get, "/healthz", probes::healthz)
        .add(cfg, Method::Get, "/readyz", probes::readyz)
        .add(cfg, Method::Get, "/openapi.json", crate::contract::serve);
    if test_calls {
        own.add(
            cfg,
            Method::Post,
            "/__sandbox/{name}",
            crate::test_calls::forward,
        );
    }
    own.scope(
        cfg,
        "/api",
        |cfg, api| {
            api.add(cfg, Method::Post, "/organization/login/login", auth::login)
                .add(cfg, Method::Get, "/common/logout", auth::logout)
                .add(cfg, Method::Get, "/admin/verify", auth::captcha)
                .add(
                    cfg,
                    Method::Any,
                    "/common/mobile_code",
                    sms_limit::mobile_code,
                );
            // Uploads go through the BFF's signed policy, never as raw bytes to the platform.
            cfg.service(
                web::scope("/common/upload_pic")
                    .default_service(web::route().to(upload::not_for_browsers)),
            );
            // The BFF's own calls; anything else under /api/bff is not the platform's.
            api.scope(
                cfg,
                "/bff",
                |cfg, bff| {
                    bff.add(cfg, Method::Get, "/upload/policy", upload::policy)
                        .add(cfg, Method::Post, "/export/{name}", export::export)
                        .add(
                            cfg,
                            Method::Post,
                            "/export/{name}/jobs",
                            export::jobs::start,
                        )
                        .add(cfg, Method::Get, "/export/jobs", export::jobs::list)
                        .add(cfg, Method::Get, "/export/jobs/{id}", export::jobs::status)
                        .add(
                            cfg,
                            Method::Get,
                            "/export/jobs/{id}/file",
                            export::jobs::file,
                        );
                },
                |scope| scope.default_service(web::route().to(upload::not_for_browsers)),
            );
        },
        |scope| scope.default_service(web::route().to(proxy::forward)),
    );
}

/// The calls `own_routes` registers (with the test calls when `test_calls`), read from the
/// registration itself on an app that is built and dropped.
pub fn own_calls(test_calls: bool) -> Vec<OwnCall> {
    let mut table = Vec::new();
    let _app = App::new().configure(|cfg| own_routes(cfg, test_calls, &mut table));
    table
}
