// What an ActionBar is made of: the actions an item can have, each area's definitions of them,
// and which the bar shows (those the API allows the caller now). Shared by the live bar
// (ActionBar) and the one drawn before hydration (ActionBarDrawn).
import type { ReactNode } from 'react';
import type { Envelope } from '../../lib/http';
import { WORDS } from '../../lib/glossary';

export interface ActionBase {
  /** The name in the API's `actions` list. */
  action: string;
  label: ReactNode;
  testId?: string;
  primary?: boolean;
  danger?: boolean;
}

/** A call, optionally confirmed first. */
export interface CallAction extends ActionBase {
  kind: 'call';
  call: () => Promise<Envelope<unknown>>;
  /** Success toast (default: the answer's msg). */
  success?: string;
  /** Popconfirm text; none = the click calls at once. */
  confirm?: string;
  okText?: string;
  /** After success (default: the bar's onDone). */
  after?: () => void;
  /** After a refusal (e.g. reload a list whose row someone else took). */
  failed?: () => void;
}

/** 退回 and its kind: a required reason, then the call. */
export interface ReasonAction extends ActionBase {
  kind: 'reason';
  /** Title of the reason dialog, e.g. 退回求助. */
  title: string;
  call: (reason: string) => Promise<Envelope<unknown>>;
  success: string;
  /** The reason's name and the dialog's button, for steps other than 退回 (下架原因 / 确认下架). */
  reasonLabel?: string;
  okText?: string;
  placeholder?: string;
}

/** A page to go to (edit, change). */
export interface LinkAction extends ActionBase {
  kind: 'link';
  to: string;
}

export type ActionDef = CallAction | ReasonAction | LinkAction;

export interface ActionBarProps {
  /** What the API allows the caller now. */
  actions: readonly string[] | undefined;
  /** Every action the item can have, in button order. */
  defs: ActionDef[];
  /** After a successful call (usually the page's reload). */
  onDone: () => void;
  /** Small link buttons, for table rows. */
  compact?: boolean;
  testId?: string;
  /** Always shown (links to related lists): before the actions in a full-size bar, so its
   * primary action is the rightmost button; after them in a table row's. */
  children?: ReactNode;
}

/**
 * The definitions the bar shows, in button order: those the API allows the caller, the primary
 * ones last (issue 40, item 16: the primary action stands in one place, at the right, as in
 * antd's dialogs), the others in the order the area lists them.
 */
export function shownActions(actions: readonly string[] | undefined, defs: ActionDef[]): ActionDef[] {
  const allowed = new Set(actions ?? []);
  const shown = defs.filter((d) => allowed.has(d.action));
  return [...shown.filter((d) => !d.primary), ...shown.filter((d) => d.primary)];
}

/** What a reviewed item's 通过 and 退回 say and call (the rest is the same everywhere). */
export interface ReviewSteps {
  /** 通过's confirmation and call. */
  confirm: string;
  pass: () => Promise<Envelope<unknown>>;
  /** The 退回 dialog's title and the call with the reason. */
  returnTitle: string;
  ret: (reason: string) => Promise<Envelope<unknown>>;
  /** The buttons' test ids (default act-pass / act-return). */
  testIds?: { pass: string; return: string };
  /** 通过's success toast (default 审核通过). */
  passed?: string;
  /** What the 退回 dialog's reason box says before typing. */
  placeholder?: string;
  /** A table row's bar: 通过 is not a primary button there, so the two keep their order. */
  inRow?: boolean;
}

/** The 通过 / 退回 pair every review offers: 通过 confirmed first, 退回 with a required reason. */
export function reviewSteps(o: ReviewSteps): [CallAction, ReasonAction] {
  const ids = o.testIds ?? { pass: 'act-pass', return: 'act-return' };
  return [
    { kind: 'call', action: 'pass', label: WORDS.pass, primary: !o.inRow, testId: ids.pass, confirm: o.confirm, okText: WORDS.pass, call: o.pass, success: o.passed ?? WORDS.passed },
    { kind: 'reason', action: 'return', label: '退回', danger: true, testId: ids.return, title: o.returnTitle, placeholder: o.placeholder, call: o.ret, success: '已退回' },
  ];
}
