import { describe, expect, it } from 'vitest';
import { loginReason } from './reasons';

describe('the login page reason', () => {
  it('names each reason the BFF sends', () => {
    expect(loginReason('?redirect=%2FSZ&error=expired')).toBe('登录已过期，请重新登录');
    expect(loginReason('?error=verify')).toBe('Verification failed, please Login again.');
    expect(loginReason('?error=roles')).toBe('getInfo: roles must be a non-null array!');
    expect(loginReason('?error=unreachable')).toBe('网络错误，平台服务暂时无法连接');
  });

  it('says why a session found over by a call (logged out in another tab) sent the user here', () => {
    expect(loginReason('?redirect=%2FSZ&error=ended')).toBe('登录已失效，请重新登录');
  });

  it('says Has Error for an unknown reason and nothing without one', () => {
    expect(loginReason('?error=toString')).toBe('Has Error');
    expect(loginReason('?error=')).toBe('Has Error');
    expect(loginReason('?redirect=%2FSZ')).toBeNull();
    expect(loginReason('')).toBeNull();
  });
});
