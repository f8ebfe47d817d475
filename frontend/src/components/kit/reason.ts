/** The reason of every 退回 (any area): required, at most 200 characters (code points, as the server counts). */
export function returnReasonProblem(v: unknown): string | null {
  const s = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim();
  if (s === '') return '请填写退回原因';
  return [...s].length > 200 ? '退回原因不能超过200个字' : null;
}
