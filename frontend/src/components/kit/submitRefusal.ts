// Whether the caller's organisation may submit an item for review yet, as the platform's one
// submit rule answers it (`may_submit`, `submit_refusal`), said before the form: the /SJ and /SJM
// form pages both read it here. Pure, so the rule's reading is unit-tested.
import type { Loaded } from './page';

/** The part of a platform answer that says whether the organisation may submit. */
export interface SubmitAnswer {
  may_submit: boolean;
  submit_refusal: string | null;
}

/** What a form page says before its fields when the organisation may not submit yet. */
export interface SubmitRefusal {
  text: string;
  /** Whether to offer the way to the authentication page. */
  link: boolean;
}

/**
 * The page's notice, or null when the organisation may submit (or the answer did not load, when
 * the submission itself still says why). `fallback` is used when the platform gives no reason.
 */
export function submitRefusal(answer: Loaded<SubmitAnswer> | null, fallback: string): SubmitRefusal | null {
  if (!answer || !answer.ok || answer.data.may_submit) return null;
  return { text: `${answer.data.submit_refusal ?? fallback}；草稿可以先保存。`, link: false };
}
