// What the charity-sale pages share beyond the kit: status tags, the way from an item, order or
// donation to its pages, and the price cell (a lot's current bid, an item's price).
import { StatusTag, money } from '../../components/kit';
import { useSession } from '../../state/session';
import { AUCTION_STATUS_COLOR, BID_STATUS_COLOR, DONATION_STATUS_COLOR, GOODS_STATUS_COLOR, ORDER_STATUS_COLOR } from './labels';
import type { GoodsRow } from './types';
import { RowSpace } from '../../components/kit/RowSpace';
import { PlainText } from '../../components/PlainTypography';

type Tag = { status: number; label: string };
export const GoodsStatusTag = ({ status, label }: Tag) => <StatusTag status={status} label={label} colors={GOODS_STATUS_COLOR} />;
export const AuctionStatusTag = ({ status, label }: Tag) => <StatusTag status={status} label={label} colors={AUCTION_STATUS_COLOR} />;
export const BidStatusTag = ({ status, label }: Tag) => <StatusTag status={status} label={label} colors={BID_STATUS_COLOR} />;
export const OrderStatusTag = ({ status, label }: Tag) => <StatusTag status={status} label={label} colors={ORDER_STATUS_COLOR} />;
export const DonationStatusTag = ({ status, label }: Tag) => <StatusTag status={status} label={label} colors={DONATION_STATUS_COLOR} />;

/** The area's pages by what the user does next (contract: "The console routes"). */
export const spPages = {
  list: '/SP/salesmanlist',
  /** The item's sales: its orders (kind 1) or its bids (kind 2). */
  sales: (g: { id: number; kind: number }) => `/SP/salesman_detail/${g.id}/${g.kind}`,
  review: (id: number) => `/SP/good_charity/${id}`,
  edit: (g: { id: number; kind: number }) => `/SP/edit_charity/${g.id}/${g.kind}`,
  requestChange: (id: number) => `/SP/updatechangeinfo/${id}/1`,
  change: (id: number) => `/SP/updatechangeinfo/${id}/2`,
  changes: '/SP/goodchangelist',
  order: (id: number) => `/SP/order_detail/${id}`,
  orderView: (id: number) => `/SP/order_detailed/${id}`,
  orders: '/SP/orderlist',
  donation: (id: number) => `/SP/donation_detail/${id}`,
  donations: '/SP/receive_donation_list',
  auctions: '/SP/biddinglist',
};

/** A lot's current bid with its state; an item's price. */
export function PriceCell({ g }: { g: Pick<GoodsRow, 'kind' | 'price' | 'current_price' | 'bid_count' | 'start_price'> }) {
  if (g.kind === 1) return <>{money(g.price)}</>;
  return (
    <RowSpace vertical gap={0}>
      <span>{money(g.current_price)}</span>
      <PlainText type="secondary" style={{ fontSize: 12 }}>
        {g.bid_count > 0 ? `${g.bid_count} 次出价` : `起拍价 ${money(g.start_price)}`}
      </PlainText>
    </RowSpace>
  );
}

/** The goods state and, for a listed lot, its auction state. */
export function GoodsStates({ g }: { g: Pick<GoodsRow, 'status' | 'status_label' | 'auction_status' | 'auction_status_label' | 'kind'> }) {
  return (
    <RowSpace gap={4} wrap>
      <GoodsStatusTag status={g.status} label={g.status_label} />
      {g.kind === 2 && g.auction_status_label && <AuctionStatusTag status={g.auction_status} label={g.auction_status_label} />}
    </RowSpace>
  );
}

/** Whether an item, order or donation belongs to the caller's organisation (its owner's links show). */
export function useOwns(): (row: { org_id: number }) => boolean {
  const { user } = useSession();
  return (row) => user !== null && row.org_id === user.orgId;
}
