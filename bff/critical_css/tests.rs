//! `critical_css.rs`: which rules a page's HTML picks, in what order, and when picks are shared.

use super::*;

const SHEET: &str = "html,body{margin:0}.a{color:red}.b .c{color:blue}.d,.a:hover{x:1}\
    .e:not(.f){y:2}@media (max-width:10px){.a{z:3}.g{z:4}}@media print{.g{z:5}}\
    @keyframes spin{to{transform:rotate(1turn)}}@keyframes spinner{to{opacity:0}}\
    .h{animation:spin 1s}@font-face{font-family:x}";

fn pick(html: &str) -> String {
    CriticalCss::parse(SHEET).for_html(html).to_string()
}

#[test]
fn pages_with_the_same_classes_share_one_pick_and_other_classes_get_their_own() {
    let picker = CriticalCss::parse(SHEET);
    let list = picker.for_html(r#"<div class="a"><i class="c">1</i></div>"#);
    let same_classes = picker.for_html(r#"<p class="c">2</p><p class="a c">3</p>"#);
    assert!(Arc::ptr_eq(&list, &same_classes), "picked again");
    let other = picker.for_html(r#"<div class="a b"><i class="c">1</i></div>"#);
    assert!(other.contains(".b .c{color:blue}"), "{other}");
    assert!(!list.contains(".b .c"), "{list}");
}

#[test]
fn a_page_with_cached_layout_parts_picks_what_its_whole_html_picks() {
    let whole = r#"<div class="x"><aside class="b" data-fragment="sidebar"><i class="c">1</i></aside><main class="a">2</main></div>"#;
    let fresh =
        r#"<div class="x"><aside data-fragment="sidebar"></aside><main class="a">2</main></div>"#;
    let parts = crate::render::fragments::Fragments::extract(whole).unwrap();
    assert_eq!(parts.splice(fresh).as_deref(), Some(whole));
    let picker = CriticalCss::parse(SHEET);
    let from_parts =
        picker.for_classes(html_classes(fresh).chain(parts.classes.iter().map(|c| &**c)));
    let from_whole = picker.for_html(whole);
    assert!(
        Arc::ptr_eq(&from_parts, &from_whole),
        "{from_parts} / {from_whole}"
    );
    assert!(from_whole.contains(".b .c{color:blue}"), "{from_whole}");
}

#[test]
fn a_rule_is_kept_when_one_of_its_selectors_names_only_classes_the_page_has() {
    let css = pick(r#"<div class="a"><span class="c">x</span></div>"#);
    assert!(css.contains(".a{color:red}"), "{css}");
    assert!(css.contains(".a:hover{x:1}"), "{css}");
    assert!(!css.contains(".b .c"), "needs .b too: {css}");
}

#[test]
fn a_kept_rule_keeps_only_the_selectors_the_page_can_match() {
    let picker = CriticalCss::parse(".t1 .x, .t2 .x,.t3 .x{color:red}");
    assert_eq!(
        &*picker.for_html(r#"<b class="t2"><i class="x">"#),
        ".t2 .x{color:red}"
    );
    assert_eq!(
        &*picker.for_html(r#"<b class="t1 t3 x">"#),
        ".t1 .x,.t3 .x{color:red}"
    );
    assert_eq!(
        &*picker.for_html(r#"<b class="t1 t2 t3 x">"#),
        ".t1 .x, .t2 .x,.t3 .x{color:red}"
    );
}

#[test]
fn the_custom_properties_no_picked_rule_reads_are_left_out() {
    let sheet = ".theme{--ant-a:1px;--ant-b:2px}.x{margin:var(--ant-a)}.y{padding:var(--ant-b)}";
    let picker = CriticalCss::parse(sheet);
    assert_eq!(
        &*picker.for_html(r#"<b class="theme"><i class="x">"#),
        ".theme{--ant-a:1px}.x{margin:var(--ant-a)}"
    );
    assert_eq!(&*picker.for_html(r#"<b class="theme">"#), "");
}

#[test]
fn rules_naming_no_class_and_other_at_rules_are_always_kept() {
    let css = pick("<p>plain</p>");
    assert!(css.starts_with("html,body{margin:0}"), "{css}");
    assert!(css.contains("@font-face{font-family:x}"), "{css}");
    assert!(!css.contains(".a{"), "{css}");
}

#[test]
fn classes_inside_not_are_not_required() {
    assert!(pick(r#"<i class="e">"#).contains(".e:not(.f){y:2}"));
}

#[test]
fn grouping_blocks_keep_only_their_picked_rules_and_vanish_when_none_is() {
    let css = pick(r#"<i class="a">"#);
    assert!(css.contains("@media (max-width:10px){.a{z:3}}"), "{css}");
    assert!(!css.contains("@media print"), "{css}");
}

#[test]
fn keyframes_come_with_the_rules_that_name_them_and_not_with_a_longer_name() {
    let css = pick(r#"<i class="h">"#);
    assert!(css.contains("@keyframes spin{"), "{css}");
    assert!(!css.contains("@keyframes spinner"), "{css}");
    assert!(!pick(r#"<i class="a">"#).contains("@keyframes"));
}

#[test]
fn a_fixed_columns_shadow_is_kept_for_a_table_before_hydration_shows_it() {
    let sheet = ".ant-table-wrapper .ant-table-cell-fix-end-shadow-show:after{s:1}";
    let picker = CriticalCss::parse(sheet);
    assert_eq!(
        &*picker.for_html(r#"<div class="ant-table-wrapper">"#),
        sheet
    );
    assert_eq!(&*picker.for_html(r#"<form class="login">"#), "");
}

#[test]
fn the_picked_rules_keep_the_sheets_order() {
    let css = pick(r#"<i class="a d g">"#);
    let at = |s: &str| css.find(s).unwrap_or_else(|| panic!("{s} missing: {css}"));
    assert!(at(".a{color:red}") < at(".d,.a:hover") && at(".d,.a:hover") < at("@media (max-width"));
}
