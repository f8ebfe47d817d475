import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../state/types';
import { needsStatus, resolve } from './resolve';

const org: SessionUser = {
  name: '北京春晖公益基金会',
  avatar: '',
  introduction: '',
  roles: [1],
  certification: 2,
  orgId: 1,
  un_read_msg: 0,
  is_sj_limit: 0,
  return_reason: '',
  agreemenet: 1,
  agreemenetdoc: '',
};

describe('resolve', () => {
  it('shows the 404 and 401 screens for the public /404 and /401 routes, with or without a session', () => {
    expect(resolve('/404', null)).toEqual({ kind: 'notFound' });
    expect(resolve('/401', null)).toEqual({ kind: 'unauthorized' });
    expect(resolve('/404', org)).toEqual({ kind: 'notFound' });
  });

  it("follows the BFF's 404 and 401 verdicts and unknown paths as before", () => {
    expect(resolve('/SZ/helpList', org, 404)).toEqual({ kind: 'notFound' });
    expect(resolve('/SZ/helpList', org, 401)).toEqual({ kind: 'unauthorized' });
    expect(resolve('/no/such/page', org)).toEqual({ kind: 'notFound' });
  });

  it('keeps the other public routes as pages', () => {
    expect(resolve('/login', null).kind).toBe('page');
    expect(resolve('/auth-redirect', null).kind).toBe('page');
  });
});

describe('needsStatus', () => {
  it('asks for the status screens only for 404 and 401', () => {
    expect(needsStatus({ kind: 'notFound' })).toBe(true);
    expect(needsStatus({ kind: 'unauthorized' })).toBe(true);
    expect(needsStatus(resolve('/login', null))).toBe(false);
    expect(needsStatus({ kind: 'login' })).toBe(false);
  });
});
