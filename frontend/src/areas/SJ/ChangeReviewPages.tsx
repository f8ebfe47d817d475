// 项目变更详情 (projectVerifyChangeDetail/:id): the kit's before/after table, 通过 / 退回, over
// /SJ's calls (the list: ChangeListPage.tsx; the change form: ChangeProjectPages.tsx).
import { money, type FieldChange } from '../../components/kit';
import { changePages } from '../../components/kit/projects/ChangePages';
import { SJ_PROJECTS } from './projectArea';
import { CHANGE_FIELDS, htmlText } from './rules';
import type { BudgetRow } from './types';

const LABELS = Object.fromEntries(CHANGE_FIELDS);

/** Budget rows and rich text as the diff's text cells. */
function readable(f: FieldChange): FieldChange {
  const show = (v: unknown): unknown => {
    if (f.field === 'budget' && Array.isArray(v)) return (v as BudgetRow[]).map((r) => `${r.item}：${money(r.amount)}${r.note ? `（${r.note}）` : ''}`).join('\n');
    if (f.field === 'description' && typeof v === 'string') return htmlText(v);
    return v;
  };
  return { ...f, before: show(f.before), after: show(f.after) };
}

export const { ChangeDetailPage } = changePages(SJ_PROJECTS, {
  labels: LABELS,
  kinds: { cover: 'image', images: 'images', target_amount: 'money' },
  readable,
});
