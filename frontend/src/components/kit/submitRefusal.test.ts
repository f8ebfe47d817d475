import { describe, expect, it } from 'vitest';
import { submitRefusal } from './submitRefusal';

describe('the notice a form page gives before its fields', () => {
  it("gives the platform's own reason and says drafts may be saved when the organisation may not submit", () => {
    expect(submitRefusal({ ok: true, data: { may_submit: false, submit_refusal: '机构尚未通过认证，不能提交项目' } }, '兜底')).toEqual({
      text: '机构尚未通过认证，不能提交项目；草稿可以先保存。',
      link: false,
    });
  });

  it('falls back to the page wording when the platform gives no reason', () => {
    expect(submitRefusal({ ok: true, data: { may_submit: false, submit_refusal: null } }, '本机构尚未通过机构认证，不能提交项目')?.text).toBe(
      '本机构尚未通过机构认证，不能提交项目；草稿可以先保存。',
    );
  });

  it('says nothing when the organisation may submit, nor when the answer did not load', () => {
    expect(submitRefusal({ ok: true, data: { may_submit: true, submit_refusal: null } }, 'x')).toBeNull();
    expect(submitRefusal({ ok: false, msg: '网络错误' }, 'x')).toBeNull();
    expect(submitRefusal(null, 'x')).toBeNull();
  });
});
