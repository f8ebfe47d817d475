//! Cloud-upload support of the sandbox: the encrypted config (`config`, from the keys of
//! `crate::objects`), and the OSS-compatible object store the browser posts files to (`policy`
//! checks the signed form; `crate::objects::store` keeps the objects).

pub mod config;
pub mod oss;
pub mod policy;
mod policy_calls;
pub mod sniff;

use crate::http::Routes;
use crate::http::{get, post};

pub fn routes(cfg: &mut Routes) {
    cfg.service(get(
        "/api/common/upload_pic/policy_get",
        policy_calls::policy_get,
    ))
    .service(get(
        "/api/common/upload_pic/policy_file_get",
        policy_calls::policy_file_get,
    ))
    .service(post("/sandbox-files/oss/{bucket}", oss::post_object))
    .service(get("/sandbox-files/oss/{bucket}/{key:.*}", oss::get_object));
}
