//! The calls the console answers itself, beside the platform's calls it passes through, the
//! files and the pages: registered through `Own`, which records each one's method and full
//! path as it adds it. The contract test reads that record (`app::own_calls`), so a call added
//! here without a contract entry fails it; no second list is kept.

use actix_web::dev::HttpServiceFactory;
use actix_web::{guard, web, FromRequest, Handler, Responder, Scope};

/// How a call is routed: `Get` answers GET and HEAD (HEAD without the body), `Any` every
/// method (the handler answers the ones it does not take).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Any,
}

impl Method {
    fn route(self) -> actix_web::Route {
        match self {
            Self::Get => web::route().guard(guard::Any(guard::Get()).or(guard::Head())),
            Self::Post => web::post(),
            Self::Any => web::route(),
        }
    }
}

/// One call the console answers itself: its method and full path as actix matches it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnCall {
    pub method: Method,
    pub path: String,
}

/// Adds calls to a config (the app's or a scope's) and records them.
pub struct Own<'a> {
    prefix: String,
    table: &'a mut Vec<OwnCall>,
}

impl<'a> Own<'a> {
    pub fn new(table: &'a mut Vec<OwnCall>) -> Self {
        Own {
            prefix: String::new(),
            table,
        }
    }

    pub fn add<F, Args>(
        &mut self,
        cfg: &mut web::ServiceConfig,
        method: Method,
        path: &str,
        handler: F,
    ) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.table.push(OwnCall {
            method,
            path: format!("{}{path}", self.prefix),
        });
        cfg.route(path, method.route().to(handler));
        self
    }

    /// A scope at `prefix` whose calls `calls` adds; `finish` gives it what is not a call
    /// (its default service).
    pub fn scope<S: HttpServiceFactory + 'static>(
        &mut self,
        cfg: &mut web::ServiceConfig,
        prefix: &str,
        calls: impl FnOnce(&mut web::ServiceConfig, &mut Own),
        finish: impl FnOnce(Scope) -> S,
    ) -> &mut Self {
        let mut inner = Own {
            prefix: format!("{}{prefix}", self.prefix),
            table: &mut *self.table,
        };
        // `configure` runs the closure at once: the record is complete when it returns.
        let scope = web::scope(prefix).configure(|c| calls(c, &mut inner));
        cfg.service(finish(scope));
        self
    }
}
