// What the user typed is never changed behind their back: number fields keep the text as typed
// (the field's rule refuses `123.456`, `-5` or `200` with its own message, nothing rounds or
// clamps), full-width digits from a Chinese IME become ASCII digits in the field itself (the
// user sees the change), and a text that is too long stays whole for the rule to refuse
// instead of being cut.

const FULL_WIDTH: Record<string, string> = { '．': '.', '－': '-', '＋': '+', '，': ',', '　': ' ' };

/** Full-width digits and number signs (０-９ ． － ＋ ， and the ideographic space) as ASCII. */
export function halfWidthNumber(s: string): string {
  return s.replace(/[０-９．－＋，　]/g, (c) => FULL_WIDTH[c] ?? String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/**
 * Props for an antd Input / TextArea that shows the count against `max` and turns red past it,
 * without cutting a longer paste (antd's `maxLength` silently drops the rest). The field's rule
 * gives the message.
 */
export function lengthLimit(max: number): { count: { show: true; max: number } } {
  return { count: { show: true, max } };
}
