//! A multipart/form-data body as a browser builds it for an OSS PostObject upload.

pub const BOUNDARY: &str = "----orgcenter-test-boundary-7MA4YWxkTrZu0gW";

/// The body and its Content-Type; text fields first, then the file part (OSS wants it last).
pub fn form(
    fields: &[(&str, &str)],
    file_name: &str,
    file_type: &str,
    file: &[u8],
) -> (String, Vec<u8>) {
    let mut body = Vec::with_capacity(file.len() + 2048);
    for (name, value) in fields {
        body.extend_from_slice(
            format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n").as_bytes(),
        );
    }
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: {file_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={BOUNDARY}"), body)
}
