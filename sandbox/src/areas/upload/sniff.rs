//! An object named as a picture must be one: browsers type a file by its name, so a text file
//! renamed `fake.png` would otherwise be stored and served as a broken image. The first bytes
//! decide (the console checks the same before sending, `frontend/src/components/upload/sniff.ts`).

/// Leading bytes `is_image` needs.
pub const HEAD_BYTES: usize = 12;

/// Whether `key` names a picture (by its extension, as the console names objects).
pub fn names_image(key: &str) -> bool {
    let ext = key.rsplit_once('.').map_or("", |(_, e)| e);
    ["jpg", "jpeg", "png", "gif", "webp"]
        .iter()
        .any(|i| ext.eq_ignore_ascii_case(i))
}

/// Whether `head` starts a JPEG, PNG, GIF or WEBP file.
pub fn is_image(head: &[u8]) -> bool {
    head.starts_with(&[0xFF, 0xD8, 0xFF])
        || head.starts_with(b"\x89PNG\r\n\x1a\n")
        || head.starts_with(b"GIF87a")
        || head.starts_with(b"GIF89a")
        || (head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_image_formats_are_pictures_and_text_is_not() {
        assert!(is_image(b"\x89PNG\r\n\x1a\n\0\0\0\x0d"));
        assert!(is_image(&[0xFF, 0xD8, 0xFF, 0xE0]));
        assert!(is_image(b"GIF89a\x01\0"));
        assert!(is_image(b"RIFF\x10\0\0\0WEBPVP8 "));
        assert!(!is_image(b"hello, not a picture"));
        assert!(!is_image(b"RIFF\x10\0\0\0WAVE"));
        assert!(!is_image(b"\x89PN"));
    }

    #[test]
    fn picture_names_are_known_by_extension_in_any_case() {
        assert!(names_image("images/1/20260101/x.PNG"));
        assert!(names_image("a.jpeg"));
        assert!(!names_image("files/1/report.pdf"));
        assert!(!names_image("files/1/png"));
    }
}
