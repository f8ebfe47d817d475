import { describe, expect, it } from 'vitest';
import { leavingTo } from './leaveGuard';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, target = '', attrs: string[] = []) => ({ href, target, hasAttribute: (n: string) => attrs.includes(n) });
const HERE = 'http://console.test/SZ/addHelp';

describe('leaving a form', () => {
  it('a plain click on an in-app link to another page leaves, and the guard learns where to', () => {
    expect(leavingTo(click, link('http://console.test/SZ/helpList?page=2'), HERE)).toBe('/SZ/helpList?page=2');
    expect(leavingTo(click, link('/dashboard'), HERE)).toBe('/dashboard');
  });

  it('clicks that keep the page in this tab are not asked about', () => {
    expect(leavingTo(click, null, HERE)).toBeNull();
    expect(leavingTo(click, link('http://console.test/SZ/addHelp'), HERE)).toBeNull();
    expect(leavingTo(click, link('http://console.test/SZ/addHelp#top'), HERE)).toBeNull();
    expect(leavingTo(click, link('https://other.example/'), HERE)).toBeNull();
    expect(leavingTo(click, link('/dashboard', '_blank'), HERE)).toBeNull();
    expect(leavingTo(click, link('/file.xlsx', '', ['download']), HERE)).toBeNull();
    expect(leavingTo({ ...click, ctrlKey: true }, link('/dashboard'), HERE)).toBeNull();
    expect(leavingTo({ ...click, button: 1 }, link('/dashboard'), HERE)).toBeNull();
    expect(leavingTo({ ...click, defaultPrevented: true }, link('/dashboard'), HERE)).toBeNull();
  });
});
