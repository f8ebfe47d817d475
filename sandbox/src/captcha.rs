//! Captcha images: four characters from an alphabet without look-alikes (no 0/O, 1/I/L, 9/g…),
//! drawn with a hand-made 5×7 bitmap font, scaled, slanted and jittered, over noise, as PNG.

use rand::Rng;

pub const WIDTH: u32 = 120;
pub const HEIGHT: u32 = 40;
pub const LENGTH: usize = 4;
/// Seconds a captcha stays valid.
pub const TTL_SECS: i64 = 5 * 60;
pub const ALPHABET: &[u8] = b"2345678ABCDEFHJKMNPRSTUVWXY";

/// Each font cell becomes a 3×4 block: glyphs 15×28 px, tall enough to read at 120×40.
const SCALE_X: i32 = 3;
const SCALE_Y: i32 = 4;

/// 5×7 glyph rows, bit 4 is the leftmost column.
fn glyph(c: u8) -> [u8; 7] {
    match c {
        b'2' => [
            0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111,
        ],
        b'3' => [
            0b11110, 0b00001, 0b00001, 0b01110, 0b00001, 0b00001, 0b11110,
        ],
        b'4' => [
            0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010,
        ],
        b'5' => [
            0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110,
        ],
        b'6' => [
            0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110,
        ],
        b'7' => [
            0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000,
        ],
        b'8' => [
            0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110,
        ],
        b'A' => [
            0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001,
        ],
        b'B' => [
            0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110,
        ],
        b'C' => [
            0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110,
        ],
        b'D' => [
            0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100,
        ],
        b'E' => [
            0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111,
        ],
        b'F' => [
            0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000,
        ],
        b'H' => [
            0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001,
        ],
        b'J' => [
            0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100,
        ],
        b'K' => [
            0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001,
        ],
        b'M' => [
            0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001,
        ],
        b'N' => [
            0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001,
        ],
        b'P' => [
            0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000,
        ],
        b'R' => [
            0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001,
        ],
        b'S' => [
            0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110,
        ],
        b'T' => [
            0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100,
        ],
        b'U' => [
            0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110,
        ],
        b'V' => [
            0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100,
        ],
        b'W' => [
            0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010,
        ],
        b'X' => [
            0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001,
        ],
        b'Y' => [
            0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100,
        ],
        _ => [0; 7],
    }
}

/// A fresh random code.
pub fn new_code() -> String {
    let mut rng = rand::thread_rng();
    (0..LENGTH)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

struct Canvas {
    rgb: Vec<u8>,
}

impl Canvas {
    fn filled(color: [u8; 3]) -> Self {
        let rgb = color.repeat((WIDTH * HEIGHT) as usize);
        Self { rgb }
    }

    fn set(&mut self, x: i32, y: i32, color: [u8; 3]) {
        if (0..WIDTH as i32).contains(&x) && (0..HEIGHT as i32).contains(&y) {
            let i = ((y as u32 * WIDTH + x as u32) * 3) as usize;
            self.rgb[i..i + 3].copy_from_slice(&color);
        }
    }

    /// Bresenham line.
    fn line(&mut self, (mut x0, mut y0): (i32, i32), (x1, y1): (i32, i32), color: [u8; 3]) {
        let (dx, dy) = ((x1 - x0).abs(), -(y1 - y0).abs());
        let (sx, sy) = (if x0 < x1 { 1 } else { -1 }, if y0 < y1 { 1 } else { -1 });
        let mut err = dx + dy;
        loop {
            self.set(x0, y0, color);
            if x0 == x1 && y0 == y1 {
                break;
            }
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x0 += sx;
            }
            if e2 <= dx {
                err += dx;
                y0 += sy;
            }
        }
    }
}

fn random_color(rng: &mut impl Rng, lo: u8, hi: u8) -> [u8; 3] {
    [
        rng.gen_range(lo..=hi),
        rng.gen_range(lo..=hi),
        rng.gen_range(lo..=hi),
    ]
}

/// Draws `code` as a `WIDTH`×`HEIGHT` RGB PNG.
pub fn render_png(code: &str) -> Result<Vec<u8>, png::EncodingError> {
    let mut rng = rand::thread_rng();
    let mut canvas = Canvas::filled(random_color(&mut rng, 225, 250));

    // Lines under the text make it harder to segment without hurting legibility much.
    for _ in 0..4 {
        let from = (
            rng.gen_range(0..WIDTH as i32),
            rng.gen_range(0..HEIGHT as i32),
        );
        let to = (
            rng.gen_range(0..WIDTH as i32),
            rng.gen_range(0..HEIGHT as i32),
        );
        canvas.line(from, to, random_color(&mut rng, 130, 200));
    }

    let glyph_height = 7 * SCALE_Y;
    for (i, c) in code.bytes().enumerate() {
        let color = random_color(&mut rng, 20, 110);
        let x0 = 12 + i as i32 * 26 + rng.gen_range(-2..=2);
        let y0 = (HEIGHT as i32 - glyph_height) / 2 + rng.gen_range(-3..=3);
        // Slant in tenths of a pixel per row, either direction.
        let shear = rng.gen_range(-4..=4);
        for (gy, row) in glyph(c).iter().enumerate() {
            for gx in 0..5 {
                if row & (0b10000 >> gx) == 0 {
                    continue;
                }
                for sy in 0..SCALE_Y {
                    let y = gy as i32 * SCALE_Y + sy;
                    let slant = shear * (y - glyph_height / 2) / 10;
                    for sx in 0..SCALE_X {
                        canvas.set(x0 + gx * SCALE_X + sx - slant, y0 + y, color);
                    }
                }
            }
        }
    }

    for _ in 0..2 {
        let from = (0, rng.gen_range(0..HEIGHT as i32));
        let to = (WIDTH as i32 - 1, rng.gen_range(0..HEIGHT as i32));
        canvas.line(from, to, random_color(&mut rng, 60, 160));
    }
    for _ in 0..160 {
        let (x, y) = (
            rng.gen_range(0..WIDTH as i32),
            rng.gen_range(0..HEIGHT as i32),
        );
        canvas.set(x, y, random_color(&mut rng, 60, 220));
    }

    let mut out = Vec::with_capacity(4096);
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&canvas.rgb)?;
    writer.finish()?;
    Ok(out)
}

/// A caller-chosen captcha key: 1–64 of `[A-Za-z0-9_-]`.
pub fn is_valid_key(key: &str) -> bool {
    (1..=64).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_alphabet_character_has_a_glyph() {
        for c in ALPHABET {
            assert_ne!(glyph(*c), [0; 7], "{}", *c as char);
        }
    }

    #[test]
    fn new_codes_use_only_the_unambiguous_alphabet() {
        let code = new_code();
        assert_eq!(code.len(), LENGTH);
        assert!(code.bytes().all(|b| ALPHABET.contains(&b)));
    }

    #[test]
    fn captcha_keys_are_bounded_and_url_safe() {
        assert!(is_valid_key("abc-DEF_123"));
        assert!(!is_valid_key(""));
        assert!(!is_valid_key(&"a".repeat(65)));
        assert!(!is_valid_key("a b"));
        assert!(!is_valid_key("键"));
    }
}
