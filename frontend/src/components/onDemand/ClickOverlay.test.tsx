import { Button, Dropdown, Popconfirm, Popover } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from '../HoverTooltip';
import { LookalikeProviders, LOOKALIKE_VARIANTS } from '../kit/lookalikeProviders.test-support';
import { OnDemandDropdown, OnDemandPopconfirm, OnDemandPopover } from './ClickOverlay';

const drawn = (node: ReactNode) => renderToString(<LookalikeProviders {...LOOKALIKE_VARIANTS[0]}>{node}</LookalikeProviders>);
const menu = { items: [{ key: 'logout', label: '退出登录' }] };

describe('the click overlays fetched on demand', () => {
  it("render what a closed antd Dropdown renders, byte for byte (the avatar's button)", () => {
    const child = () => <button type="button" className="navbar-btn avatar-btn">张三</button>;
    expect(drawn(<OnDemandDropdown menu={menu}>{child()}</OnDemandDropdown>)).toBe(drawn(<Dropdown trigger={['click']} menu={menu}>{child()}</Dropdown>));
  });

  it('render what a closed antd Dropdown around a HoverTooltip renders (the navbar’s 布局大小)', () => {
    const child = () => <HoverTooltip title="布局大小"><button type="button" aria-label="布局大小">A</button></HoverTooltip>;
    expect(drawn(<OnDemandDropdown menu={menu}>{child()}</OnDemandDropdown>)).toBe(drawn(<Dropdown trigger={['click']} menu={menu}>{child()}</Dropdown>));
  });

  it('render what a closed antd Popover renders (列设置)', () => {
    const child = () => <Button size="small">列设置</Button>;
    expect(drawn(<OnDemandPopover content="x" title="列设置">{child()}</OnDemandPopover>)).toBe(drawn(<Popover content="x" title="列设置" trigger="click">{child()}</Popover>));
  });

  it('render what a closed antd Popconfirm renders (a confirmed row action)', () => {
    const child = () => <Button type="link" size="small" danger data-testid="row-delete">删除</Button>;
    expect(drawn(<OnDemandPopconfirm title="确定删除？">{child()}</OnDemandPopconfirm>)).toBe(drawn(<Popconfirm title="确定删除？">{child()}</Popconfirm>));
  });
});
