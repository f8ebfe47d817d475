import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setBase } from '../lib/base';
import { AppLink, isPlainClick } from './AppLink';
import type { MouseEvent } from 'react';

describe("the app's link", () => {
  const cases = [
    { to: '/dashboard' },
    { to: '/SJ/viewProject/8', className: 'sidebar-logo', 'data-testid': 'sidebar-logo' },
    { to: '/messageNotice/index', className: 'navbar-btn', 'data-testid': 'bell', 'aria-label': '消息通知，3 条未读' },
    { to: '/MicroWish/see/3?tab=a&b=<c>', title: '标题 "引号"' },
  ];
  for (const props of cases) {
    it(`prints react-router's <Link> HTML byte for byte (${JSON.stringify(props)})`, () => {
      const child = <span>项目 &lt;甲&gt;</span>;
      const real = renderToString(<MemoryRouter initialEntries={['/SJ/projectList']}><Link {...props}>{child}</Link></MemoryRouter>);
      const ours = renderToString(<MemoryRouter initialEntries={['/SJ/projectList']}><AppLink {...props}>{child}</AppLink></MemoryRouter>);
      expect(real).toContain('data-discover');
      expect(ours).toBe(real);
    });
  }

  it("under a base path prints what <Link> prints under the router's basename", () => {
    setBase('/orgcenter');
    try {
      for (const props of cases) {
        const at = ['/orgcenter/SJ/projectList'];
        const real = renderToString(<MemoryRouter basename="/orgcenter" initialEntries={at}><Link {...props}>x</Link></MemoryRouter>);
        const ours = renderToString(<MemoryRouter basename="/orgcenter" initialEntries={at}><AppLink {...props}>x</AppLink></MemoryRouter>);
        expect(ours).toContain('href="/orgcenter/');
        expect(ours).toBe(real);
      }
    } finally {
      setBase('');
    }
  });

  it('takes a plain left click only: not a modified click, another button or another window', () => {
    const click = (over: Partial<MouseEvent>) => ({ button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, ...over }) as MouseEvent;
    expect(isPlainClick(click({}))).toBe(true);
    expect(isPlainClick(click({}), '_self')).toBe(true);
    for (const over of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) expect(isPlainClick(click(over))).toBe(false);
    expect(isPlainClick(click({}), '_blank')).toBe(false);
  });
});
