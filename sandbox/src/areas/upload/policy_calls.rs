//! `GET /api/common/upload_pic/policy_get` and `policy_file_get`: the encrypted upload config.

use crate::areas::upload::config::{self, Kind};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use serde_json::json;

async fn policy(state: web::Data<AppState>, user: CurrentUser, kind: Kind) -> ApiResult {
    let keys = state.upload.clone();
    let plain = config::plain_config(&keys, kind, user.org_id, clock::now()).to_string();
    // Four RSA operations: off the async worker.
    let info = web::block(move || config::encrypt(&keys, plain.as_bytes()))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("encrypting the upload config: {e}")))?;
    Ok(ok("获取成功", json!({ "info": info })))
}

/// `GET /api/common/upload_pic/policy_get` — config for images.
pub async fn policy_get(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    policy(state, user, Kind::Image).await
}

/// `GET /api/common/upload_pic/policy_file_get` — config for documents.
pub async fn policy_file_get(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    policy(state, user, Kind::File).await
}
