//! The charity-sale area's workflow tables: a goods item's life (draft → review → listed → sold
//! out or off the shelf), an auction lot's (not started → bidding (extended) → sold, unsold or
//! cancelled), an order's (awaiting payment → paid → shipped → completed; cancelled, refunded),
//! a goods donation's (sent → arrived → checked or returned) and a listed item's change requests.

use crate::joined;
use crate::workflow::{drafted, refuse, reviewed, Fact, Refusal, Step, Table, To, Who, NEW};

/// A lot has bids (it can no longer be cancelled).
pub const HAS_BIDS: Fact = Fact::new("has_bids");
/// A donated thing has already been made into a sale item.
pub const ALREADY_LISTED: Fact = Fact::new("already_listed");

/// Goods `status`.
pub use crate::workflow::drafted::DRAFT;
pub const PENDING: i64 = 1;
pub const RETURNED: i64 = 2;
pub const LISTED: i64 = 3;
pub const SOLD_OUT: i64 = 4;
pub const OFF: i64 = 5;

/// Lot `auction_status`.
pub const NOT_STARTED: i64 = 0;
pub const BIDDING: i64 = 1;
pub const EXTENDED: i64 = 2;
pub const DEAL: i64 = 3;
pub const UNSOLD: i64 = 4;
pub const CANCELLED: i64 = 5;

/// Order `status` (0–4 keep the foundation's meaning).
pub const UNPAID: i64 = 0;
pub const PAID: i64 = 1;
pub const SHIPPED: i64 = 2;
pub const COMPLETED: i64 = 3;
pub const ORDER_CANCELLED: i64 = 4;
pub const REFUNDED: i64 = 5;

/// Goods donation `status`.
pub const SENT: i64 = 1;
pub const ARRIVED: i64 = 2;
pub const CHECKED: i64 = 3;
pub const REJECTED: i64 = 4;

/// The platform's reviewers of goods and changes; they see every organisation's items, and so
/// does the regional partner (read only).
const REVIEWERS: &[i64] = &[2, 99];
const SEE_ALL: &[i64] = &[2, 3, 99];
/// Steps nobody calls: the clock, an order taking the last unit, a close.
const SYSTEM: Who = Who::Roles(&[]);
const PAGE: &str = "/SP/good_charity/{id}";

pub static GOODS: Table = Table {
    subject: "sale_goods",
    noun: "义卖商品",
    page: PAGE,
    states: &[
        (DRAFT, "草稿"),
        (PENDING, "待审核"),
        (RETURNED, "已退回"),
        (LISTED, "已上架"),
        (SOLD_OUT, "已售罄"),
        (OFF, "已下架"),
    ],
    steps: joined![
        Step,
        &drafted::steps(To::State(PENDING)),
        &[
            Step::new("edit", &[PENDING, RETURNED], To::State(PENDING), Who::Owner).button("edit"),
            reviewed::pass(&[PENDING], LISTED, Who::Reviewer, "已通过审核，已上架"),
            reviewed::give_back(&[PENDING], RETURNED, Who::Reviewer),
            Step::new("off_shelf", &[LISTED, SOLD_OUT], To::State(OFF), Who::Owner).offered(),
            Step::new("on_shelf", &[OFF], To::State(LISTED), Who::Owner).offered(),
            Step::new("sold_out", &[LISTED], To::State(SOLD_OUT), SYSTEM),
            Step::new("restock", &[SOLD_OUT], To::State(LISTED), SYSTEM),
            // A lot's close: sold (the goods are gone) or not (taken off the shelf).
            Step::new("close_deal", &[LISTED], To::State(SOLD_OUT), SYSTEM),
            Step::new("close_unsold", &[LISTED], To::State(OFF), SYSTEM),
            reviewed::request_change(
                &[LISTED, SOLD_OUT, OFF],
                Who::Owner,
                "该商品已有待审核的变更申请"
            ),
        ]
    ],
    refusals: joined![
        Refusal,
        &drafted::REFUSALS,
        &[
            refuse("edit", &[], "只有待审核或已退回的商品可以编辑"),
            refuse("pass", &[], "只有待审核的商品可以审核"),
            refuse("return", &[], "只有待审核的商品可以审核"),
            refuse("off_shelf", &[], "只有已上架或已售罄的商品可以下架"),
            refuse("on_shelf", &[], "只有已下架的商品可以上架"),
            refuse("sold_out", &[], "只有已上架的商品可以售罄"),
            refuse("restock", &[], "只有已售罄的商品可以恢复在售"),
            refuse("close_deal", &[], "只有已上架的拍品可以结束竞拍"),
            refuse("close_unsold", &[], "只有已上架的拍品可以结束竞拍"),
            refuse(
                "request_change",
                &[],
                "只有已上架、已售罄或已下架的商品可以申请变更",
            ),
        ]
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: SEE_ALL,
    no_right: "无权审核义卖商品",
    not_found: "商品不存在",
    claimed_by_other: "",
};

/// A listed lot's auction, over its `auction_status`.
pub static LOT: Table = Table {
    subject: "sale_lot",
    noun: "竞拍拍品",
    page: PAGE,
    states: &[
        (NOT_STARTED, "未开始"),
        (BIDDING, "竞拍中"),
        (EXTENDED, "延时中"),
        (DEAL, "已成交"),
        (UNSOLD, "流拍"),
        (CANCELLED, "已取消"),
    ],
    steps: &[
        Step::new("start", &[NOT_STARTED], To::State(BIDDING), SYSTEM),
        Step::new("bid", &[BIDDING, EXTENDED], To::Stay, SYSTEM),
        Step::new("extend", &[BIDDING, EXTENDED], To::State(EXTENDED), SYSTEM),
        Step::new("close_deal", &[BIDDING, EXTENDED], To::State(DEAL), SYSTEM),
        Step::new(
            "close_unsold",
            &[BIDDING, EXTENDED],
            To::State(UNSOLD),
            SYSTEM,
        ),
        // The way out of a sabotaged lot (issue 40): platform staff, and the owner, cancel a
        // lot that has bids too, with a reason that is logged and shown. Staff's step comes
        // first so a reviewer is not taken for an outside owner.
        Step::new(
            "cancel_auction",
            &[NOT_STARTED, BIDDING, EXTENDED],
            To::State(CANCELLED),
            Who::Reviewer,
        )
        .offered(),
        Step::new(
            "cancel_auction",
            &[NOT_STARTED, BIDDING, EXTENDED],
            To::State(CANCELLED),
            Who::Owner,
        )
        .offered(),
    ],
    refusals: &[
        refuse("start", &[], "只有未开始的拍品可以开拍"),
        refuse("bid", &[NOT_STARTED], "竞拍未开始"),
        refuse("bid", &[], "竞拍已结束"),
        refuse("extend", &[NOT_STARTED], "竞拍未开始"),
        refuse("extend", &[], "竞拍已结束"),
        refuse("close_deal", &[], "只有竞拍中的拍品可以结束竞拍"),
        refuse("close_unsold", &[], "只有竞拍中的拍品可以结束竞拍"),
        refuse(
            "cancel_auction",
            &[],
            "只有未开始、竞拍中或延时中的拍品可以取消",
        ),
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: SEE_ALL,
    no_right: "无权操作竞拍",
    not_found: "商品不存在",
    claimed_by_other: "",
};

pub static ORDER: Table = Table {
    subject: "sale_order",
    noun: "义卖订单",
    page: "/SP/order_detail/{id}",
    states: &[
        (UNPAID, "待付款"),
        (PAID, "已付款"),
        (SHIPPED, "已发货"),
        (COMPLETED, "已完成"),
        (ORDER_CANCELLED, "已取消"),
        (REFUNDED, "已退款"),
    ],
    steps: &[
        Step::new("place", &[NEW], To::State(UNPAID), SYSTEM),
        Step::new("pay", &[UNPAID], To::State(PAID), SYSTEM),
        Step::new("ship", &[PAID], To::State(SHIPPED), Who::Owner).offered(),
        Step::new("complete", &[SHIPPED], To::State(COMPLETED), Who::Owner).offered(),
        Step::new("cancel", &[UNPAID], To::State(ORDER_CANCELLED), Who::Owner).offered(),
        Step::new("refund", &[PAID, SHIPPED], To::State(REFUNDED), Who::Owner).offered(),
    ],
    refusals: &[
        refuse("pay", &[], "只有待付款的订单可以支付"),
        refuse("ship", &[], "只有已付款的订单可以发货"),
        refuse("complete", &[], "只有已发货的订单可以完成"),
        refuse("cancel", &[], "只有待付款的订单可以取消"),
        refuse("refund", &[], "只有已付款或已发货的订单可以退款"),
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: SEE_ALL,
    no_right: "无权操作订单",
    not_found: "订单不存在",
    claimed_by_other: "",
};

pub static DONATION: Table = Table {
    subject: "goods_donation",
    noun: "捐赠物品",
    page: "/SP/donation_detail/{id}",
    states: &[
        (SENT, "已寄出"),
        (ARRIVED, "已到货"),
        (CHECKED, "已核对"),
        (REJECTED, "不合格退回"),
    ],
    steps: &[
        Step::new("send", &[NEW], To::State(SENT), SYSTEM),
        Step::new("arrive", &[SENT], To::State(ARRIVED), Who::Owner).offered(),
        Step::new("check", &[ARRIVED], To::State(CHECKED), Who::Owner).offered(),
        Step::new("reject", &[ARRIVED], To::State(REJECTED), Who::Owner).offered(),
        Step::new("list_for_sale", &[CHECKED], To::State(CHECKED), Who::Owner)
            .offered()
            .guarded(ALREADY_LISTED, Some("该捐赠物品已发布义卖")),
    ],
    refusals: &[
        refuse("arrive", &[], "只有已寄出的捐赠物品可以确认到货"),
        refuse("check", &[], "只有已到货的捐赠物品可以核对"),
        refuse("reject", &[], "只有已到货的捐赠物品可以退回"),
        refuse("list_for_sale", &[], "只有已核对的捐赠物品可以发布义卖"),
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: SEE_ALL,
    no_right: "无权操作捐赠物品",
    not_found: "捐赠物品不存在",
    claimed_by_other: "",
};

/// 商品变更: a change to a listed item, applied on pass.
pub static CHANGE: Table = Table {
    subject: "sale_change",
    noun: "义卖商品变更申请",
    page: PAGE,
    states: reviewed::STATES,
    steps: &reviewed::change_steps(),
    refusals: &reviewed::CHANGE_REFUSALS,
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: SEE_ALL,
    no_right: "无权审核变更申请",
    not_found: "变更申请不存在",
    claimed_by_other: "",
};

/// Label of a goods, lot, order or goods-donation log `action` (the timelines).
pub fn log_label(action: &str) -> &'static str {
    match action {
        "save_draft" => "保存草稿",
        "submit" => "提交",
        "edit" => "修改",
        "resubmit" => "重新提交",
        "pass" => "审核通过",
        "return" => "退回",
        "off_shelf" => "下架",
        "on_shelf" => "上架",
        "sold_out" => "售罄",
        "restock" => "恢复在售",
        "start" => "开拍",
        "extend" => "延时",
        "close_deal" => "成交",
        "close_unsold" => "流拍",
        "cancel_auction" => "取消竞拍",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        "place" => "下单",
        "pay" => "付款",
        "ship" => "发货",
        "complete" => "完成",
        "cancel" => "取消",
        "refund" => "退款",
        "send" => "寄出",
        "arrive" => "确认到货",
        "check" => "核对",
        "reject" => "不合格退回",
        "list_for_sale" => "发布义卖",
        _ => "其他",
    }
}
