//! The kit's call sets, registered together under the names an area's contract gives them: a
//! draft box (new, edit, submit, delete, edit after the return, delete in bulk), reports on a
//! running item (list, detail, add, edit, pass, return, decide in bulk) and change requests
//! (list, detail, add, pass, return, decide in bulk). An area names its calls once instead of
//! spelling out each registration; the handlers are the kit's (`drafts`, `reports`, `changes`).

use super::changes::{self, Changes};
use super::drafts::{self, Drafts};
use super::follow_ups::{self, FollowUps};
use super::reports::{self, Reports};
use super::{bulk, get, post, Routes};

fn path(name: &str) -> String {
    format!("/{name}")
}

/// The calls of a draft box.
pub struct DraftCalls {
    pub add: &'static str,
    pub edit_draft: &'static str,
    pub submit: &'static str,
    pub delete: &'static str,
    /// Editing an item after it was returned.
    pub edit: &'static str,
    pub bulk: &'static str,
}

impl DraftCalls {
    /// The `draft_box_…` names most areas use, with the area's own names for new and edit.
    pub const fn draft_box(add: &'static str, edit: &'static str) -> Self {
        Self {
            add,
            edit_draft: "draft_box_edit",
            submit: "draft_box_submit",
            delete: "draft_box_delete",
            edit,
            bulk: "bulk_draft_box",
        }
    }
}

pub fn drafts<D: Drafts>(cfg: &mut Routes, names: DraftCalls) {
    cfg.service(post(&path(names.add), drafts::add::<D>))
        .service(post(&path(names.edit_draft), drafts::edit_draft::<D>))
        .service(post(&path(names.submit), drafts::submit_draft::<D>))
        .service(post(&path(names.delete), drafts::delete_draft::<D>))
        .service(post(&path(names.edit), drafts::edit::<D>))
        .service(post(&path(names.bulk), bulk::drafts::<D>()));
}

/// The calls of reports on a running item (progress, disclosure, end report).
pub struct ReportCalls {
    pub list: &'static str,
    pub detail: &'static str,
    pub add: &'static str,
    pub edit: &'static str,
    pub pass: &'static str,
    pub return_: &'static str,
    pub bulk: &'static str,
}

impl ReportCalls {
    /// The `…_process` names of the fundraising projects' disclosures.
    pub const PROCESS: Self = Self {
        list: "process_list",
        detail: "process_detail",
        add: "add_process",
        edit: "edit_process",
        pass: "pass_process",
        return_: "return_process",
        bulk: "bulk_process",
    };
}

/// Every report call; `list` registered by the area when it answers the list itself.
pub fn reports<R: Reports>(cfg: &mut Routes, names: ReportCalls) {
    cfg.service(get(&path(names.list), follow_ups::list::<reports::Rows<R>>));
    reports_but_list::<R>(cfg, names);
}

/// The report calls but the list (an area whose list adds its own filters).
pub fn reports_but_list<R: Reports>(cfg: &mut Routes, names: ReportCalls) {
    let decisions = (names.pass, names.return_, names.bulk);
    cfg.service(get(
        &path(names.detail),
        follow_ups::detail::<reports::Rows<R>>,
    ))
    .service(post(&path(names.add), follow_ups::add::<reports::Rows<R>>))
    .service(post(&path(names.edit), reports::edit::<R>));
    decided::<reports::Rows<R>>(cfg, decisions);
}

/// The calls of change requests to a live item.
pub struct ChangeCalls {
    pub list: &'static str,
    pub detail: &'static str,
    pub add: &'static str,
    pub pass: &'static str,
    pub return_: &'static str,
    pub bulk: &'static str,
}

impl ChangeCalls {
    /// The `…_change` names most areas use.
    pub const CHANGE: Self = Self {
        list: "change_list",
        detail: "change_detail",
        add: "add_change",
        pass: "pass_change",
        return_: "return_change",
        bulk: "bulk_change",
    };
}

/// Every change-request call.
pub fn changes<C: Changes>(cfg: &mut Routes, names: ChangeCalls) {
    cfg.service(get(
        &path(names.detail),
        follow_ups::detail::<changes::Rows<C>>,
    ));
    changes_but_detail::<C>(cfg, names);
}

/// The change-request calls but the detail (an area whose detail adds to the kit's).
pub fn changes_but_detail<C: Changes>(cfg: &mut Routes, names: ChangeCalls) {
    let decisions = (names.pass, names.return_, names.bulk);
    cfg.service(get(&path(names.list), follow_ups::list::<changes::Rows<C>>))
        .service(post(&path(names.add), follow_ups::add::<changes::Rows<C>>));
    decided::<changes::Rows<C>>(cfg, decisions);
}

/// A follow-up's reviewer calls `(pass, return, bulk)`: the single steps and both in bulk.
fn decided<F: FollowUps>(cfg: &mut Routes, (pass, give_back, bulk): (&str, &str, &str)) {
    cfg.service(post(&path(pass), follow_ups::pass::<F>()))
        .service(post(&path(give_back), follow_ups::give_back::<F>()))
        .service(post(&path(bulk), follow_ups::bulk::<F>()));
}
