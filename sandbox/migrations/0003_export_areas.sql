-- activities, charity-sale orders and micro wishes, as far as the exports read them
-- (the areas' own issues add their columns). Region columns are 6-digit codes.
CREATE TABLE activities (
    id         INTEGER PRIMARY KEY,
    org_id     INTEGER NOT NULL REFERENCES orgs(id),
    title      TEXT NOT NULL,
    cate       TEXT NOT NULL,
    province   TEXT NOT NULL,
    city       TEXT NOT NULL,
    district   TEXT NOT NULL,
    address    TEXT NOT NULL,
    start_time INTEGER NOT NULL,
    end_time   INTEGER NOT NULL,
    max_people INTEGER NOT NULL,
    sign_count INTEGER NOT NULL,
    status     INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX activities_org ON activities(org_id);
CREATE TABLE sale_orders (
    id          INTEGER PRIMARY KEY,
    org_id      INTEGER NOT NULL REFERENCES orgs(id),
    order_no    TEXT NOT NULL,
    goods_title TEXT NOT NULL,
    buyer_name  TEXT NOT NULL,
    mobile      TEXT NOT NULL,
    quantity    INTEGER NOT NULL,
    amount_fen  INTEGER NOT NULL,
    need_bill   INTEGER NOT NULL,
    province    TEXT NOT NULL,
    city        TEXT NOT NULL,
    district    TEXT NOT NULL,
    address     TEXT NOT NULL,
    status      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX sale_orders_org ON sale_orders(org_id);
CREATE TABLE wishes (
    id           INTEGER PRIMARY KEY,
    org_id       INTEGER NOT NULL REFERENCES orgs(id),
    title        TEXT NOT NULL,
    child_name   TEXT NOT NULL,
    school       TEXT NOT NULL,
    donor_name   TEXT NOT NULL,
    amount_fen   INTEGER NOT NULL,
    need_bill    INTEGER NOT NULL,
    province     TEXT NOT NULL,
    city         TEXT NOT NULL,
    district     TEXT NOT NULL,
    address      TEXT NOT NULL,
    status       INTEGER NOT NULL,
    created_at   INTEGER NOT NULL
);
CREATE INDEX wishes_org ON wishes(org_id);

