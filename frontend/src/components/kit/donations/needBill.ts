// 需要票据 of the areas whose donations say it as a label (/MicroWish, /SX): the filter over
// `?need_bill=` and the cell, 是 with the invoice title.
import { NEED_BILL } from '../choices';
import type { SelectFilter } from '../FilterBar';

export const NEED_BILL_FILTER: SelectFilter = { param: 'need_bill', label: '需要票据', choices: NEED_BILL, width: 130 };

export const billLabel = (o: { need_bill_label: string; bill_title: string | null }) => (o.need_bill_label === '是' && o.bill_title ? `是（${o.bill_title}）` : o.need_bill_label);
