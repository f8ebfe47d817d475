import { describe, expect, it } from 'vitest';
import { FORM_OUTCOME_KEY, formInvalidToast, formToast, invalidFormText } from './formToast';

describe('form toasts', () => {
  it('every outcome of a form uses the same toast, so a success replaces the refusal before it, and stays 5 s', () => {
    const shown: Array<{ key?: unknown; type?: string; content?: unknown; duration?: number }> = [];
    const message = { open: (c: (typeof shown)[number]) => void shown.push(c) } as never;
    formInvalidToast(message, '请填写进展标题');
    formToast(message, 'success', '提交成功，请等待审核');
    expect(shown.map((s) => s.key)).toEqual([FORM_OUTCOME_KEY, FORM_OUTCOME_KEY]);
    expect(shown.map((s) => s.duration)).toEqual([5, 5]);
    expect(shown[0]).toMatchObject({ type: 'error', content: '请检查表单：请填写进展标题' });
  });

  it('a refused form reads the same in every area', () => {
    expect(invalidFormText(null)).toBe('请检查表单中标红的内容');
    expect(invalidFormText('请填写求助标题')).toBe('请检查表单：请填写求助标题');
  });
});
