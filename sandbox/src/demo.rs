/// One seeded demo account; all share the password `Demo@2026`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DemoAccount {
    pub account: &'static str,
    pub password: &'static str,
    pub role: i64,
    pub display_name: &'static str,
}

pub const DEMO_PASSWORD: &str = "Demo@2026";

const ACCOUNTS: [DemoAccount; 7] = [
    DemoAccount {
        account: "demo_org",
        password: DEMO_PASSWORD,
        role: 1,
        display_name: "北京春晖公益基金会",
    },
    DemoAccount {
        account: "demo_reviewer",
        password: DEMO_PASSWORD,
        role: 2,
        display_name: "平台审核员",
    },
    DemoAccount {
        account: "demo_partner",
        password: DEMO_PASSWORD,
        role: 3,
        display_name: "浙江省联合劝募合作平台",
    },
    DemoAccount {
        account: "demo_micro",
        password: DEMO_PASSWORD,
        role: 4,
        display_name: "杭州微光助学社",
    },
    DemoAccount {
        account: "demo_admin",
        password: DEMO_PASSWORD,
        role: 99,
        display_name: "平台超级管理员",
    },
    // An organisation that has not authenticated yet and has not accepted the agreement: the
    // first-authentication and agreement flows start from it.
    DemoAccount {
        account: "demo_newcomer",
        password: DEMO_PASSWORD,
        role: 1,
        display_name: "云南山花乡村发展中心",
    },
    // A micro organisation whose micro authentication waits for review: it may draft micro
    // projects but not submit them until a reviewer passes it (demo_micro's has passed).
    DemoAccount {
        account: "demo_micro_new",
        password: DEMO_PASSWORD,
        role: 4,
        display_name: "嘉兴萤火助学队",
    },
];

/// The demo accounts seeded into a fresh database: one per role (1, 2, 3, 4, 99), plus a
/// role-1 organisation that is not authenticated yet and a role-4 one whose micro
/// authentication waits for review.
pub fn demo_accounts() -> &'static [DemoAccount] {
    &ACCOUNTS
}
