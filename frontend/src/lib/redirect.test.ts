import { describe, expect, it } from 'vitest';
import { loginUrl, sanitizeRedirect, subjectPath } from './redirect';

describe('sanitizeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(sanitizeRedirect('/SZ/helpList?page=2')).toBe('/SZ/helpList?page=2');
  });

  it('refuses protocol-relative and backslash tricks', () => {
    for (const bad of ['//evil.com', '/\\evil.com', '/\\/evil.com', '/a\\..\\b']) expect(sanitizeRedirect(bad)).toBe('/dashboard');
  });

  it('refuses absolute URLs and schemes', () => {
    for (const bad of ['https://evil.com', 'javascript:alert(1)', 'evil.com/x']) expect(sanitizeRedirect(bad)).toBe('/dashboard');
  });

  it('refuses control characters', () => {
    expect(sanitizeRedirect('/\t/evil.com')).toBe('/dashboard');
    expect(sanitizeRedirect('/ok\n')).toBe('/dashboard');
  });

  it('falls back for a missing value or the login page itself', () => {
    expect(sanitizeRedirect(null)).toBe('/dashboard');
    expect(sanitizeRedirect('')).toBe('/dashboard');
    expect(sanitizeRedirect('/login?redirect=/x')).toBe('/dashboard');
  });
});

describe('loginUrl', () => {
  it('encodes the current path as the redirect parameter', () => {
    expect(loginUrl('/SZ/helpList?page=3')).toBe('/login?redirect=%2FSZ%2FhelpList%3Fpage%3D3');
  });

  it('drops an unsafe current path', () => {
    expect(loginUrl('//evil.com')).toBe('/login');
  });

  it('carries the reason the login page names, with or without a way back', () => {
    expect(loginUrl('/SZ/helpList', 'ended')).toBe('/login?redirect=%2FSZ%2FhelpList&error=ended');
    expect(loginUrl('//evil.com', 'ended')).toBe('/login?error=ended');
  });

  it('never carries a token from the page URL into the login URL', () => {
    expect(loginUrl('/SZ/helpList?page=2&token=leaked&q=1')).toBe('/login?redirect=%2FSZ%2FhelpList%3Fpage%3D2%26q%3D1');
    expect(loginUrl('/SZ/helpList?TOKEN=leaked')).toBe('/login?redirect=%2FSZ%2FhelpList');
    expect(loginUrl('/SZ/helpList?tokens=1')).toBe('/login?redirect=%2FSZ%2FhelpList%3Ftokens%3D1');
  });
});

describe('subjectPath', () => {
  it('keeps a console path a message links to', () => {
    expect(subjectPath('/SZ/viewHelp/12')).toBe('/SZ/viewHelp/12');
  });
  it('refuses other origins, protocol-relative and backslash links, and nothing at all', () => {
    for (const link of ['https://evil.example/x', '//evil.example', '/\\evil', 'javascript:alert(1)', '', null, undefined]) {
      expect(subjectPath(link)).toBeNull();
    }
  });
});
