//! Route registration with a record: every call the sandbox answers is added through `Routes`,
//! which writes its full method and path (scope prefixes included) into one table as it adds
//! it. Areas never see actix's `ServiceConfig`, and `get`/`post`/`get_or_post` make a `Call`
//! that only `Routes` can register, so no route reaches the app without reaching the table;
//! a test compares the table with `openapi.json` (`tests/route_table.rs`).

use super::envelope::{ApiError, ApiResult};
use actix_web::body::MessageBody;
use actix_web::dev::{HttpServiceFactory, ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::web::{self, ServiceConfig};
use actix_web::{Error, FromRequest, Handler, Resource, Responder, Scope};

/// One registered operation: `GET` or `POST` and its full path as actix matches it (a
/// segment may carry a pattern, `{key:.*}`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Route {
    pub method: &'static str,
    pub path: String,
}

/// A call made by `get`, `post` or `get_or_post`, not yet registered.
pub struct Call<R = Resource> {
    path: String,
    methods: &'static [&'static str],
    resource: R,
}

impl<R> Call<R> {
    /// The same call with its resource changed (a middleware of its own); the path and methods
    /// stay what the table records.
    pub fn map<U>(self, f: impl FnOnce(R) -> U) -> Call<U> {
        Call {
            path: self.path,
            methods: self.methods,
            resource: f(self.resource),
        }
    }
}

/// A handler actix can serve: any async fn whose output is an answer (its arguments are
/// extractors, `Args: FromRequest`). Named once so `get`, `post` and `get_or_post` bound it alike.
pub trait Endpoint<Args>: Handler<Args, Output: Responder + 'static> {}

impl<F, Args> Endpoint<Args> for F where F: Handler<Args, Output: Responder + 'static> {}

pub fn get<F: Endpoint<Args>, Args: FromRequest + 'static>(path: &str, handler: F) -> Call {
    call(
        path,
        &["GET"],
        web::resource(path).route(web::get().to(handler)),
    )
}

pub fn post<F: Endpoint<Args>, Args: FromRequest + 'static>(path: &str, handler: F) -> Call {
    call(
        path,
        &["POST"],
        web::resource(path).route(web::post().to(handler)),
    )
}

/// A call answering both GET and POST with one handler (its input read with `input::Params`).
pub fn get_or_post<F: Endpoint<Args> + Clone, Args: FromRequest + 'static>(
    path: &str,
    handler: F,
) -> Call {
    let resource = web::resource(path)
        .route(web::get().to(handler.clone()))
        .route(web::post().to(handler));
    call(path, &["GET", "POST"], resource)
}

fn call(path: &str, methods: &'static [&'static str], resource: Resource) -> Call {
    Call {
        path: path.to_owned(),
        methods,
        // Any other method on a known path is the envelope's 405, not actix's bare one.
        resource: resource.default_service(web::to(method_not_allowed)),
    }
}

async fn method_not_allowed() -> ApiResult {
    Err(ApiError::MethodNotAllowed)
}

/// Where areas register their calls: the app's config (or a scope's) and the table.
pub struct Routes<'a> {
    cfg: &'a mut ServiceConfig,
    prefix: String,
    table: &'a mut Vec<Route>,
}

impl Routes<'_> {
    /// Registers `call` at this level (its path below the enclosing scopes' prefixes).
    pub fn service<R: HttpServiceFactory + 'static>(&mut self, call: Call<R>) -> &mut Self {
        for method in call.methods {
            self.table.push(Route {
                method,
                path: format!("{}{}", self.prefix, call.path),
            });
        }
        self.cfg.service(call.resource);
        self
    }

    /// A scope at `prefix`, made by `make` from a bare one (an area's role gate, middleware),
    /// whose calls `calls` registers.
    pub fn scope<T, B>(
        &mut self,
        prefix: &str,
        make: impl FnOnce(Scope) -> Scope<T>,
        calls: impl FnOnce(&mut Routes),
    ) -> &mut Self
    where
        T: ServiceFactory<
                ServiceRequest,
                Config = (),
                Response = ServiceResponse<B>,
                Error = Error,
                InitError = (),
            > + 'static,
        B: MessageBody + 'static,
    {
        let full = format!("{}{prefix}", self.prefix);
        let table = &mut *self.table;
        // `configure` runs the closure at once, so the table can be borrowed into it.
        let scope = make(web::scope(prefix)).configure(|cfg| {
            calls(&mut Routes {
                cfg,
                prefix: full,
                table,
            })
        });
        self.cfg.service(scope);
        self
    }

    pub fn configure(&mut self, f: impl FnOnce(&mut Routes)) -> &mut Self {
        f(self);
        self
    }
}

/// Registers what `routes` adds into `cfg` and returns the table of it.
pub fn register(cfg: &mut ServiceConfig, routes: impl FnOnce(&mut Routes)) -> Vec<Route> {
    let mut table = Vec::new();
    routes(&mut Routes {
        cfg,
        prefix: String::new(),
        table: &mut table,
    });
    table
}

/// The table `routes` would register, without serving anything (an app is built and dropped).
#[cfg(test)]
pub fn table(routes: impl FnOnce(&mut Routes)) -> Vec<Route> {
    let mut table = Vec::new();
    let _app = actix_web::App::new().configure(|cfg| table = register(cfg, routes));
    table
}
