// What the micro-project draft page says when the organisation may not submit yet. Pure, so the
// rule (the platform's own may_submit answer, never a reading of a status number) is unit-tested.
import type { Loaded } from '../../components/kit/page';
import { submitRefusal, type SubmitRefusal } from '../../components/kit/submitRefusal';
import type { AuthInfo } from './types';

/**
 * Why the caller's organisation may not submit yet, or null. The platform answers whether it may
 * (`may_submit`): an ordinary organisation has no micro authentication, its 机构认证 decides.
 */
export function authRefusal(auth: Loaded<AuthInfo> | null): SubmitRefusal | null {
  if (!auth || !auth.ok || auth.data.may_submit) return null;
  const a = auth.data;
  if (a.kind === 2) {
    // The state by its label; 去认证 where the platform offers the submission (未提交, 已退回).
    const reason = a.return_reason ? `，退回原因：${a.return_reason}` : '';
    return { text: `本机构是微机构，须通过微机构认证才能提交微项目（认证状态：${a.auth_status_label}${reason}）。草稿可以先保存。`, link: a.actions.includes('submit') };
  }
  return submitRefusal(auth, '本机构尚未通过机构认证，不能提交微项目');
}
