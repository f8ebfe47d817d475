//! Drops the custom properties a page's first-paint rules never read (issue 37).
//!
//! antd's zero-runtime sheet declares every design token of a component as a custom property on
//! the component's `…-css-var` rule (`--ant-table-header-bg:…`), hundreds of them per component,
//! and the theme's root rule declares a few hundred more. A page's picked rules read about a third
//! of those through `var(…)`; the rest were ~20 % of the inline CSS of a list page (23 of 119 KB,
//! 4.4 of 18 KB gzip). A declaration of `--x` stays when a kept declaration that is not itself a
//! custom property reads `var(--x)`, directly or through other custom properties; a rule left
//! with no declarations goes, and so does a block left with no rules. The whole sheet, loaded
//! once the page is interactive, declares them all again, so what JavaScript could read later is
//! unchanged; before that, nothing on the page reads them (every resolved style is the same:
//! `tests/e2e/deferredSheet.test.mjs`).

use std::collections::{HashMap, HashSet};

use super::split_items;

/// `css` (picked rules, as `CriticalCss::pick` writes them) without its unread custom properties.
pub fn without_unread_custom_properties(css: &str) -> String {
    let nodes = parse(css, 0..css.len());
    let mut reads = Reads::default();
    for node in &nodes {
        reads.collect(node);
    }
    let read = reads.closure();
    let mut out = String::with_capacity(css.len());
    for node in &nodes {
        write(node, &read, &mut out);
    }
    out
}

enum Node<'a> {
    /// `prelude{declarations}`: a style rule, a keyframe, `@font-face`.
    Rule {
        text: &'a str,
        prelude: &'a str,
        declarations: Vec<&'a str>,
    },
    /// `prelude{nodes}`: `@media`, `@supports`, `@keyframes`…
    Block {
        prelude: &'a str,
        nodes: Vec<Node<'a>>,
    },
    /// A statement (`@import …;`), kept as it is.
    Statement(&'a str),
}

fn parse(css: &str, range: std::ops::Range<usize>) -> Vec<Node<'_>> {
    split_items(css, range)
        .into_iter()
        .map(|item| {
            let text = &css[item.clone()];
            let Some(open) = text.find('{').filter(|_| text.ends_with('}')) else {
                return Node::Statement(text);
            };
            let inner = open + 1..text.len() - 1;
            if text[inner.clone()].contains('{') {
                Node::Block {
                    prelude: &text[..open],
                    nodes: parse(css, item.start + inner.start..item.start + inner.end),
                }
            } else {
                Node::Rule {
                    text,
                    prelude: &text[..open],
                    declarations: split_declarations(&text[inner]),
                }
            }
        })
        .collect()
}

/// A declaration block's declarations, split at the semicolons outside brackets and strings.
fn split_declarations(block: &str) -> Vec<&str> {
    let bytes = block.as_bytes();
    let (mut out, mut start, mut depth, mut i) = (Vec::new(), 0, 0i32, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                let quote = bytes[i];
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b';' if depth == 0 => {
                out.push(&block[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(&block[start..]);
    out.retain(|d| !d.trim().is_empty());
    out
}

/// The custom property a declaration sets (`--ant-color-primary`), if it sets one.
fn custom_property(declaration: &str) -> Option<&str> {
    let name = declaration.split_once(':')?.0.trim();
    name.starts_with("--").then_some(name)
}

/// Every `var(--name…)` read in `text`, fallbacks' too.
fn var_reads(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices("var(").filter_map(move |(at, m)| {
        let rest = text[at + m.len()..].trim_start();
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || !c.is_ascii()))
            .unwrap_or(rest.len());
        rest[..end].starts_with("--").then(|| &rest[..end])
    })
}

#[derive(Default)]
struct Reads<'a> {
    /// Read by a declaration that is not a custom property (or by a statement or a prelude).
    roots: Vec<&'a str>,
    /// Custom property → what its declarations read.
    through: HashMap<&'a str, Vec<&'a str>>,
}

impl<'a> Reads<'a> {
    fn collect(&mut self, node: &Node<'a>) {
        match node {
            Node::Rule { declarations, .. } => {
                for &declaration in declarations {
                    match custom_property(declaration) {
                        Some(name) => self
                            .through
                            .entry(name)
                            .or_default()
                            .extend(var_reads(declaration)),
                        None => self.roots.extend(var_reads(declaration)),
                    }
                }
            }
            Node::Block { prelude, nodes } => {
                self.roots.extend(var_reads(prelude));
                for node in nodes {
                    self.collect(node);
                }
            }
            Node::Statement(text) => self.roots.extend(var_reads(text)),
        }
    }

    fn closure(self) -> HashSet<&'a str> {
        let mut read = HashSet::new();
        let mut pending = self.roots;
        while let Some(name) = pending.pop() {
            if read.insert(name) {
                pending.extend(self.through.get(name).into_iter().flatten());
            }
        }
        read
    }
}

fn write(node: &Node<'_>, read: &HashSet<&str>, out: &mut String) {
    match node {
        Node::Rule {
            text,
            prelude,
            declarations,
        } => {
            let kept: Vec<&str> = declarations
                .iter()
                .copied()
                .filter(|d| custom_property(d).is_none_or(|name| read.contains(name)))
                .collect();
            if kept.len() == declarations.len() {
                out.push_str(text);
            } else if !kept.is_empty() {
                out.push_str(prelude);
                out.push('{');
                out.push_str(&kept.join(";"));
                out.push('}');
            }
        }
        Node::Block { prelude, nodes } => {
            let start = out.len();
            out.push_str(prelude);
            out.push('{');
            let body = out.len();
            for node in nodes {
                write(node, read, out);
            }
            if out.len() == body && !nodes.is_empty() {
                out.truncate(start);
            } else {
                out.push('}');
            }
        }
        Node::Statement(text) => out.push_str(text),
    }
}

#[cfg(test)]
mod tests {
    use super::without_unread_custom_properties as prune;

    #[test]
    fn a_custom_property_no_kept_rule_reads_is_dropped_and_a_read_one_stays() {
        assert_eq!(
            prune(".r{--a:1px;--b:2px}.x{margin:var(--a)}"),
            ".r{--a:1px}.x{margin:var(--a)}"
        );
    }

    #[test]
    fn a_custom_property_read_through_another_or_in_a_fallback_stays() {
        let css = ".r{--a:var(--b);--b:red;--c:blue;--d:0}.x{color:var(--a);top:var(--e,var(--c))}";
        assert_eq!(
            prune(css),
            ".r{--a:var(--b);--b:red;--c:blue}.x{color:var(--a);top:var(--e,var(--c))}"
        );
    }

    #[test]
    fn a_custom_property_read_only_by_unread_ones_is_dropped() {
        assert_eq!(
            prune(".r{--a:var(--b);--b:red;color:blue}"),
            ".r{color:blue}"
        );
    }

    #[test]
    fn a_rule_left_without_declarations_goes_and_so_does_a_block_left_without_rules() {
        assert_eq!(
            prune("@media (min-width:1px){.r{--a:1}}.s{--a:2}.x{color:red}@media print{.y{}}"),
            ".x{color:red}@media print{.y{}}"
        );
    }

    #[test]
    fn semicolons_and_braces_inside_strings_do_not_split_a_declaration_or_a_rule() {
        let css = r#".r{--a:url("a;b");--b:x}.x{background:var(--a);content:"x;y}"}"#;
        assert_eq!(
            prune(css),
            r#".r{--a:url("a;b")}.x{background:var(--a);content:"x;y}"}"#
        );
    }

    #[test]
    fn keyframes_statements_and_rules_without_custom_properties_are_kept_byte_for_byte() {
        let css = "@import url(x.css);html,body{margin:0;}@keyframes k{0%{opacity:0}to{opacity:1}}@font-face{font-family:x}";
        assert_eq!(prune(css), css);
    }
}
