import { describe, expect, it } from 'vitest';
import { testUser } from '../state/sessionUser.test-support';
import type { SessionUser } from '../state/types';
import { agreementDocUrl, agreementPending, certificationBanner } from './orgNotice';

const user = (over: Partial<SessionUser> = {}) => testUser({ name: '云南山花乡村发展中心', certification: 0, orgId: 8, ...over });

describe('certificationBanner', () => {
  it('tells an unauthenticated organisation to authenticate', () => {
    expect(certificationBanner(user(), '/dashboard')).toEqual({ returned: false, reason: '' });
  });
  it('carries the reason of a returned authentication', () => {
    expect(certificationBanner(user({ certification: 3, return_reason: ' 照片不清晰 ' }), '/dashboard')).toEqual({ returned: true, reason: '照片不清晰' });
  });
  it('is silent for authenticated, pending and changing organisations', () => {
    for (const c of [1, 2, 4, 5]) expect(certificationBanner(user({ certification: c }), '/dashboard')).toBeNull();
  });
  it('is silent for reviewers, partners and admins and without a user', () => {
    for (const r of [2, 3, 99]) expect(certificationBanner(user({ roles: [r] }), '/dashboard')).toBeNull();
    expect(certificationBanner(null, '/dashboard')).toBeNull();
  });
  it('shows for role 4 and hides on the authentication pages themselves', () => {
    expect(certificationBanner(user({ roles: [4] }), '/config/payAccount')).not.toBeNull();
    expect(certificationBanner(user(), '/config/auth')).toBeNull();
    expect(certificationBanner(user(), '/config/auth/firstAuth/3')).toBeNull();
    expect(certificationBanner(user(), '/config/authority')).not.toBeNull();
  });
});

describe('agreementPending', () => {
  it('is pending only while not accepted and not put off', () => {
    expect(agreementPending(user({ agreemenet: 0 }), false, false)).toBe(true);
    expect(agreementPending(user({ agreemenet: 0 }), true, false)).toBe(false);
    expect(agreementPending(user({ agreemenet: 0 }), false, true)).toBe(false);
    expect(agreementPending(user({ agreemenet: 1 }), false, false)).toBe(false);
    expect(agreementPending(null, false, false)).toBe(false);
  });
});

describe('agreementDocUrl', () => {
  it('keeps http(s) and same-origin links and drops anything else', () => {
    expect(agreementDocUrl('https://example.org/a.pdf')).toBe('https://example.org/a.pdf');
    expect(agreementDocUrl('/docs/agreement')).toBe('/docs/agreement');
    expect(agreementDocUrl('javascript:alert(1)')).toBeNull();
    expect(agreementDocUrl('//evil.example')).toBeNull();
    expect(agreementDocUrl('')).toBeNull();
  });
});
