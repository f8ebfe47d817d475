//! The routes of the calls the console answers itself (`own_calls` records each as it is
//! added), the health probes among them, and the proxy scope for every other `/api` call.

use actix_web::{web, App};

use crate::own_calls::Method::{Any, Get, Post};
use crate::own_calls::{Own, OwnCall};
use crate::session::sms_limit;
use crate::{auth, export, probes, proxy, upload};

/// The calls the console answers itself (`own_calls`: each recorded as it is added), and
/// everything else under `/api` passed to the platform. Static paths and prefix scopes only:
/// actix matches a dynamic pattern (`{tail:.*}`) with a regex per request and per route tried,
/// which was ~7 % of the proxy's CPU; a scope is a prefix compare, so a proxied call now meets
/// no regex at all.
pub(crate) fn own_routes(cfg: &mut web::ServiceConfig, test_calls: bool, table: &mut Vec<OwnCall>) {
    let mut own = Own::new(table);
    own.add(cfg, Get, "/healthz", probes::healthz)
        .add(cfg, Get, "/readyz", probes::readyz)
        .add(cfg, Get, "/openapi.json", crate::contract::serve);
    if test_calls {
        own.add(cfg, Post, "/__sandbox/{name}", crate::test_calls::forward);
    }
    own.scope(cfg, "/api", api_calls, |scope| {
        scope.default_service(web::route().to(proxy::forward))
    });
}

/// Under `/api`: the session's own calls, the SMS throttle, the refused raw uploads and `/bff`.
fn api_calls(cfg: &mut web::ServiceConfig, api: &mut Own) {
    api.add(cfg, Post, "/organization/login/login", auth::login)
        .add(cfg, Get, "/common/logout", auth::logout)
        .add(cfg, Get, "/admin/verify", auth::captcha)
        .add(cfg, Any, "/common/mobile_code", sms_limit::mobile_code);
    // Uploads go through the BFF's signed policy, never as raw bytes to the platform.
    cfg.service(
        web::scope("/common/upload_pic").default_service(web::route().to(upload::not_for_browsers)),
    );
    // The BFF's own calls; anything else under /api/bff is not the platform's.
    api.scope(cfg, "/bff", bff_calls, |scope| {
        scope.default_service(web::route().to(upload::not_for_browsers))
    });
}

/// Under `/api/bff`: the upload policy and the exports.
fn bff_calls(cfg: &mut web::ServiceConfig, bff: &mut Own) {
    bff.add(cfg, Get, "/upload/policy", upload::policy)
        .add(cfg, Post, "/export/{name}", export::export)
        .add(cfg, Post, "/export/{name}/jobs", export::jobs::start)
        .add(cfg, Get, "/export/jobs", export::jobs::list)
        .add(cfg, Get, "/export/jobs/{id}", export::jobs::status)
        .add(cfg, Get, "/export/jobs/{id}/file", export::jobs::file);
}

/// The calls `own_routes` registers (with the test calls when `test_calls`), read from the
/// registration itself on an app that is built and dropped.
pub fn own_calls(test_calls: bool) -> Vec<OwnCall> {
    let mut table = Vec::new();
    let _app = App::new().configure(|cfg| own_routes(cfg, test_calls, &mut table));
    table
}
