//! First-paint CSS (issue 37): the rules of the app stylesheet that can apply to a rendered page,
//! picked per page from the classes its HTML uses, so the document carries them inline and the
//! browser paints without waiting for the whole sheet (1.1 MB, 121 KB gzip, nearly all of it for
//! components the page does not show). The whole sheet still follows (`document.rs`); it repeats
//! every rule picked here in the same order, so once it applies the page looks as it always did.
//!
//! A style rule is kept when one of its selectors names only classes the HTML has (classes inside
//! `:not(…)` are left out of that test); rules naming no class (the reset, element selectors) are
//! always kept, and so are at-rules other than grouping ones. `@media`, `@supports`, `@container`
//! and `@layer` blocks are filtered inside; `@keyframes` are kept when a kept rule names them.
//! A kept rule keeps only its selectors that can match, and the custom properties no kept rule
//! reads are left out (`custom_properties.rs`).

use std::ops::Range;
use std::sync::Arc;

use moka::sync::Cache;
use rustc_hash::FxHashMap;

mod custom_properties;
mod selectors;

pub(crate) use selectors::html_classes;
use selectors::{required_classes, split_selectors};

/// The picks kept, by their bytes: a page's pick is 40–85 KB, and pages of one kind (a list with
/// its rows, the same list empty) share a set of classes, so a few dozen picks serve most views.
const PICKS_KEPT_BYTES: u64 = 4 * 1024 * 1024;

enum Item {
    /// A style rule: its text, its declaration block (from `{`) and its selectors.
    Rule {
        text: Range<usize>,
        block: Range<usize>,
        selectors: Vec<Selector>,
        keyframes: Vec<usize>,
    },
    /// A grouping at-rule: its prelude up to and with `{`, and the items inside.
    Group {
        head: Range<usize>,
        inner: Vec<Item>,
    },
    /// `@keyframes`: appended at the end when a kept rule names them (`CriticalCss::keyframes`).
    Keyframes,
    /// Anything else (`@font-face`, `@import`, `@charset`): always kept.
    Always(Range<usize>),
}

pub struct CriticalCss {
    css: &'static str,
    items: Vec<Item>,
    /// Every class a selector of the sheet names, by id. Looked up once per class token of
    /// every page view: a hash without SipHash's per-key setup.
    class_ids: FxHashMap<&'static str, u32>,
    /// Each `@keyframes` block's name and text.
    keyframes: Vec<(&'static str, Range<usize>)>,
    /// The rules picked per set of classes: picking walks every rule of the sheet, ~3 % of the
    /// server's CPU under a page load when done for every view.
    picks: Cache<ClassSet, Arc<str>>,
}

/// One selector of a rule's list: its text and the ids of the classes it needs.
struct Selector {
    text: Range<usize>,
    needs: Vec<u32>,
}

/// Which of the sheet's classes a page has, one bit per class id.
#[derive(Clone, PartialEq, Eq, Hash)]
struct ClassSet(Box<[u64]>);

impl ClassSet {
    fn none(classes: usize) -> Self {
        Self(vec![0; classes.div_ceil(64)].into_boxed_slice())
    }

    fn add(&mut self, id: u32) {
        self.0[id as usize / 64] |= 1 << (id % 64);
    }

    fn has(&self, id: u32) -> bool {
        self.0[id as usize / 64] & (1 << (id % 64)) != 0
    }
}

impl CriticalCss {
    pub fn parse(css: &'static str) -> Self {
        let mut keyframes = Vec::new();
        collect_keyframes(css, 0..css.len(), &mut keyframes);
        let mut class_ids = FxHashMap::default();
        let items = parse_items(css, 0..css.len(), &keyframes, &mut class_ids);
        Self {
            css,
            items,
            class_ids,
            keyframes,
            picks: Cache::builder()
                .max_capacity(PICKS_KEPT_BYTES)
                .weigher(|_, css: &Arc<str>| u32::try_from(css.len()).unwrap_or(u32::MAX))
                .build(),
        }
    }

    /// The rules `html` can use, in the sheet's order, and those of the classes hydration adds;
    /// the same text for every page with the same classes.
    pub fn for_html(&self, html: &str) -> Arc<str> {
        self.for_classes(html_classes(html))
    }

    /// The rules a page with these class tokens can use (repeats allowed): a page whose layout
    /// parts came from the cache gives its fresh HTML's tokens and the parts' distinct ones
    /// (`render::fragments`), so the parts are not scanned again on every view.
    pub fn for_classes<'c>(&self, classes: impl Iterator<Item = &'c str>) -> Arc<str> {
        let mut present = ClassSet::none(self.class_ids.len());
        for class in classes.chain(ADDED_BY_HYDRATION) {
            if let Some(&id) = self.class_ids.get(class) {
                present.add(id);
            }
        }
        if let Some(picked) = self.picks.get(&present) {
            return picked;
        }
        let picked: Arc<str> = self.pick(&present).into();
        self.picks.insert(present, Arc::clone(&picked));
        picked
    }

    fn pick(&self, present: &ClassSet) -> String {
        let mut used_keyframes = vec![false; self.keyframes.len()];
        let mut out = String::with_capacity(64 * 1024);
        self.push_items(&self.items, present, &mut used_keyframes, &mut out);
        for (i, (_, text)) in self.keyframes.iter().enumerate() {
            if used_keyframes[i] {
                out.push_str(&self.css[text.clone()]);
            }
        }
        custom_properties::without_unread_custom_properties(&out)
    }

    fn push_items(&self, items: &[Item], present: &ClassSet, used: &mut [bool], out: &mut String) {
        for item in items {
            match item {
                Item::Rule {
                    text,
                    block,
                    selectors,
                    keyframes,
                } => {
                    let applies = |s: &&Selector| s.needs.iter().all(|&id| present.has(id));
                    let applying = selectors.iter().filter(applies).count();
                    if applying == 0 {
                        continue;
                    }
                    if applying == selectors.len() {
                        out.push_str(&self.css[text.clone()]);
                    } else {
                        // Only the selectors that can match: a theme's rule lists the same
                        // selector for each of the six theme colours, and a page has one.
                        for (i, selector) in selectors.iter().filter(applies).enumerate() {
                            if i > 0 {
                                out.push(',');
                            }
                            out.push_str(&self.css[selector.text.clone()]);
                        }
                        out.push_str(&self.css[block.clone()]);
                    }
                    for &k in keyframes {
                        used[k] = true;
                    }
                }
                Item::Group { head, inner } => {
                    let start = out.len();
                    out.push_str(&self.css[head.clone()]);
                    let body = out.len();
                    self.push_items(inner, present, used, out);
                    if out.len() == body {
                        out.truncate(start);
                    } else {
                        out.push('}');
                    }
                }
                Item::Keyframes => {}
                Item::Always(text) => out.push_str(&self.css[text.clone()]),
            }
        }
    }
}

/// Classes antd's code adds right after hydration, before the whole sheet arrives (it is loaded
/// once the page is interactive): a fixed column's shadow, shown once the table has measured
/// that it scrolls. Rules needing them still need the rest of their selector (`.ant-table-wrapper`).
const ADDED_BY_HYDRATION: [&str; 4] = [
    "ant-table-cell-fix-start-shadow-show",
    "ant-table-cell-fix-end-shadow-show",
    "ant-table-fix-start-shadow-show",
    "ant-table-fix-end-shadow-show",
];

/// Top-level items of `css[range]` as ranges: a rule or block ends at its closing brace, a
/// statement at-rule at its semicolon. Strings and comments are skipped over.
fn split_items(css: &str, range: Range<usize>) -> Vec<Range<usize>> {
    let bytes = css.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut start, mut depth) = (range.start, range.start, 0usize);
    while i < range.end {
        match bytes[i] {
            b'"' | b'\'' => {
                let quote = bytes[i];
                i += 1;
                while i < range.end && bytes[i] != quote {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = css[i + 2..range.end]
                    .find("*/")
                    .map_or(range.end, |end| i + 2 + end + 1);
            }
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    push_trimmed(css, start..i + 1, &mut out);
                    start = i + 1;
                }
            }
            b';' if depth == 0 => {
                push_trimmed(css, start..i + 1, &mut out);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    push_trimmed(css, start..range.end, &mut out);
    out
}

fn push_trimmed(css: &str, range: Range<usize>, out: &mut Vec<Range<usize>>) {
    let range = trimmed(css, range);
    if !range.is_empty() {
        out.push(range);
    }
}

/// `range` of `css` without its leading and trailing white space.
fn trimmed(css: &str, range: Range<usize>) -> Range<usize> {
    let text = &css[range.clone()];
    let lead = text.len() - text.trim_start().len();
    let trail = text.len() - text.trim_end().len();
    if lead + trail >= text.len() {
        return range.start..range.start;
    }
    range.start + lead..range.end - trail
}

fn is_group(prelude: &str) -> bool {
    ["@media", "@supports", "@container", "@layer"]
        .iter()
        .any(|p| prelude.starts_with(p))
}

fn collect_keyframes(
    css: &'static str,
    range: Range<usize>,
    into: &mut Vec<(&'static str, Range<usize>)>,
) {
    for item in split_items(css, range) {
        let text = &css[item.clone()];
        let Some(open) = text.find('{') else { continue };
        let prelude = text[..open].trim();
        if let Some(name) = prelude
            .strip_prefix("@keyframes")
            .or_else(|| prelude.strip_prefix("@-webkit-keyframes"))
        {
            into.push((name.trim().trim_matches('"'), item));
        } else if is_group(prelude) {
            collect_keyframes(css, item.start + open + 1..item.end - 1, into);
        }
    }
}

fn parse_items(
    css: &'static str,
    range: Range<usize>,
    keyframes: &[(&'static str, Range<usize>)],
    class_ids: &mut FxHashMap<&'static str, u32>,
) -> Vec<Item> {
    let mut items = Vec::new();
    for item in split_items(css, range) {
        let text = &css[item.clone()];
        let Some(open) = text.find('{') else {
            items.push(Item::Always(item));
            continue;
        };
        let prelude = text[..open].trim();
        if prelude.starts_with('@') {
            if keyframes.iter().any(|(_, r)| *r == item) {
                items.push(Item::Keyframes);
            } else if is_group(prelude) && text.ends_with('}') {
                let head = item.start..item.start + open + 1;
                let inner = parse_items(css, head.end..item.end - 1, keyframes, class_ids);
                items.push(Item::Group { head, inner });
            } else {
                items.push(Item::Always(item));
            }
            continue;
        }
        let start = prelude.as_ptr() as usize - css.as_ptr() as usize;
        let selectors = split_selectors(prelude)
            .into_iter()
            .map(|selector| Selector {
                text: trimmed(css, start + selector.start..start + selector.end),
                needs: required_classes(css, start, selector)
                    .into_iter()
                    .map(|class| {
                        let next = class_ids.len() as u32;
                        *class_ids.entry(class).or_insert(next)
                    })
                    .collect(),
            })
            .collect();
        let declarations = &text[open..];
        let named = keyframes
            .iter()
            .enumerate()
            .filter(|(_, (name, _))| names_keyframes(declarations, name))
            .map(|(i, _)| i)
            .collect();
        items.push(Item::Rule {
            block: item.start + open..item.end,
            text: item,
            selectors,
            keyframes: named,
        });
    }
    items
}

/// Whether a declaration block names the animation `name` as a whole word.
fn names_keyframes(declarations: &str, name: &str) -> bool {
    if !declarations.contains("animation") || name.is_empty() {
        return false;
    }
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    declarations.match_indices(name).any(|(at, _)| {
        let before = declarations[..at].chars().next_back();
        let after = declarations[at + name.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

#[cfg(test)]
mod tests;
