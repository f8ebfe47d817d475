// Typed calls of organisation management (contract-sandbox.md, "Organisation management").
import { bulkCall } from '../../components/kit/bulk';
import { get, post, type Envelope } from '../../lib/http';
import type { AuthForm, MicroAuthPayload, PayAccount, PayAccountSave } from './types';

export const changePassword = (old_pwd: string, new_pwd: string): Promise<Envelope<null>> =>
  post('/api/organization/account/change_password', { old_pwd, new_pwd });

export const mobileChangePassword = (mobile: string, code: string, new_pwd: string): Promise<Envelope<null>> =>
  post('/api/organization/account/mobile_change_password', { mobile, code, new_pwd });

/** The SMS code goes to the account's bound number; test mode answers with `{code}`. */
export const sendMobileCode = (mobile: string): Promise<Envelope<{ code?: string } | null>> =>
  get('/api/common/mobile_code', { mobile });

export const acceptAgreement = (): Promise<Envelope<null>> => post('/api/organization/account/accept_agreement', {});

export const submitAuth = (change: boolean, form: AuthForm, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(change ? '/api/organization/auth/submit_change' : '/api/organization/auth/submit_first', form, idempotencyKey);

export const reviewAuth = (id: number, result: 1 | 2, reason?: string): Promise<Envelope<null>> =>
  post('/api/organization/auth/review', { id, result, reason });

/** 认证审核 in bulk: 通过 / 退回 of many submissions, each through the single review. */
export const bulkReviewAuth = bulkCall('/api/organization/auth/bulk_review');

export const savePayAccount = (body: PayAccountSave, idempotencyKey?: string): Promise<Envelope<PayAccount>> =>
  post('/api/organization/pay_account/save', body, idempotencyKey);

export const deletePayAccount = (id: number): Promise<Envelope<null>> => post('/api/organization/pay_account/delete', { id });

/** A micro organisation's authentication (role 4; the micro-project area's call). */
export const submitMicroAuth = (form: MicroAuthPayload, idempotencyKey?: string): Promise<Envelope<{ id: number; status: number }>> =>
  post('/api/organization/SJM/auth_submit', form, idempotencyKey);
