// Labels and colours of the charity-sale area (contract-sandbox.md, "Charity sales (issue 21)").
import { choices } from '../../components/kit/choices';

export const GOODS_KIND = choices([1, '义卖商品'], [2, '竞拍拍品']);

/** Goods states (both kinds), in life order. */
export const GOODS_STATUS = choices([0, '草稿'], [1, '待审核'], [2, '已退回'], [3, '已上架'], [4, '已售罄'], [5, '已下架']);
export const GOODS_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'error', 3: 'success', 4: 'purple', 5: 'default' };

/** A listed lot's auction state. */
export const AUCTION_STATUS = choices([0, '未开始'], [1, '竞拍中'], [2, '延时中'], [3, '已成交'], [4, '流拍'], [5, '已取消']);
export const AUCTION_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'orange', 3: 'success', 4: 'default', 5: 'error' };

export const BID_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'default', 3: 'success', 4: 'default' };

export const ORDER_STATUS = choices([0, '待付款'], [1, '已付款'], [2, '已发货'], [3, '已完成'], [4, '已取消'], [5, '已退款']);
export const ORDER_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'processing', 2: 'cyan', 3: 'success', 4: 'default', 5: 'error' };

export const DONATION_STATUS = choices([1, '已寄出'], [2, '已到货'], [3, '已核对'], [4, '不合格退回']);
export const DONATION_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'gold', 3: 'success', 4: 'error' };

export const ITEM_TYPE = choices([1, '服装鞋帽'], [2, '图书文具'], [3, '日用百货'], [4, '数码家电'], [5, '工艺收藏'], [9, '其他']);
