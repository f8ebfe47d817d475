import { describe, expect, it } from 'vitest';
import { authRefusal } from './authRefusal';
import type { AuthInfo } from './types';

const info = (over: Partial<AuthInfo>): { ok: true; data: AuthInfo } => ({
  ok: true,
  data: { kind: 1, auth_status: 0, auth_status_label: '未提交', return_reason: '', latest: null, actions: [], may_submit: false, submit_refusal: null, ...over },
});

describe('the micro-project draft page', () => {
  it('lets an authenticated ordinary organisation submit though it has no micro authentication', () => {
    expect(authRefusal(info({ kind: 1, auth_status: 0, may_submit: true }))).toBeNull();
  });

  it("tells an unauthenticated ordinary organisation the platform's own reason", () => {
    expect(authRefusal(info({ kind: 1, submit_refusal: '机构尚未通过认证，不能提交微项目' }))).toEqual({
      text: '机构尚未通过认证，不能提交微项目；草稿可以先保存。',
      link: false,
    });
  });

  it('tells a micro organisation its authentication state and offers 去认证 only where it may submit one', () => {
    const returned = authRefusal(info({ kind: 2, auth_status: 3, auth_status_label: '已退回', return_reason: '材料不清晰', actions: ['submit'] }));
    expect(returned?.text).toContain('认证状态：已退回，退回原因：材料不清晰');
    expect(returned?.link).toBe(true);
    expect(authRefusal(info({ kind: 2, auth_status: 1, auth_status_label: '待审核' }))?.link).toBe(false);
  });

  it('says nothing for a micro organisation that passed, nor when the answer did not load', () => {
    expect(authRefusal(info({ kind: 2, auth_status: 2, may_submit: true }))).toBeNull();
    expect(authRefusal({ ok: false, msg: '网络错误' })).toBeNull();
    expect(authRefusal(null)).toBeNull();
  });
});
