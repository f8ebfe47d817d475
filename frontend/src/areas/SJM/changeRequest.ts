// A micro project's change request (add_change): the fields it starts from, which ones differ,
// and the first problem (the reason, then each changed field's own rule). Pure, unit-tested.
import { fen } from '../../components/kit/checks';
import { changeReasonProblem, text } from '../../components/kit/fieldRules';
import { projectChangeFields } from '../../components/kit/projects/changeFields';
import { microFieldProblem } from './rules';
import type { MicroChangeFields, MicroDetail, MicroPayload } from './types';

export const CHANGE_KEYS: Array<keyof MicroChangeFields> = ['title', 'summary', 'description', 'cover', 'images', 'fund_end', 'target_amount', 'lead_name', 'lead_phone'];

/** The fields of a micro project a request starts from. */
export function currentMicroFields(p: MicroDetail): MicroChangeFields {
  return projectChangeFields(p);
}

const same = (k: keyof MicroChangeFields, a: unknown, b: unknown): boolean => {
  if (k === 'target_amount') return (fen(a) ?? text(a)) === (fen(b) ?? text(b));
  if (k === 'images') return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return text(a) === text(b);
};

/** Only the fields that differ from the micro project. */
export function changedMicroFields(current: MicroChangeFields, next: MicroChangeFields): MicroChangeFields {
  const out: Record<string, unknown> = {};
  for (const k of CHANGE_KEYS) if (!same(k, current[k], next[k])) out[k] = next[k];
  return out as MicroChangeFields;
}

/** The first problem of a request: the reason, something changed, each changed field's rule, the raised amount. */
export function microChangeProblem(reason: unknown, current: MicroChangeFields, next: MicroChangeFields, p: Pick<MicroDetail, 'raised_amount' | 'fund_start' | 'parent_fund_end'>, today: string): string | null {
  const r = changeReasonProblem(reason);
  if (r) return r;
  const changed = changedMicroFields(current, next);
  if (Object.keys(changed).length === 0) return '请至少修改一项内容';
  const payload = { ...current, ...next } as MicroPayload;
  for (const k of CHANGE_KEYS) {
    if (!(k in changed)) continue;
    if (k === 'fund_end') {
      const e = text(next.fund_end);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(e) || e < today) return '募款结束日期不能早于今天';
      if (p.parent_fund_end && e > p.parent_fund_end) return '募款结束日期不能晚于所属项目的募款结束日期';
      continue;
    }
    const m = microFieldProblem(k, payload, { today });
    if (m) return m;
  }
  if ('target_amount' in changed && (fen(next.target_amount) ?? 0) < (fen(p.raised_amount) ?? 0)) return '目标金额不能低于已筹金额';
  return null;
}
