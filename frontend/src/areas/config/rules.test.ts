import { describe, expect, it } from 'vitest';
import { certificateValidToProblem, creditCodeValid, isPhone, passwordProblem } from './rules';

describe('organisation management rules', () => {
  it('accepts a password of 8 to 20 letters and digits and names the broken rule otherwise', () => {
    expect(passwordProblem('abc12345')).toBeNull();
    expect(passwordProblem('abc123')).toBe('新密码长度须为8-20位');
    expect(passwordProblem('abcdefghi')).toBe('新密码须同时包含字母和数字');
    expect(passwordProblem('abc 12345')).toBe('新密码只能包含字母、数字和常用符号，不能有空格或中文');
  });

  it('checks the credit code check character as GB 32100 defines it', () => {
    expect(creditCodeValid('91350100M000100Y43')).toBe(true);
    expect(creditCodeValid('91350100M000100Y44')).toBe(false);
    expect(creditCodeValid('9135')).toBe(false);
  });

  it('takes a mobile number or an area-code landline as a phone', () => {
    expect(isPhone('13812345678')).toBe(true);
    expect(isPhone('0871-63195520')).toBe(true);
    expect(isPhone('63195520')).toBe(false);
  });

  it('refuses an expired registration certificate; one valid until today still counts', () => {
    expect(certificateValidToProblem('2026-05-31', '2026-06-01')).toBe('登记证书已过期，请上传有效期内的登记证书');
    expect(certificateValidToProblem('2026-06-01', '2026-06-01')).toBeNull();
    expect(certificateValidToProblem('9999-12-31', '2026-06-01')).toBeNull();
    expect(certificateValidToProblem('2031-02-30', '2026-06-01')).toBe('登记证书有效期格式不正确');
    expect(certificateValidToProblem('', '2026-06-01')).toBe('请填写登记证书有效期');
  });
});
