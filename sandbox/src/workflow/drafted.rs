//! What every table of an item that starts as its organisation's draft shares: the draft's
//! state, its three steps and their refusals.

use super::{refuse, Refusal, Step, To, Who, NEW};

/// The draft's `status` in every drafted table.
pub const DRAFT: i64 = 0;

/// The owner saves a draft (from nothing or a draft; its button is 编辑), submits it (to
/// `submitted`), or deletes it.
pub const fn steps(submitted: To) -> [Step; 3] {
    [
        Step::new("save_draft", &[NEW, DRAFT], To::State(DRAFT), Who::Owner).button("edit"),
        Step::new("submit", &[NEW, DRAFT], submitted, Who::Owner).offered(),
        Step::new("delete", &[DRAFT], To::Deleted, Who::Owner).offered(),
    ]
}

/// Each of the draft's steps outside a draft.
pub const REFUSALS: [Refusal; 3] = [
    refuse("save_draft", &[], "只有草稿可以编辑"),
    refuse("submit", &[], "只有草稿可以提交"),
    refuse("delete", &[], "只有草稿可以删除"),
];
