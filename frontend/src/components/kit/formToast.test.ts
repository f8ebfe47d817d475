import { describe, expect, it } from 'vitest';
import { FORM_OUTCOME_KEY, formInvalidToast, formToast, invalidFormText } from './formToast';

describe('form toasts', () => {
  it('a new outcome of a form closes the toast before it (a success replaces the refusal), and each stays 5 s', () => {
    const shown: Array<{ key?: unknown; type?: string; content?: unknown; duration?: number; closed?: boolean }> = [];
    const message = {
      open: (c: (typeof shown)[number]) => {
        shown.push(c);
        return () => (c.closed = true);
      },
    } as never;
    formInvalidToast(message, '请填写进展标题');
    formToast(message, 'success', '提交成功，请等待审核');
    expect(shown.map((s) => s.closed === true)).toEqual([true, false]);
    expect(new Set(shown.map((s) => s.key)).size).toBe(2);
    expect(shown.every((s) => String(s.key).startsWith(FORM_OUTCOME_KEY))).toBe(true);
    expect(shown.map((s) => s.duration)).toEqual([5, 5]);
    expect(shown[0]).toMatchObject({ type: 'error', content: '请检查表单：请填写进展标题' });
  });

  it('a refused form reads the same in every area', () => {
    expect(invalidFormText(null)).toBe('请检查表单中标红的内容');
    expect(invalidFormText('请填写求助标题')).toBe('请检查表单：请填写求助标题');
  });
});
