//! The help area's three workflow tables: cases, progress reports, change requests (spec §6:
//! cases and changes are reviewed by roles 2 and 99, progress reports by role 2 only).

use crate::joined;
use crate::workflow::{drafted, refuse, reviewed, Refusal, Step, Table, To, Who};

/// Case `status`.
pub use crate::workflow::drafted::DRAFT;
pub const PENDING: i64 = 1;
pub const REVIEWING: i64 = 2;
pub const RETURNED: i64 = 3;
pub const RAISING: i64 = 4;

/// Progress report and change request `status`.
pub use crate::workflow::reviewed::{AWAITING, PASSED, REFUSED};

/// Roles that review cases and change requests, and see every organisation's help records
/// (help cases carry personal data, so role 3 does not get its all-organisations view).
const REVIEWERS: &[i64] = &[2, 99];

pub static CASE: Table = Table {
    subject: "help_case",
    noun: "求助",
    page: "/SZ/viewHelp/{id}",
    states: &[
        (DRAFT, "草稿"),
        (PENDING, "待认领"),
        (REVIEWING, "审核中"),
        (RETURNED, "已退回"),
        (RAISING, "募款中"),
    ],
    steps: joined![
        Step,
        &drafted::steps(To::State(PENDING)),
        &[
            Step::new("edit", &[PENDING], To::Stay, Who::Owner).button("edit"),
            // A returned case goes back to the reviewer who returned it, not to the pool.
            Step::new(
                "edit",
                &[RETURNED],
                To::ByClaim {
                    claimed: REVIEWING,
                    unclaimed: PENDING,
                },
                Who::Owner,
            )
            .button("edit"),
            reviewed::request_change(&[RAISING], Who::Owner, "该求助已有待审核的变更申请"),
            Step::new("add_progress", &[RAISING], To::Stay, Who::Owner).offered(),
            reviewed::claim(&[PENDING], REVIEWING),
            reviewed::ignore(&[PENDING]),
            reviewed::pass(&[REVIEWING], RAISING, Who::Claimer, "已通过审核"),
            reviewed::give_back(&[REVIEWING], RETURNED, Who::Claimer),
        ]
    ],
    refusals: joined![
        Refusal,
        &drafted::REFUSALS,
        &[
            refuse("edit", &[], "只有待认领或已退回的求助可以编辑"),
            refuse(
                "claim",
                &[REVIEWING, RAISING],
                "该求助已被认领，不能重复认领",
            ),
            refuse("claim", &[], "只有待认领的求助可以认领"),
            refuse("ignore", &[], "只有待认领的求助可以忽略"),
            refuse("pass", &[], "只有审核中的求助可以审核"),
            refuse("return", &[], "只有审核中的求助可以审核"),
            refuse("request_change", &[], "只有募款中的求助可以申请变更"),
            refuse("add_progress", &[], "只有募款中的求助可以新增进展"),
        ]
    ],
    reviewers: REVIEWERS,
    overriders: &[99],
    sees_all: REVIEWERS,
    no_right: "无权审核求助",
    not_found: "求助不存在",
    claimed_by_other: "该求助由其他审核人认领，不能审核",
};

pub static PROGRESS: Table = reviewed::report_table(
    ("help_progress", "求助进展", "/SZ/helpProcessList/{id}"),
    &reviewed::report_steps(Who::Roles(&[2]), "已通过审核"),
    &reviewed::report_refusals(
        "只有待审核或已退回的进展可以编辑",
        "该进展已审核，不能重复审核",
    ),
    (&[2], REVIEWERS),
    ("无权审核求助进展", "进展不存在"),
);

pub static CHANGE: Table = reviewed::change_table(
    "help_change",
    "求助变更申请",
    "/SZ/viewHelp/{id}",
    REVIEWERS,
);
