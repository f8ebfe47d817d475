// Labels and colours of the charity-sale area (contract-sandbox.md, "Charity sales (issue 21)").
import type { Choice } from '../../components/kit';

export const GOODS_KIND: Choice[] = [
  { value: 1, label: '义卖商品' },
  { value: 2, label: '竞拍拍品' },
];

/** Goods states (both kinds), in life order. */
export const GOODS_STATUS: Choice[] = [
  { value: 0, label: '草稿' },
  { value: 1, label: '待审核' },
  { value: 2, label: '已退回' },
  { value: 3, label: '已上架' },
  { value: 4, label: '已售罄' },
  { value: 5, label: '已下架' },
];
export const GOODS_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'error', 3: 'success', 4: 'purple', 5: 'default' };

/** A listed lot's auction state. */
export const AUCTION_STATUS: Choice[] = [
  { value: 0, label: '未开始' },
  { value: 1, label: '竞拍中' },
  { value: 2, label: '延时中' },
  { value: 3, label: '已成交' },
  { value: 4, label: '流拍' },
  { value: 5, label: '已取消' },
];
export const AUCTION_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'orange', 3: 'success', 4: 'default', 5: 'error' };

export const BID_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'default', 3: 'success', 4: 'default' };

export const ORDER_STATUS: Choice[] = [
  { value: 0, label: '待付款' },
  { value: 1, label: '已付款' },
  { value: 2, label: '已发货' },
  { value: 3, label: '已完成' },
  { value: 4, label: '已取消' },
  { value: 5, label: '已退款' },
];
export const ORDER_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'processing', 2: 'cyan', 3: 'success', 4: 'default', 5: 'error' };

export const DONATION_STATUS: Choice[] = [
  { value: 1, label: '已寄出' },
  { value: 2, label: '已到货' },
  { value: 3, label: '已核对' },
  { value: 4, label: '不合格退回' },
];
export const DONATION_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'gold', 3: 'success', 4: 'error' };

export const ITEM_TYPE: Choice[] = [
  { value: 1, label: '服装鞋帽' },
  { value: 2, label: '图书文具' },
  { value: 3, label: '日用百货' },
  { value: 4, label: '数码家电' },
  { value: 5, label: '工艺收藏' },
  { value: 9, label: '其他' },
];
