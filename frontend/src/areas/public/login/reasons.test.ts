import { describe, expect, it } from 'vitest';
import { loginReason } from './reasons';

describe('the login page reason', () => {
  it('names each reason the BFF sends', () => {
    const searches = ['?redirect=%2FSZ&error=expired', '?error=verify', '?error=roles', '?error=unreachable'];
    expect(searches.map(loginReason)).toEqual(['登录已过期，请重新登录', 'Verification failed, please Login again.', 'getInfo: roles must be a non-null array!', '网络错误，平台服务暂时无法连接']);
  });

  it('says why a session found over by a call (logged out in another tab) sent the user here', () => {
    expect(loginReason('?redirect=%2FSZ&error=ended')).toBe('登录已失效，请重新登录');
  });

  it('says Has Error for an unknown reason and nothing without one', () => {
    expect(['?error=toString', '?error=', '?redirect=%2FSZ', ''].map(loginReason)).toEqual(['Has Error', 'Has Error', null, null]);
  });
});
