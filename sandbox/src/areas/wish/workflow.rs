//! The micro-wish area's workflow tables: the wish's life (待发布 → published 待认领 → 已认领 →
//! 已实现, or 已下架), its claims (认领中 → 已实现, or cancelled by the claimer or by staff) and
//! change requests to a published wish. Staff (2, 99) and the regional partner (3, only for its
//! province's wishes: the loader hides the others) manage wishes; only 2 and 99 review changes.

#[cfg(test)]
use crate::workflow::reviewed::{AWAITING, PASSED};
use crate::workflow::{refuse, reviewed, Step, Table, To, Who, NEW};

/// Wish `status`. 0–2 keep the codes of the foundation's export placeholder.
pub const WAITING: i64 = 0;
pub const CLAIMED: i64 = 1;
pub const REALIZED: i64 = 2;
pub const OFF_SHELF: i64 = 3;
pub const UNPUBLISHED: i64 = 4;
/// The states shown on the public H5 page.
pub const PUBLISHED: [i64; 3] = [WAITING, CLAIMED, REALIZED];

/// Claim `status`.
pub const ACTIVE: i64 = 0;
pub const CLAIM_REALIZED: i64 = 1;
pub const CANCELLED: i64 = 2;
pub const REVOKED: i64 = 3;

/// Who manages wishes and their claims.
pub const MANAGERS: &[i64] = &[2, 3, 99];
/// Who reviews change requests, and sees every province's wishes.
pub const STAFF: &[i64] = &[2, 99];
/// The public on the H5 page (no account has this role): claims and cancels its own claim.
pub const PUBLIC: i64 = 0;

pub static WISH: Table = Table {
    subject: "wish",
    noun: "微心愿",
    page: "/MicroWish/see_microwish/{id}",
    states: &[
        (UNPUBLISHED, "待发布"),
        (WAITING, "待认领"),
        (CLAIMED, "已认领"),
        (REALIZED, "已实现"),
        (OFF_SHELF, "已下架"),
    ],
    steps: &[
        Step::new(
            "create",
            &[NEW],
            To::State(UNPUBLISHED),
            Who::Roles(MANAGERS),
        ),
        Step::new(
            "edit",
            &[UNPUBLISHED, OFF_SHELF],
            To::Stay,
            Who::Roles(MANAGERS),
        )
        .offered(),
        Step::new(
            "publish",
            &[UNPUBLISHED, OFF_SHELF],
            To::State(WAITING),
            Who::Roles(MANAGERS),
        )
        .offered(),
        Step::new(
            "off_shelf",
            &[WAITING],
            To::State(OFF_SHELF),
            Who::Roles(MANAGERS),
        )
        .offered(),
        Step::new(
            "claim",
            &[WAITING],
            To::State(CLAIMED),
            Who::Roles(MANAGERS),
        )
        .button("add_claim"),
        Step::new(
            "claim",
            &[WAITING],
            To::State(CLAIMED),
            Who::Roles(&[PUBLIC]),
        ),
        Step::new(
            "cancel_claim",
            &[CLAIMED],
            To::State(WAITING),
            Who::Roles(MANAGERS),
        ),
        Step::new(
            "cancel_claim",
            &[CLAIMED],
            To::State(WAITING),
            Who::Roles(&[PUBLIC]),
        ),
        Step::new(
            "lightup",
            &[CLAIMED],
            To::State(REALIZED),
            Who::Roles(MANAGERS),
        )
        .offered(),
        reviewed::request_change(
            &[WAITING, CLAIMED, REALIZED],
            Who::Roles(MANAGERS),
            "该心愿已有待审核的变更申请",
        ),
    ],
    refusals: &[
        refuse("create", &[], "心愿不存在"),
        refuse("edit", &[], "只有待发布或已下架的心愿可以编辑"),
        refuse("publish", &[], "只有待发布或已下架的心愿可以发布"),
        refuse("off_shelf", &[CLAIMED], "已认领的心愿须先取消认领再下架"),
        refuse("off_shelf", &[], "只有待认领的心愿可以下架"),
        refuse("claim", &[CLAIMED, REALIZED], "该心愿已被认领"),
        refuse("claim", &[], "只有待认领的心愿可以认领"),
        refuse("cancel_claim", &[], "只有已认领的心愿可以取消认领"),
        refuse("lightup", &[], "只有已认领的心愿可以点亮"),
        refuse("request_change", &[], "只有已发布的心愿可以申请变更"),
    ],
    reviewers: STAFF,
    overriders: &[],
    sees_all: STAFF,
    no_right: "无权管理微心愿",
    not_found: "心愿不存在",
    claimed_by_other: "",
};

pub static CLAIM: Table = Table {
    subject: "wish_claim",
    noun: "认领",
    page: "/MicroWish/claim_microwish/{id}/0",
    states: &[
        (ACTIVE, "认领中"),
        (CLAIM_REALIZED, "已实现"),
        (CANCELLED, "已取消"),
        (REVOKED, "已撤销"),
    ],
    steps: &[
        Step::new("ship", &[ACTIVE], To::State(ACTIVE), Who::Roles(MANAGERS)).offered(),
        Step::new(
            "cancel",
            &[ACTIVE],
            To::State(REVOKED),
            Who::Roles(MANAGERS),
        )
        .offered(),
        Step::new(
            "cancel",
            &[ACTIVE],
            To::State(CANCELLED),
            Who::Roles(&[PUBLIC]),
        ),
        // Taken by the wish's light-up, in the same transaction.
        Step::new(
            "realize",
            &[ACTIVE],
            To::State(CLAIM_REALIZED),
            Who::Roles(MANAGERS),
        ),
    ],
    refusals: &[
        refuse("ship", &[], "只有认领中的认领可以登记快递"),
        refuse("cancel", &[], "只有认领中的认领可以取消"),
        refuse("realize", &[], "只有认领中的认领可以点亮"),
    ],
    reviewers: STAFF,
    overriders: &[],
    sees_all: STAFF,
    no_right: "无权管理认领",
    not_found: "认领不存在",
    claimed_by_other: "",
};

/// 微心愿变更: a change to a published wish, applied on pass. The request belongs to the
/// requester's organisation (it hears the decision).
pub static CHANGE: Table = reviewed::change_table(
    "wish_change",
    "微心愿变更申请",
    "/MicroWish/see_microwish/{id}",
    STAFF,
);

/// Label of a wish log `action` (the detail's timeline).
pub fn log_label(action: &str) -> &'static str {
    match action {
        "create" => "创建",
        "edit" => "修改",
        "publish" => "发布",
        "off_shelf" => "下架",
        "claim" => "认领",
        "ship" => "登记快递",
        "cancel_claim" => "取消认领",
        "lightup" => "点亮",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        "submit" => "提交",
        "pass" => "通过",
        "return" => "退回",
        _ => "其他",
    }
}

/// What a step's logged note is: a claim names its claimer, a shipment its courier and number,
/// a change request its reason; a refusal or an off-shelf its reason.
pub fn note_label(action: &str) -> &'static str {
    match action {
        "claim" => "认领人",
        "ship" => "快递",
        "change_request" => "变更原因",
        _ => "原因",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workflow::contract::{check, Legal};
    use crate::workflow::{Actor, Item};

    fn actor(role: i64) -> Actor {
        Actor {
            account_id: 7,
            org_id: if role == PUBLIC { -1 } else { 70 },
            role,
        }
    }

    /// The whole wish table as the contract states it: every step is its roles', whoever
    /// owns the wish.
    const WISH_LEGAL: &[Legal] = &[
        (NEW, "create", MANAGERS, MANAGERS, Some(UNPUBLISHED)),
        (UNPUBLISHED, "edit", MANAGERS, MANAGERS, Some(UNPUBLISHED)),
        (OFF_SHELF, "edit", MANAGERS, MANAGERS, Some(OFF_SHELF)),
        (UNPUBLISHED, "publish", MANAGERS, MANAGERS, Some(WAITING)),
        (OFF_SHELF, "publish", MANAGERS, MANAGERS, Some(WAITING)),
        (WAITING, "off_shelf", MANAGERS, MANAGERS, Some(OFF_SHELF)),
        (WAITING, "claim", CLAIMERS, CLAIMERS, Some(CLAIMED)),
        (CLAIMED, "cancel_claim", CLAIMERS, CLAIMERS, Some(WAITING)),
        (CLAIMED, "lightup", MANAGERS, MANAGERS, Some(REALIZED)),
        (WAITING, "request_change", MANAGERS, MANAGERS, Some(WAITING)),
        (CLAIMED, "request_change", MANAGERS, MANAGERS, Some(CLAIMED)),
        (
            REALIZED,
            "request_change",
            MANAGERS,
            MANAGERS,
            Some(REALIZED),
        ),
    ];
    /// Who claims a wish or cancels a claim: the public on the H5 page, and the managers.
    const CLAIMERS: &[i64] = &[PUBLIC, 2, 3, 99];

    const CLAIM_LEGAL: &[Legal] = &[
        (ACTIVE, "ship", MANAGERS, MANAGERS, Some(ACTIVE)),
        (ACTIVE, "cancel", MANAGERS, MANAGERS, Some(REVOKED)),
        (ACTIVE, "cancel", &[PUBLIC], &[PUBLIC], Some(CANCELLED)),
        (ACTIVE, "realize", MANAGERS, MANAGERS, Some(CLAIM_REALIZED)),
    ];

    #[test]
    fn every_wish_and_claim_state_action_and_role_follows_the_contract_table() {
        check(&WISH, WISH_LEGAL);
        check(&CLAIM, CLAIM_LEGAL);
    }

    #[test]
    fn refusals_say_why_in_the_contracts_words() {
        let staff = actor(2);
        let next = |state, action| {
            WISH.next(&Item::owned(state, 0), action, &staff)
                .map(|o| o.to)
        };
        assert_eq!(next(CLAIMED, "claim"), Err("该心愿已被认领"));
        assert_eq!(next(REALIZED, "claim"), Err("该心愿已被认领"));
        assert_eq!(next(OFF_SHELF, "claim"), Err("只有待认领的心愿可以认领"));
        assert_eq!(next(WAITING, "lightup"), Err("只有已认领的心愿可以点亮"));
        assert_eq!(
            next(CLAIMED, "off_shelf"),
            Err("已认领的心愿须先取消认领再下架")
        );
        assert_eq!(
            next(WAITING, "edit"),
            Err("只有待发布或已下架的心愿可以编辑")
        );
        assert_eq!(
            next(UNPUBLISHED, "request_change"),
            Err("只有已发布的心愿可以申请变更")
        );
        let pending = Item {
            facts: vec![crate::workflow::Fact::PENDING_CHANGE],
            ..Item::owned(WAITING, 0)
        };
        assert_eq!(
            WISH.next(&pending, "request_change", &staff).map(|o| o.to),
            Err("该心愿已有待审核的变更申请")
        );
        assert_eq!(
            WISH.next(&Item::owned(WAITING, 0), "claim", &actor(1))
                .map(|o| o.to),
            Err("无权管理微心愿")
        );
        let change = |role| {
            CHANGE
                .next(&Item::owned(AWAITING, 0), "pass", &actor(role))
                .map(|o| o.to)
        };
        assert_eq!(change(3), Err("无权审核变更申请"));
        assert_eq!(change(99), Ok(Some(PASSED)));
    }

    #[test]
    fn staff_see_the_buttons_of_each_state() {
        let acts = |state| WISH.actions(&Item::owned(state, 0), &actor(3));
        assert_eq!(acts(UNPUBLISHED), ["edit", "publish"]);
        assert_eq!(acts(WAITING), ["off_shelf", "add_claim", "change"]);
        assert_eq!(acts(CLAIMED), ["lightup", "change"]);
        assert_eq!(acts(REALIZED), ["change"]);
        assert_eq!(acts(OFF_SHELF), ["edit", "publish"]);
        assert_eq!(
            CLAIM.actions(&Item::owned(ACTIVE, 0), &actor(2)),
            ["ship", "cancel"]
        );
        assert!(CLAIM
            .actions(&Item::owned(REVOKED, 0), &actor(2))
            .is_empty());
    }
}
