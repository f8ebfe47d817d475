import { Badge, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLink } from './AppLink';
import { HoverTooltip } from './HoverTooltip';
import { LookalikeProviders, LOOKALIKE_VARIANTS } from './kit/lookalikeProviders.test-support';

describe('HoverTooltip', () => {
  const children: [string, () => ReactNode][] = [
    ['a button with a label', () => <button type="button" className="navbar-btn" aria-label="全屏">x</button>],
    ['a link component', () => <AppLink to="/messageNotice/index" className="navbar-btn" aria-label="消息通知">通知</AppLink>],
    ['a status badge', () => <Badge status="warning" text="变更中" />],
    ['plain text', () => '2026-12-06 10:00:00'],
    ['a child that describes itself already', () => <span aria-describedby="own-note">说明</span>],
  ];
  const titles: [string, ReactNode][] = [
    ['a title', '有待审核的变更申请'],
    ['no title', ''],
  ];
  for (const v of LOOKALIKE_VARIANTS.slice(0, 2)) {
    for (const [what, kids] of children) {
      for (const [titled, title] of titles) {
        it(`renders what a closed antd Tooltip renders, byte for byte (${what}, ${titled}, ${v.theme}, ${v.size})`, () => {
          const real = renderToString(<LookalikeProviders {...v}><Tooltip title={title}>{kids()}</Tooltip></LookalikeProviders>);
          const ours = renderToString(<LookalikeProviders {...v}><HoverTooltip title={title}>{kids()}</HoverTooltip></LookalikeProviders>);
          expect(ours).toBe(real);
        });
      }
    }
  }

  it('inside a Dropdown (the navbar\'s 布局大小) renders what the Dropdown around a closed antd Tooltip renders', () => {
    const menu = { items: [{ key: 'small', label: '小号' }] };
    const page = (tip: (k: ReactNode) => ReactNode) => (
      <LookalikeProviders {...LOOKALIKE_VARIANTS[0]}>
        <Dropdown trigger={['click']} menu={menu}>
          {tip(<button type="button" aria-label="布局大小">A</button>)}
        </Dropdown>
      </LookalikeProviders>
    );
    expect(renderToString(page((k) => <HoverTooltip title="布局大小">{k}</HoverTooltip>))).toBe(renderToString(page((k) => <Tooltip title="布局大小">{k}</Tooltip>)));
  });

  it('leaves the ids of what follows it as a closed antd Tooltip leaves them', () => {
    const page = (tip: (k: ReactNode) => ReactNode) => (
      <LookalikeProviders {...LOOKALIKE_VARIANTS[0]}>
        {tip(<button type="button">一</button>)}
        <Tooltip title="二"><button type="button">二</button></Tooltip>
      </LookalikeProviders>
    );
    expect(renderToString(page((k) => <HoverTooltip title="一">{k}</HoverTooltip>))).toBe(renderToString(page((k) => <Tooltip title="一">{k}</Tooltip>)));
  });
});
