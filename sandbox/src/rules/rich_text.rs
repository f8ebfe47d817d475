//! Rich text (a project's description, an activity's details) comes from the console's editor.
//! The platform never trusts it: it is cleaned with an allow-list (ammonia, an HTML5 parser,
//! not patterns) before it is stored, so what is stored and answered is only the markup below
//! — scripts, event attributes, styles, `javascript:`/`data:` URLs and unknown tags cannot
//! survive.

use ammonia::Builder;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

const TAGS: [&str; 15] = [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
];

static CLEANER: LazyLock<Builder<'static>> = LazyLock::new(|| {
    let mut b = Builder::empty();
    b.tags(
        TAGS.iter()
            .copied()
            .chain(["a", "img"])
            .collect::<HashSet<_>>(),
    )
    .tag_attributes(HashMap::from([
        ("a", HashSet::from(["href"])),
        ("img", HashSet::from(["src", "alt"])),
    ]))
    .url_schemes(HashSet::from(["http", "https"]))
    .link_rel(Some("noopener noreferrer nofollow"))
    .attribute_filter(|element, attribute, value| match (element, attribute) {
        // Links leave for the web, never to a relative or scripted target.
        ("a", "href") => {
            (value.starts_with("http://") || value.starts_with("https://")).then_some(value.into())
        }
        // Images only from the platform's own store (a signed upload).
        ("img", "src") => crate::rules::file_url::is_file_url(value).then_some(value.into()),
        _ => Some(value.into()),
    });
    b
});

/// The description as stored: only allowed tags and attributes remain.
/// The longest rich text accepted, in characters of HTML (20 000 characters of text and its
/// markup).
pub const MAX_HTML: usize = 100_000;

/// A required rich-text field: sanitised, then 20–20 000 characters of text (`请填写<label>`,
/// `<label>长度须为20-20000个字`).
pub fn required(raw: &str, label: &str) -> Result<String, String> {
    if raw.is_empty() {
        return Err(format!("请填写{label}"));
    }
    let too_long = || format!("{label}长度须为20-20000个字");
    if raw.chars().count() > MAX_HTML {
        return Err(too_long());
    }
    let clean = sanitize(raw);
    if !(20..=20_000).contains(&text_len(&clean)) {
        return Err(too_long());
    }
    Ok(clean)
}

pub fn sanitize(html: &str) -> String {
    CLEANER.clean(html).to_string()
}

/// How many characters of text the (sanitised) HTML shows: tags do not count, an entity counts
/// as one character.
pub fn text_len(html: &str) -> usize {
    let mut n = 0;
    let mut in_tag = false;
    let mut in_entity = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if in_tag => {}
            '&' => {
                in_entity = true;
                n += 1;
            }
            ';' if in_entity => in_entity = false,
            _ if in_entity && (c.is_ascii_alphanumeric() || c == '#') => {}
            // Invisible characters are no text (issue 40: a description of only zero-width
            // characters is empty).
            c if crate::rules::blank::is_blank_char(c) => {}
            _ => {
                in_entity = false;
                n += 1;
            }
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Attack strings from the usual XSS corpora (OWASP cheat sheet, html5sec): none may leave
    /// anything executable behind.
    const CORPUS: &[&str] = &[
        "<script>alert(1)</script>",
        "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
        "<scr<script>ipt>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "<img src=\"/sandbox-files/oss/orgcenter-images/images/1/a.png\" onerror=\"alert(1)\">",
        "<IMG SRC=\"javascript:alert('XSS');\">",
        "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
        "<a href=\"javascript:alert(1)\">点我</a>",
        "<a href=\"JaVaScRiPt:alert(1)\">点我</a>",
        "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">x</a>",
        "<a href=\"&#x6A;avascript:alert(1)\">x</a>",
        "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
        "<a href=\" javascript:alert(1)\">x</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
        "<a href=\"vbscript:msgbox(1)\">x</a>",
        "<svg onload=alert(1)><circle r=10></svg>",
        "<svg><script>alert(1)</script></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
        "<iframe src=\"https://evil.example\"></iframe>",
        "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
        "<object data=\"x.swf\"></object><embed src=\"x.swf\">",
        "<style>body{background:url(javascript:alert(1))}</style>",
        "<p style=\"background:url(javascript:alert(1))\">x</p>",
        "<div onclick=\"alert(1)\">x</div>",
        "<body onload=alert(1)>",
        "<p onmouseover=alert(1)>悬停</p>",
        "<form action=\"https://evil.example\"><input name=a><button>go</button></form>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<link rel=stylesheet href=\"https://evil.example/x.css\">",
        "<base href=\"https://evil.example/\">",
        "<p><b><i>未闭合的<script>alert(1)",
        "<<script>script>alert(1)<</script>/script>",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "<a href=\"https://ok.example\" onclick=\"alert(1)\" target=\"_self\">链接</a>",
        "<img src=\"/sandbox-files/../etc/passwd\">",
        "<img src=\"https://evil.example/track.gif\">",
        "<!--<script>alert(1)</script>--><p>注释</p>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<template><script>alert(1)</script></template>",
        "<details open ontoggle=alert(1)>",
        "<video><source onerror=alert(1)></video>",
        "<a href=\"https://ok.example\" style=\"position:fixed\">x</a>",
        "<h2 class=\"x\" id=\"y\" data-x=\"1\">标题</h2>",
    ];

    /// Things that must never appear, lower-cased, in cleaned output.
    const EXECUTABLE: &[&str] = &[
        "<script",
        "</script",
        "javascript:",
        "vbscript:",
        "data:",
        "onerror",
        "onload",
        "onclick",
        "onmouseover",
        "ontoggle",
        "<svg",
        "<iframe",
        "<style",
        "style=",
        "<object",
        "<embed",
        "<form",
        "<input",
        "<meta",
        "<link",
        "<base",
        "<math",
        "srcdoc",
        "<template",
        "<details",
        "<video",
        "class=",
        "id=",
        "target=",
        "evil.example/track",
        "../",
    ];

    #[test]
    fn nothing_executable_of_an_xss_corpus_survives_sanitising() {
        for attack in CORPUS {
            let clean = sanitize(attack).to_lowercase();
            for bad in EXECUTABLE {
                assert!(!clean.contains(bad), "{attack:?} left {bad:?} in {clean:?}");
            }
            // Cleaning is stable: the stored HTML cleaned again is unchanged.
            assert_eq!(sanitize(&sanitize(attack)), sanitize(attack), "{attack}");
        }
    }

    #[test]
    fn entity_encoded_script_stays_text_and_never_becomes_a_tag() {
        let clean = sanitize("&lt;script&gt;alert(1)&lt;/script&gt;");
        assert_eq!(clean, "&lt;script&gt;alert(1)&lt;/script&gt;");
    }

    #[test]
    fn the_allowed_markup_survives_unchanged() {
        let html = "<h2>项目背景</h2><p>山区<strong>孩子</strong>的<em>午餐</em>，<u>每天</u><s>仅有</s><b>一</b><i>顿</i>。<br></p>\
                    <ul><li>营养</li></ul><ol><li>健康</li></ol><blockquote>引用</blockquote><h3>三</h3><h4>四</h4>\
                    <p><img src=\"/sandbox-files/oss/orgcenter-images/images/1/a.png\" alt=\"午餐\"></p>";
        assert_eq!(sanitize(html), html);
    }

    #[test]
    fn links_keep_http_targets_and_get_a_safe_rel() {
        assert_eq!(
            sanitize("<a href=\"https://www.example.org/report\">年报</a>"),
            "<a href=\"https://www.example.org/report\" rel=\"noopener noreferrer nofollow\">年报</a>"
        );
        assert_eq!(
            sanitize("<a href=\"/relative\">站内</a>"),
            "<a rel=\"noopener noreferrer nofollow\">站内</a>"
        );
    }

    #[test]
    fn text_length_counts_characters_not_markup() {
        assert_eq!(text_len("<p>山区<strong>孩子</strong></p>"), 4);
        assert_eq!(text_len("<p>a&amp;b</p>"), 3);
        assert_eq!(text_len("<p><img src=\"/sandbox-files/a.png\"></p>"), 0);
    }
}
