//! The OSS-compatible object store: `POST /sandbox-files/oss/{bucket}` (PostObject, a multipart
//! form signed by the BFF) and `GET /sandbox-files/oss/{bucket}/{key}`. Errors are OSS's XML
//! `<Error><Code>…</Code><Message>…</Message></Error>` with OSS's codes and HTTP statuses.

use crate::areas::upload::config::{bucket_host, Kind};
use crate::areas::upload::policy::{self, Accepted, OssError, HARD_MAX_BYTES};
use crate::areas::upload::sniff;
use crate::clock;
use crate::http::session::CurrentUser;
use crate::objects::store::{self, INLINE_TYPES};
use crate::state::AppState;
use actix_multipart::{Field, Multipart};
use actix_web::{http::StatusCode, web, HttpResponse};
use futures_util::StreamExt;
use rusqlite::{params, OptionalExtension};
use serde_json::json;
use std::collections::HashMap;
use std::io::{Read, Write};

/// Limits on the text part of a form, so a form cannot grow without bound before `file`.
const MAX_FIELD_BYTES: usize = 16 * 1024;
const MAX_FIELDS: usize = 32;

pub fn error_response(e: &OssError) -> HttpResponse {
    let request_id: u64 = rand::random();
    let body = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error>\n  <Code>{}</Code>\n  <Message>{}</Message>\n  <RequestId>{request_id:016X}</RequestId>\n  <HostId>sandbox</HostId>\n</Error>\n",
        e.code,
        xml_escape(&e.message)
    );
    HttpResponse::build(StatusCode::from_u16(e.status).unwrap_or(StatusCode::BAD_REQUEST))
        .content_type("application/xml")
        .insert_header(("Cache-Control", "no-store"))
        .body(body)
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn internal(e: impl std::fmt::Display) -> OssError {
    tracing::error!(error = %e, "sandbox object store failure");
    OssError::new(
        500,
        "InternalError",
        "We encountered an internal error. Please try again.",
    )
}

/// Whether `reader` may fetch the document `key` (`files/<org id>/…`).
fn may_read_document(reader: Option<&CurrentUser>, key: &str) -> bool {
    let owner = key.split('/').nth(1).and_then(|id| id.parse::<i64>().ok());
    reader.is_some_and(|u| matches!(u.role, 2 | 99) || Some(u.org_id) == owner)
}

/// `POST /sandbox-files/oss/{bucket}`
pub async fn post_object(
    state: web::Data<AppState>,
    bucket: web::Path<String>,
    form: Multipart,
) -> HttpResponse {
    match receive(&state, &bucket, form).await {
        Ok(resp) => resp,
        Err(e) => error_response(&e),
    }
}

async fn receive(
    state: &AppState,
    bucket: &str,
    mut form: Multipart,
) -> Result<HttpResponse, OssError> {
    if Kind::from_bucket(bucket).is_none() {
        return Err(OssError::new(
            404,
            "NoSuchBucket",
            "The specified bucket does not exist.",
        ));
    }
    let malformed = || {
        OssError::new(
            400,
            "MalformedPOSTRequest",
            "The body of your POST request is not well-formed multipart/form-data.",
        )
    };
    let mut fields: HashMap<String, String> = HashMap::new();
    while let Some(item) = form.next().await {
        let mut field = item.map_err(|_| malformed())?;
        let name = field.name().unwrap_or_default().to_owned();
        if name.eq_ignore_ascii_case("file") {
            // OSS reads the form in order: the file comes last and everything it needs is known.
            let accepted = policy::verify(
                &fields,
                bucket,
                &state.upload.access_key_id,
                &state.upload.access_key_secret,
                clock::now(),
            )?;
            let part_type = field.content_type().map(|m| m.essence_str().to_owned());
            let tmp = write_file(state, &mut field, &accepted).await?;
            return store_object(state, bucket, &fields, part_type, tmp, accepted).await;
        }
        if fields.len() >= MAX_FIELDS {
            return Err(malformed());
        }
        let mut value = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| malformed())?;
            if value.len() + chunk.len() > MAX_FIELD_BYTES {
                return Err(OssError::new(
                    400,
                    "InvalidArgument",
                    format!("The form field {name} is too long."),
                ));
            }
            value.extend_from_slice(&chunk);
        }
        let value = String::from_utf8(value).map_err(|_| malformed())?;
        fields.insert(name, value);
    }
    Err(OssError::new(
        400,
        "InvalidArgument",
        "The form field file is missing.",
    ))
}

/// Streams the file part to a temporary file, stopping as soon as it passes the policy's limit.
async fn write_file(
    state: &AppState,
    field: &mut Field,
    accepted: &Accepted,
) -> Result<tempfile::NamedTempFile, OssError> {
    let too_large = || {
        OssError::new(
            400,
            "EntityTooLarge",
            "Your proposed upload exceeds the maximum allowed size.",
        )
    };
    let max = accepted.max_bytes.min(HARD_MAX_BYTES);
    let mut tmp = state.objects.incoming().map_err(internal)?;
    let mut size: u64 = 0;
    while let Some(chunk) = field.next().await {
        let chunk = chunk.map_err(|_| {
            OssError::new(
                400,
                "MalformedPOSTRequest",
                "The body of your POST request is not well-formed multipart/form-data.",
            )
        })?;
        size += chunk.len() as u64;
        if size > max {
            return Err(too_large());
        }
        // Small synchronous writes to a local file; the chunks are at most a few KB.
        tmp.write_all(&chunk).map_err(internal)?;
    }
    if size < accepted.min_bytes.max(1) {
        return Err(OssError::new(
            400,
            "EntityTooSmall",
            "Your proposed upload is smaller than the minimum allowed size.",
        ));
    }
    tmp.flush().map_err(internal)?;
    Ok(tmp)
}

/// The first bytes of an upload (fewer for a shorter file).
fn head_of(tmp: &tempfile::NamedTempFile) -> Result<Vec<u8>, OssError> {
    let mut head = Vec::with_capacity(sniff::HEAD_BYTES);
    tmp.reopen()
        .map_err(internal)?
        .take(sniff::HEAD_BYTES as u64)
        .read_to_end(&mut head)
        .map_err(internal)?;
    Ok(head)
}

async fn store_object(
    state: &AppState,
    bucket: &str,
    fields: &HashMap<String, String>,
    part_type: Option<String>,
    tmp: tempfile::NamedTempFile,
    accepted: Accepted,
) -> Result<HttpResponse, OssError> {
    let key = accepted.key.clone();
    let size = tmp.as_file().metadata().map_err(internal)?.len();
    if sniff::names_image(&key) && !sniff::is_image(&head_of(&tmp)?) {
        return Err(OssError::new(
            400,
            "InvalidImageContent",
            "The object is named as an image but its content is not one.",
        ));
    }
    let content_type = store::content_type(
        fields.get("Content-Type").map(String::as_str),
        part_type.as_deref(),
        &key,
    );
    let objects = state.objects.clone();
    let (b, k, ct) = (bucket.to_owned(), key.clone(), content_type.clone());
    state
        .db
        .run(move |conn| {
            objects
                .commit(tmp, &b, &k)
                .map_err(|e| crate::http::envelope::ApiError::Internal(e.into()))?;
            conn.execute(
                "INSERT INTO oss_objects (bucket, key, content_type, size, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (bucket, key) DO UPDATE SET content_type = ?3, size = ?4, created_at = ?5",
                params![b, k, ct, size as i64, clock::now()],
            )?;
            Ok(())
        })
        .await
        .map_err(internal)?;

    let url = format!("{}/{key}", bucket_host(bucket));
    if fields.contains_key("callback") {
        // OSS would call the platform's callback URL and relay its answer; the sandbox is that
        // platform, so it answers as its callback would.
        return Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(json!({
            "code": 200, "msg": "上传成功",
            "data": { "url": url, "key": key, "bucket": bucket, "size": size, "mime_type": content_type },
        })));
    }
    Ok(match accepted.success_status {
        200 => HttpResponse::Ok().finish(),
        201 => HttpResponse::Created().content_type("application/xml").body(format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<PostResponse><Bucket>{bucket}</Bucket><Location>{}</Location><Key>{}</Key></PostResponse>\n",
            xml_escape(&url),
            xml_escape(&key)
        )),
        _ => HttpResponse::NoContent().finish(),
    })
}

/// `GET /sandbox-files/oss/{bucket}/{key}`. Images are public (they appear on public pages);
/// documents (`files/<org id>/…`: import sheets with ID numbers) are private objects, readable
/// only with the token of a user of that organisation or of a reviewer (2, 99).
pub async fn get_object(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    reader: Option<CurrentUser>,
) -> HttpResponse {
    let (bucket, key) = path.into_inner();
    let no_such_key = || {
        error_response(&OssError::new(
            404,
            "NoSuchKey",
            "The specified key does not exist.",
        ))
    };
    let Some(kind) = Kind::from_bucket(&bucket) else {
        return no_such_key();
    };
    if !policy::valid_key(&key) {
        return no_such_key();
    }
    let private = kind == Kind::File;
    if private && !may_read_document(reader.as_ref(), &key) {
        return error_response(&OssError::new(
            403,
            "AccessDenied",
            "You have no right to access this object.",
        ));
    }
    let (b, k) = (bucket.clone(), key.clone());
    let found = state
        .db
        .run(move |conn| {
            Ok(conn
                .query_row(
                    "SELECT content_type FROM oss_objects WHERE bucket = ?1 AND key = ?2",
                    params![b, k],
                    |r| r.get::<_, String>(0),
                )
                .optional()?)
        })
        .await;
    let Ok(Some(content_type)) = found else {
        return no_such_key();
    };
    let path = state.objects.path_of(&bucket, &key);
    let Ok(bytes) = web::block(move || std::fs::read(path))
        .await
        .map(|r| r.ok())
    else {
        return no_such_key();
    };
    let Some(bytes) = bytes else {
        return no_such_key();
    };
    let mut resp = HttpResponse::Ok();
    resp.insert_header(("X-Content-Type-Options", "nosniff"))
        .insert_header((
            "Cache-Control",
            if private {
                "private, no-store"
            } else {
                "public, max-age=3600"
            },
        ));
    if INLINE_TYPES.contains(&content_type.as_str()) {
        resp.content_type(content_type);
    } else {
        let name = key.rsplit('/').next().unwrap_or("file");
        resp.content_type("application/octet-stream")
            .insert_header((
                "Content-Disposition",
                format!("attachment; filename=\"{name}\""),
            ));
    }
    resp.body(bytes)
}
