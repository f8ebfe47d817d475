-- Charity sales (issue 21): goods of two kinds (1 fixed-price sale items, 2 auction lots), the
-- bids on lots, goods donated by the public, and the foundation's `sale_orders` (migration 0003,
-- the export placeholder) extended into real orders of real goods. Money in fen.
CREATE TABLE sale_goods (
    id                INTEGER PRIMARY KEY,
    org_id            INTEGER NOT NULL REFERENCES orgs(id),
    kind              INTEGER NOT NULL,
    title             TEXT NOT NULL,
    cover             TEXT NOT NULL DEFAULT '',
    images            TEXT NOT NULL DEFAULT '[]',
    description       TEXT NOT NULL DEFAULT '',
    -- The beneficiary project (NULL only for goods made from orders older than this migration).
    project_id        INTEGER REFERENCES projects(id),
    shipping_fee_fen  INTEGER NOT NULL DEFAULT 0,
    price_fen         INTEGER NOT NULL DEFAULT 0,
    -- Available stock: an order takes its quantity at once, a cancel gives it back.
    stock             INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    specs             TEXT NOT NULL DEFAULT '[]',
    start_price_fen   INTEGER NOT NULL DEFAULT 0,
    increment_fen     INTEGER NOT NULL DEFAULT 0,
    reserve_price_fen INTEGER NOT NULL DEFAULT 0,
    deposit_fen       INTEGER NOT NULL DEFAULT 0,
    start_time        INTEGER NOT NULL DEFAULT 0,
    end_time          INTEGER NOT NULL DEFAULT 0,
    -- The end after anti-sniping extensions (= end_time until a late bid moves it).
    close_at          INTEGER NOT NULL DEFAULT 0,
    extend_seconds    INTEGER NOT NULL DEFAULT 0,
    auction_status    INTEGER NOT NULL DEFAULT 0,
    status            INTEGER NOT NULL,
    return_reason     TEXT NOT NULL DEFAULT '',
    off_reason        TEXT NOT NULL DEFAULT '',
    cancel_reason     TEXT NOT NULL DEFAULT '',
    donation_id       INTEGER,
    created_by        INTEGER,
    created_at        INTEGER NOT NULL,
    submitted_at      INTEGER,
    listed_at         INTEGER,
    updated_at        INTEGER NOT NULL
);
CREATE INDEX sale_goods_org ON sale_goods(org_id, status);
CREATE INDEX sale_goods_lots ON sale_goods(kind, status, auction_status);

-- Accepted bids only (a refused bid leaves no row). One bid per price of a lot: of concurrent
-- bids at one price exactly one can be stored.
CREATE TABLE sale_bids (
    id           INTEGER PRIMARY KEY,
    goods_id     INTEGER NOT NULL REFERENCES sale_goods(id),
    bidder_name  TEXT NOT NULL,
    bidder_phone TEXT NOT NULL DEFAULT '',
    price_fen    INTEGER NOT NULL,
    extended     INTEGER NOT NULL DEFAULT 0,
    created_at   INTEGER NOT NULL,
    UNIQUE (goods_id, price_fen)
);

-- Goods the public sends to an organisation: 1 已寄出, 2 已到货, 3 已核对, 4 不合格退回.
CREATE TABLE goods_donations (
    id              INTEGER PRIMARY KEY,
    org_id          INTEGER NOT NULL REFERENCES orgs(id),
    donor_name      TEXT NOT NULL,
    donor_phone     TEXT NOT NULL,
    item_name       TEXT NOT NULL,
    item_type       INTEGER NOT NULL,
    quantity        INTEGER NOT NULL,
    description     TEXT NOT NULL DEFAULT '',
    images          TEXT NOT NULL DEFAULT '[]',
    express_company TEXT NOT NULL,
    express_no      TEXT NOT NULL,
    status          INTEGER NOT NULL,
    remark          TEXT NOT NULL DEFAULT '',
    return_reason   TEXT NOT NULL DEFAULT '',
    goods_id        INTEGER,
    created_at      INTEGER NOT NULL,
    arrived_at      INTEGER,
    checked_at      INTEGER,
    returned_at     INTEGER
);
CREATE INDEX goods_donations_org ON goods_donations(org_id, status);

ALTER TABLE sale_orders ADD COLUMN goods_id INTEGER REFERENCES sale_goods(id);
ALTER TABLE sale_orders ADD COLUMN spec TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN price_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sale_orders ADD COLUMN shipping_fee_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sale_orders ADD COLUMN bid_id INTEGER;
ALTER TABLE sale_orders ADD COLUMN bill_title TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN express_company TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN express_no TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN refund_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE sale_orders ADD COLUMN paid_at INTEGER;
ALTER TABLE sale_orders ADD COLUMN shipped_at INTEGER;
ALTER TABLE sale_orders ADD COLUMN completed_at INTEGER;
ALTER TABLE sale_orders ADD COLUMN cancelled_at INTEGER;
ALTER TABLE sale_orders ADD COLUMN refunded_at INTEGER;
CREATE INDEX sale_orders_goods ON sale_orders(goods_id, status);

-- Older orders: each gets a listed fixed-price goods row of its title (no beneficiary), its
-- unit price, and a payment time when it was paid.
INSERT INTO sale_goods (org_id, kind, title, description, price_fen, stock, status, created_at, listed_at, updated_at)
    SELECT org_id, 1, goods_title, goods_title, MIN(amount_fen / quantity), 100, 3, MIN(created_at),
           MIN(created_at), MIN(created_at)
      FROM sale_orders GROUP BY org_id, goods_title;
UPDATE sale_orders SET
    goods_id = (SELECT g.id FROM sale_goods g WHERE g.org_id = sale_orders.org_id AND g.title = sale_orders.goods_title),
    price_fen = amount_fen / quantity,
    paid_at = CASE WHEN status IN (1, 2, 3) THEN created_at END,
    shipped_at = CASE WHEN status IN (2, 3) THEN created_at END,
    completed_at = CASE WHEN status = 3 THEN created_at END,
    cancelled_at = CASE WHEN status = 4 THEN created_at END;
