// The server bundle's plugins that change how antd computes its class names and contexts
// (scripts/server-plugins.mjs: zero-runtime style hooks, the ConfigProvider's kept results, clsx
// pairs) must not change a byte of what antd draws. A gallery of antd components, in every prop
// the console uses and more, is rendered by antd as published and by antd through those plugins,
// under three theme variants and outside any theme, twice each (the second render is the one that
// meets the kept results).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { serverPlugins } from './server-plugins.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const GALLERY = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Alert, Badge, Button, Card, Checkbox, ConfigProvider, Descriptions, Form, Input, Pagination, Progress, Radio, Select, Space, Steps, Switch, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { antdThemeOf } from './src/app/theme';

const buttons = [];
for (const type of ['primary', 'default', 'dashed', 'link', 'text', undefined])
  for (const size of ['large', 'middle', 'small', undefined])
    for (const shape of ['default', 'circle', 'round', undefined])
      buttons.push(h(Button, { key: buttons.length, type, size, shape, danger: buttons.length % 3 === 0, ghost: buttons.length % 5 === 0, block: buttons.length % 7 === 0, disabled: buttons.length % 4 === 0, loading: buttons.length % 11 === 0, href: buttons.length % 13 === 0 ? '/x' : undefined }, buttons.length % 6 === 0 ? null : '按钮'));
buttons.push(h(Button, { key: 'cn', type: 'primary' }, '提交'), h(Button, { key: 'v', color: 'danger', variant: 'filled' }, '删除'));

const tags = ['orange', 'success', 'error', 'processing', '#f50', undefined].map((color, i) => h(Tag, { key: i, color, bordered: i % 2 === 0, closable: i === 3 }, '状态' + i));
const rows = Array.from({ length: 5 }, (_, i) => ({ key: i, name: '项目' + i, amount: i * 100, status: i % 2 }));
const columns = [
  { title: '名称', dataIndex: 'name', sorter: true, ellipsis: true },
  { title: '金额', dataIndex: 'amount', align: 'right', width: 120 },
  { title: '状态', dataIndex: 'status', render: (s) => h(Tag, { color: s ? 'orange' : undefined }, s ? '已通过' : '审核中'), filters: [{ text: 'a', value: 1 }] },
  { title: '操作', key: 'op', render: () => h(Space, null, h(Button, { type: 'link', size: 'small' }, '查看'), h(Button, { type: 'link', size: 'small', danger: true }, '删除')) },
];

const gallery = () => h('div', null,
  h(Space, { wrap: true }, buttons),
  h(Space, { direction: 'vertical', size: 'large' }, tags),
  h(Table, { columns, dataSource: rows, pagination: { total: 55, pageSize: 10, current: 2, showSizeChanger: false }, rowSelection: { selectedRowKeys: [1] }, size: 'middle', bordered: true }),
  h(Form, { layout: 'vertical' },
    h(Form.Item, { label: '名称', name: 'name', rules: [{ required: true }] }, h(Input, { placeholder: '请输入', allowClear: true, maxLength: 20, showCount: true })),
    h(Form.Item, { label: '类型', name: 'type' }, h(Select, { options: [{ value: 1, label: '一' }], placeholder: '请选择', allowClear: true })),
    h(Form.Item, { label: '单选' }, h(Radio.Group, { optionType: 'button', buttonStyle: 'solid', value: 1, options: [{ value: 1, label: '全部' }, { value: 2, label: '待审' }] })),
    h(Form.Item, { label: '勾选' }, h(Checkbox, { checked: true }, '同意'), h(Switch, { checked: true, size: 'small' }))),
  h(Card, { title: '卡片', size: 'small', extra: h('a', null, '更多') }, h(Descriptions, { bordered: true, column: 2, size: 'small', items: [{ key: 1, label: '机构', children: '北京' }, { key: 2, label: '状态', children: h(Badge, { status: 'success', text: '正常' }) }] })),
  h(Tabs, { activeKey: 'a', items: [{ key: 'a', label: '全部', children: '内容' }, { key: 'b', label: '待审核', disabled: true }] }),
  h(Alert, { type: 'warning', message: '提示', showIcon: true, closable: true }),
  h(Steps, { current: 1, size: 'small', items: [{ title: '提交' }, { title: '审核' }, { title: '完成' }] }),
  h(Progress, { percent: 45, size: 'small' }), h(Pagination, { total: 200, current: 3, size: 'small' }),
  h(Badge, { count: 120, overflowCount: 99 }, h('span', null, '铃')),
  h(Tooltip, { title: '说明' }, h(Typography.Link, null, '链接')), h(Typography.Text, { type: 'secondary', ellipsis: true }, '次要'));

const variants = [{ theme: '#fa8c16', size: 'middle' }, { theme: '#1890ff', size: 'mini' }, { theme: '#13c2c2', size: 'large' }];
const sizeOf = (s) => (s === 'mini' ? 'small' : s);
export function renderAll() {
  const out = [];
  for (let pass = 0; pass < 2; pass += 1) {
    for (const v of variants) out.push(renderToString(h(ConfigProvider, { locale: zhCN, componentSize: sizeOf(v.size), theme: antdThemeOf(v) }, gallery())));
    out.push(renderToString(gallery()));
  }
  return out;
}
`;

async function renderWith(plugins, dir, name) {
  const file = path.join(dir, `${name}.mjs`);
  await esbuild.build({
    stdin: { contents: GALLERY, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'], // antd's ES modules, as the bundles take them (the plugins match them)
    outfile: file,
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: ROOT,
    logLevel: 'silent',
    plugins,
  });
  const errors = console.error;
  console.error = () => {}; // antd warns once outside the zero-runtime theme; not what is compared
  try {
    return (await import(pathToFileURL(file).href)).renderAll();
  } finally {
    console.error = errors;
  }
}

describe('antd through the server bundle plugins', () => {
  it('draws every component of the gallery byte for byte as antd as published, on first and later renders', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-equivalence-'));
    let published, planned;
    try {
      [published, planned] = await Promise.all([renderWith([], dir, 'published'), renderWith(serverPlugins(ROOT), dir, 'plugins')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(published).toHaveLength(8);
    for (let i = 0; i < published.length; i += 1) expect(planned[i], `render ${i}`).toBe(published[i]);
    // The gallery draws what it should: the classes clsx joins, the variant's CSS-variable class.
    expect(published[0]).toContain('ant-btn-dangerous');
    expect(published[0]).toContain('ant-btn-variant-filled');
    expect(published[0]).toContain('ant-btn-icon-only');
    expect(published[1]).toContain('css-var-1890ff-mini');
    expect(published[0]).not.toBe(published[1]);
  });
});
