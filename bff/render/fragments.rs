//! Layout parts whose HTML is rendered once and reused (contract-frontend.md, "Server
//! fragments").
//!
//! The console's sidebar and header are ~40 % of a list page's render, yet depend only on the
//! URL, the user and the UI settings, never on the page's data. The server bundle marks their
//! root elements with `data-fragment="name"`. The first render for a given (URL, status, user,
//! settings, platform URL) is a full one: the marked elements are cut out of its HTML and kept
//! here. Later renders with the same inputs pass `serverFragments: [names]`; the bundle renders
//! each such part as an empty root (`<aside data-fragment="sidebar"></aside>`) and the cached HTML
//! is put back in its place, so the browser gets byte for byte what a full render gives.
//!
//! One cache for all render threads, in Rust: it survives isolate recycling (JS module caches
//! die with their isolate every `recycle_after` renders) and is shared by every thread (a Node
//! cluster cannot share between its processes). The key holds the whole user object, so one
//! user's layout (name, unread count, menu) is never served to another.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

/// What a render's layout depends on: everything in the render input except `data` and `now`.
pub struct LayoutInputs<'a> {
    pub url: &'a str,
    pub status: u16,
    pub user: &'a Value,
    pub settings: &'a Value,
    pub platform_url: &'a str,
}

impl LayoutInputs<'_> {
    /// The cache key: the inputs themselves (not a hash of them), so two different users can
    /// never collide.
    pub fn key(&self) -> String {
        // A tuple is written as a JSON array, straight from the borrowed values (no copy).
        let parts = (
            self.url,
            self.status,
            self.user,
            self.settings,
            self.platform_url,
        );
        serde_json::to_string(&parts).expect("strings, a number and JSON values always serialise")
    }
}

/// One cut-out part: its name, the tag of its root element and its outer HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub name: String,
    pub tag: String,
    pub html: String,
    /// The element the bundle leaves in the part's place when told it is cached (made once
    /// here, looked for in every later render).
    empty_root: String,
}

/// The parts of one layout, in page order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fragments {
    pub parts: Vec<Part>,
    /// Every class the parts' HTML uses, once each: what the page's first-paint rules are picked
    /// from for these parts (`critical_css.rs`), instead of scanning their HTML on every view.
    pub classes: Box<[Box<str>]>,
}

const MARK: &str = " data-fragment=\"";

impl Fragments {
    /// The marked parts of a full render, or `None` when it has none (pages without the console
    /// layout) or a mark cannot be matched to its element.
    pub fn extract(html: &str) -> Option<Self> {
        let mut parts = Vec::new();
        let mut from = 0;
        while let Some(found) = html[from..].find(MARK) {
            let at = from + found;
            let name_start = at + MARK.len();
            let name_len = html[name_start..].find('"')?;
            let name = &html[name_start..name_start + name_len];
            // Attribute values are escaped (no `<`), so the last `<` before the mark opens the
            // element that carries it.
            let start = html[..at].rfind('<')?;
            let tag_len = html[start + 1..].find(|c: char| c.is_ascii_whitespace() || c == '>')?;
            let tag = &html[start + 1..start + 1 + tag_len];
            if tag.is_empty() || !tag.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return None;
            }
            let end = element_end(html, start, tag)?;
            parts.push(Part {
                name: name.to_owned(),
                tag: tag.to_owned(),
                html: html[start..end].to_owned(),
                empty_root: format!("<{tag} data-fragment=\"{name}\"></{tag}>"),
            });
            from = end;
        }
        if parts.is_empty() {
            return None;
        }
        let mut classes: Vec<Box<str>> = parts
            .iter()
            .flat_map(|p| crate::critical_css::html_classes(&p.html))
            .map(Box::from)
            .collect();
        classes.sort_unstable();
        classes.dedup();
        Some(Self {
            parts,
            classes: classes.into_boxed_slice(),
        })
    }

    /// The render input's `serverFragments` value: the names, as a JSON array.
    pub fn names_json(&self) -> String {
        let names: Vec<&str> = self.parts.iter().map(|p| p.name.as_str()).collect();
        serde_json::to_string(&names).unwrap_or_else(|_| "[]".into())
    }

    /// The render input for the server bundle: `input` (a JSON object) with `serverFragments`.
    pub fn render_input(&self, input: &str) -> String {
        let rest = input.strip_prefix('{').unwrap_or(input);
        let sep = if rest.trim_start().starts_with('}') {
            ""
        } else {
            ","
        };
        format!("{{\"serverFragments\":{}{sep}{rest}", self.names_json())
    }

    /// Puts each part in place of its empty root, in one pass. `None` when one is missing (or out
    /// of page order): the bundle did not render the layout these parts belong to, so the HTML is
    /// not what a full render gives.
    pub fn splice(&self, html: &str) -> Option<String> {
        let mut out = String::with_capacity(html.len() + self.weight() as usize);
        let mut rest = html;
        for part in &self.parts {
            let empty = &part.empty_root;
            let at = rest.find(empty.as_str())?;
            out.push_str(&rest[..at]);
            out.push_str(&part.html);
            rest = &rest[at + empty.len()..];
        }
        out.push_str(rest);
        Some(out)
    }

    fn weight(&self) -> u32 {
        let classes: usize = self.classes.iter().map(|c| c.len()).sum();
        let bytes: usize = classes
            + self
                .parts
                .iter()
                .map(|p| p.html.len() + p.name.len())
                .sum::<usize>();
        u32::try_from(bytes).unwrap_or(u32::MAX)
    }
}

/// The end (exclusive) of the element whose start tag opens at `start`, counting nested
/// elements of the same tag. React's server output is well formed and escapes `<` in text and
/// attributes, so counting tags is exact.
fn element_end(html: &str, start: usize, tag: &str) -> Option<usize> {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let mut depth = 0usize;
    let mut pos = start + open.len();
    loop {
        let next_close = pos + html[pos..].find(&close)?;
        let next_open = html[pos..next_close]
            .match_indices(&open)
            .map(|(i, _)| pos + i)
            .find(|&i| {
                html[i + open.len()..]
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_whitespace() || c == '>')
            });
        match next_open {
            Some(i) => {
                depth += 1;
                pos = i + open.len();
            }
            None if depth == 0 => return Some(next_close + close.len()),
            None => {
                depth -= 1;
                pos = next_close + close.len();
            }
        }
    }
}

/// The shared cache, bounded by the bytes of HTML it holds.
pub struct FragmentCache {
    cache: Option<moka::sync::Cache<String, Arc<Fragments>>>,
    hits: AtomicU64,
}

impl FragmentCache {
    /// `max_mb = 0` turns caching off (every render is a full one).
    pub fn new(max_mb: u64) -> Self {
        let cache = (max_mb > 0).then(|| {
            moka::sync::Cache::builder()
                .max_capacity(max_mb * 1024 * 1024)
                .weigher(|key: &String, value: &Arc<Fragments>| {
                    value
                        .weight()
                        .saturating_add(u32::try_from(key.len()).unwrap_or(u32::MAX))
                })
                // A user's layout is only worth keeping while they are clicking around.
                .time_to_idle(Duration::from_secs(15 * 60))
                .build()
        });
        Self {
            cache,
            hits: AtomicU64::new(0),
        }
    }

    /// False with `fragment_cache_mb = 0`: callers need not build a key.
    pub fn is_enabled(&self) -> bool {
        self.cache.is_some()
    }

    pub fn get(&self, key: &str) -> Option<Arc<Fragments>> {
        let found = self.cache.as_ref()?.get(key);
        if found.is_some() {
            self.hits.fetch_add(1, Ordering::Relaxed);
        }
        crate::metrics::cache_lookup(crate::metrics::names::CACHE_LAYOUT, found.is_some());
        found
    }

    /// Renders that reused cached parts (reported by `/readyz`).
    pub fn hits(&self) -> u64 {
        self.hits.load(Ordering::Relaxed)
    }

    /// Keeps the parts of a full render under `key` (nothing when it has none).
    pub fn remember(&self, key: String, full_html: &str) {
        if let (Some(cache), Some(parts)) = (&self.cache, Fragments::extract(full_html)) {
            cache.insert(key, Arc::new(parts));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = concat!(
        "<div class=\"ant-layout\"><aside class=\"sider\" data-fragment=\"sidebar\">",
        "<aside class=\"inner\">x</aside><ul><li>菜单</li></ul></aside>",
        "<div class=\"main\"><header class=\"app-header\" data-fragment=\"header\">",
        "<div>面包屑 &lt;aside&gt;</div></header><main>page</main></div></div>"
    );

    #[test]
    fn marked_parts_are_cut_out_whole_with_nested_elements_of_the_same_tag() {
        let f = Fragments::extract(PAGE).unwrap();
        assert_eq!(f.parts.len(), 2);
        assert_eq!(f.parts[0].name, "sidebar");
        assert_eq!(f.parts[0].tag, "aside");
        assert_eq!(
            f.parts[0].html,
            "<aside class=\"sider\" data-fragment=\"sidebar\"><aside class=\"inner\">x</aside><ul><li>菜单</li></ul></aside>"
        );
        assert_eq!(f.parts[1].tag, "header");
        assert!(f.parts[1].html.ends_with("&lt;aside&gt;</div></header>"));
    }

    #[test]
    fn splicing_the_parts_into_the_empty_roots_gives_back_the_full_render() {
        let f = Fragments::extract(PAGE).unwrap();
        let with_empty_roots = concat!(
            "<div class=\"ant-layout\"><aside data-fragment=\"sidebar\"></aside>",
            "<div class=\"main\"><header data-fragment=\"header\"></header><main>page</main></div></div>"
        );
        assert_eq!(f.splice(with_empty_roots).as_deref(), Some(PAGE));
        // A render that did not leave the empty roots is not spliced.
        assert_eq!(f.splice("<main>page</main>"), None);
        // Nor one that left them in another order than the page they were cut from.
        let swapped = concat!(
            "<header data-fragment=\"header\"></header>",
            "<aside data-fragment=\"sidebar\"></aside>"
        );
        assert_eq!(f.splice(swapped), None);
    }

    #[test]
    fn the_parts_know_each_class_of_their_html_once_and_the_empty_roots_have_none() {
        let f = Fragments::extract(PAGE).unwrap();
        let classes: Vec<&str> = f.classes.iter().map(|c| &**c).collect();
        assert_eq!(classes, ["app-header", "inner", "sider"]);
        // So the page's classes are its fresh render's and the parts' (critical_css.rs).
        assert!(!f.parts.iter().any(|p| p.empty_root.contains("class")));
    }

    #[test]
    fn a_page_without_marks_or_with_a_broken_one_has_no_fragments() {
        assert_eq!(Fragments::extract("<main>登录</main>"), None);
        assert_eq!(
            Fragments::extract("<aside data-fragment=\"sidebar\"><ul>"),
            None
        );
    }

    #[test]
    fn the_render_input_gains_the_names_in_front() {
        let f = Fragments::extract(PAGE).unwrap();
        let input = f.render_input("{\"url\":\"/a\"}");
        let v: Value = serde_json::from_str(&input).unwrap();
        assert_eq!(
            v["serverFragments"],
            serde_json::json!(["sidebar", "header"])
        );
        assert_eq!(v["url"], "/a");
        let v: Value = serde_json::from_str(&f.render_input("{}")).unwrap();
        assert_eq!(v["serverFragments"][0], "sidebar");
    }

    #[test]
    fn keys_differ_for_two_users_on_the_same_url() {
        let settings = Value::Null;
        let a = serde_json::json!({"name": "甲", "roles": [1]});
        let b = serde_json::json!({"name": "乙", "roles": [1]});
        let key = |user| {
            LayoutInputs {
                url: "/messageNotice/index",
                status: 200,
                user,
                settings: &settings,
                platform_url: "/",
            }
            .key()
        };
        assert_ne!(key(&a), key(&b));
        assert_eq!(key(&a), key(&a.clone()));
    }

    #[test]
    fn a_cache_of_zero_megabytes_keeps_nothing() {
        let cache = FragmentCache::new(0);
        cache.remember("k".into(), PAGE);
        assert!(cache.get("k").is_none());
        let cache = FragmentCache::new(1);
        cache.remember("k".into(), PAGE);
        assert_eq!(cache.get("k").unwrap().parts.len(), 2);
    }
}
