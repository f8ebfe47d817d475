import { describe, expect, it } from 'vitest';
import { firstInvalid, validateField, validateLogin } from './validate';

describe('login validation', () => {
  it('asks for every empty field with its own message', () => {
    expect(validateLogin({ account: '', pwd: '', verify: '' })).toEqual({
      account: '请输入账号',
      pwd: '请输入密码',
      verify: '请输入验证码',
    });
  });

  it('refuses an account of spaces only but takes a password of spaces as typed', () => {
    expect(validateField('account', '   ')).toBe('请输入账号');
    expect(validateField('pwd', '   ')).toBeUndefined();
    expect(validateField('verify', ' ')).toBeUndefined();
  });

  it('finds nothing wrong with a filled form', () => {
    expect(validateLogin({ account: ' demo_org ', pwd: 'x', verify: '8888' })).toEqual({});
    expect(firstInvalid({})).toBeUndefined();
  });

  it('names the first invalid field in page order', () => {
    expect(firstInvalid({ verify: '请输入验证码', pwd: '请输入密码' })).toBe('pwd');
    expect(firstInvalid(validateLogin({ account: 'a', pwd: 'b', verify: '' }))).toBe('verify');
  });
});
