// /SP goods as the kit's change pages see them (kit/projects/area.ts, ChangeArea): the change
// answers name the item `goods` (goods_id, goods_title, the detail's `goods`).
import type { ChangeArea } from '../../components/kit/projects/area';
import { spPages } from './common';

export const SP_CHANGES: ChangeArea = {
  key: 'SP',
  api: '/api/organization/thing',
  noun: '商品',
  item: 'goods',
  to: { view: spPages.review, changeList: spPages.changes, changeDetail: spPages.change },
};
