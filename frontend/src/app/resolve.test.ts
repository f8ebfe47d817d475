import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../routes';
import { PUBLIC_TABLE } from '../routes/table';
import { testUser } from '../state/sessionUser.test-support';
import type { SessionUser } from '../state/types';
import { needsStatus, resolve as resolveIn } from './resolve';

/** Resolution against the whole table, as on the server and after the browser has loaded it. */
const resolve = (path: string, user: SessionUser | null, status?: number) => resolveIn(ROUTE_TABLE, path, user, status);

const org = testUser();

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

describe('resolve against the public routes alone (the browser before it loads the rest)', () => {
  it('resolves the public pages exactly as the whole table does, so they hydrate without the rest', () => {
    for (const path of ['/login', '/auth-redirect', '/404', '/401', '/redirect/SJ/projectList']) {
      expect(resolveIn(PUBLIC_TABLE, path, null)).toEqual(resolve(path, null));
      expect(resolveIn(PUBLIC_TABLE, path, org)).toEqual(resolve(path, org));
    }
  });

  it('asks for the rest of the table for a console URL instead of calling it a 404', () => {
    expect(resolveIn(PUBLIC_TABLE, '/SZ/helpList', org)).toEqual({ kind: 'loadingRoutes' });
    expect(resolveIn(PUBLIC_TABLE, '/no/such/page', null)).toEqual({ kind: 'loadingRoutes' });
  });

  it("still follows the BFF's verdicts and the home redirect without the rest", () => {
    expect(resolveIn(PUBLIC_TABLE, '/SZ/helpList', org, 404)).toEqual({ kind: 'notFound' });
    expect(resolveIn(PUBLIC_TABLE, '/', org)).toEqual({ kind: 'home' });
  });

  it('holds no console route', () => {
    expect(PUBLIC_TABLE.routes.every((r) => r.public)).toBe(true);
    expect(ROUTE_TABLE.routes.filter((r) => r.public)).toEqual(PUBLIC_TABLE.routes);
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
