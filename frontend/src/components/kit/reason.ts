/**
 * A reason every review or staff step asks for (退回原因, 下架原因, 取消原因 — any area): required,
 * at most 200 characters (code points, as the server counts them).
 */
export const reasonProblem =
  (label: string) =>
  (v: unknown): string | null => {
    const s = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim();
    if (s === '') return `请填写${label}`;
    return [...s].length > 200 ? `${label}不能超过200个字` : null;
  };

/** The reason of every 退回 (any area). */
export const returnReasonProblem = reasonProblem('退回原因');
