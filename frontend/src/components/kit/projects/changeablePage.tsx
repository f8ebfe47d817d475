// The 申请变更 page of an item (/SJ 项目, /SJM 微项目, /SX 活动): its `detail` loaded, and either the
// area's change form or, for an item that offers no `change`, the card that says why.
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError';
import { definePage } from '../page';
import { NotChangeable, noChangeReason } from './ChangeFormCard';

interface Changeable {
  title: string;
  actions?: readonly string[];
  pending_change_id?: number | null;
  status_label: string;
}

export function changeablePage<T extends Changeable>({ what, look, lookTestId, form }: {
  /** What the item is called (项目, 活动…) in the load error and the refusal. */
  what: string;
  /** Where to look instead when the item offers no change (its page, or the waiting change). */
  look: (item: T) => ReactNode;
  lookTestId?: string;
  form: (item: T) => ReactNode;
}) {
  return definePage(['detail'], ({ load }) => {
    const detail = load<T>('detail');
    if (!detail.ok) return <LoadError what={what} msg={detail.msg} />;
    const item = detail.data;
    if (!(item.actions ?? []).includes('change')) {
      return <NotChangeable title={item.title} why={noChangeReason(what, !!item.pending_change_id, item.status_label)} action={look(item)} testId={lookTestId} />;
    }
    return form(item);
  });
}
