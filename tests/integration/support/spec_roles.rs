//! Spec §2 and §6 written out independently of the frontend's route table, so that the route
//! guard tests compare the manifest against the spec rather than against itself.

/// Which roles may open a (non-public) route, per the spec §6 table; `None` = every
/// logged-in user. `area` is the first path segment, `name` the second.
pub fn allowed_roles(area: &str, name: &str) -> Option<&'static [i64]> {
    match area {
        // 认证审核 is not a route of spec §2: the reviewers' menu entry for the queue that spec
        // §6 gives roles 2 and 99 (issue 24).
        "config" if name == "authReview" => Some(&[2, 99]),
        "dashboard" | "messageNotice" | "config" => None,
        "dataCenter" => Some(&[2, 3, 99]),
        "SJ" => Some(match name {
            "projectClaimed" | "projectClaim" | "projectVerifyChangeDetail" => &[2, 99],
            "shareDonateList" | "shareDonateDetail" | "verifyProject" | "processListProject" => {
                &[2, 3, 99]
            }
            "monthDonateList" => &[99],
            _ => &[1, 2, 3, 99],
        }),
        "SJM" => Some(match name {
            "newMProject" => &[99],
            "verifyMList" | "authList" | "verifyAuthInfo" | "mprojectVerifyChangeDetail" => {
                &[2, 99]
            }
            "processMList" | "processListMProject" => &[2, 3, 4, 99],
            "verifyMProcess" => &[2, 3, 99],
            _ => &[1, 2, 3, 4, 99],
        }),
        "SZ" => Some(match name {
            "helpClaimed" | "helpClaim" | "verifyHelp" | "helpVerifyChangeDetail" => &[2, 99],
            // The table says "2 only": the one role-gated route 99 does not get.
            "verifyHelpProcess" => &[2],
            _ => &[1, 2, 3, 99],
        }),
        "MicroWish" => Some(&[2, 3, 99]),
        "SX" => Some(&[1, 2, 3, 99]),
        "SP" => Some(match name {
            "order_detailed" => &[1, 2, 3, 4, 99],
            _ => &[1, 2, 3, 99],
        }),
        other => panic!("area {other:?} is not in spec §6"),
    }
}

/// Every route of spec §2 by area and first name segment (parameters left out).
pub const SPEC_ROUTES: &[(&str, &[&str])] = &[
    ("config", &["orgInfo", "changeIndex", "auth", "payAccount"]),
    ("dataCenter", &["dataCenter"]),
    (
        "SJ",
        &[
            "projectList",
            "newProject",
            "projectClaimed",
            "processList",
            "verifyList",
            "projectClaim",
            "draftBox",
            "shareDonateList",
            "monthDonateList",
            "donateList",
            "editProject",
            "issueProject",
            "viewProject",
            "changeProject",
            "draftProject",
            "shareDonateDetail",
            "verifyProject",
            "newProcess",
            "editProcess",
            "newEndProcess",
            "editEndProcess",
            "verifyEndProcess",
            "verifyProcess",
            "processListProject",
            "projectVerifyChangeDetail",
            "donateListProject",
        ],
    ),
    (
        "SJM",
        &[
            "projectMList",
            "newMProject",
            "processMList",
            "verifyMList",
            "changeMList",
            "draftMBox",
            "authList",
            "shareDonateMList",
            "donateMList",
            "editMProject",
            "verifyMProject",
            "changeMProject",
            "draftMProject",
            "mprojectVerifyChangeDetail",
            "verifyAuthInfo",
            "shareDonateMListDetail",
            "donateListMProject",
            "newMProcess",
            "editMProcess",
            "verifyMProcess",
            "processListMProject",
        ],
    ),
    (
        "SZ",
        &[
            "helpList",
            "newHelp",
            "batchHelp",
            "helpClaimed",
            "helpProcessList",
            "helpVerifyList",
            "helpClaim",
            "helpDraftBox",
            "helpDonateList",
            "draftHelp",
            "helpVerifyChangeDetail",
            "editHelp",
            "viewHelp",
            "changeHelp",
            "verifyHelp",
            "verifyHelpProcess",
            "newHelpProcess",
            "editHelpProcess",
            "helpDonateListHelp",
        ],
    ),
    (
        "MicroWish",
        &[
            "microwish_list",
            "add_microwish",
            "change_list",
            "donation_list",
            "push_link",
            "see_microwish",
            "edit_microwish",
            "edit_change_microwish",
            "relation_microwish",
            "update_microwish",
            "edit_link",
            "relation_link",
            "edit_copywriting",
            "relation_copywriting",
            "claim_microwish",
            "lightup_microwish",
            "add_link",
            "add_copywriting",
        ],
    ),
    (
        "SX",
        &[
            "activelist",
            "addnewactive",
            "changeactivelist",
            "drafts_list",
            "donation_list",
            "drafts_detail",
            "donation_detail",
            "activedetail",
            "updateactiveinfo",
            "editinfo",
        ],
    ),
    (
        "SP",
        &[
            "salesmanlist",
            "add_charity",
            "receive_donation_list",
            "biddinglist",
            "goodchangelist",
            "orderlist",
            "edit_charity",
            "good_charity",
            "donation_detail",
            "salesman_detail",
            "order_detailed",
            "order_detail",
            "updatechangeinfo",
        ],
    ),
];

/// A concrete URL for a manifest pattern: numeric parameters become `1`, an optional one is
/// filled too, and `*` becomes `dashboard`.
pub fn concrete_path(pattern: &str) -> String {
    pattern
        .split('/')
        .map(|seg| {
            if seg == "*" {
                "dashboard".to_owned()
            } else if seg.starts_with(':') {
                "1".to_owned()
            } else {
                seg.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// Whether `role` passes every level of a manifest route's role chain.
pub fn passes_role_chain(route: &serde_json::Value, role: i64) -> bool {
    route["roles"].as_array().unwrap().iter().all(|level| {
        level
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r.as_i64() == Some(role))
    })
}
