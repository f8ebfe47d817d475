import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cjsNamedExports } from './cjs-named-exports.mjs';
import { SERVER_REACT, serverSwaps, SWAPPED_IMPORTS, SWAPPED_MODULES } from './server-swaps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// antd components a console page uses, under the themes the console can have (the user's
// colour, CSS variables for antd's own path) and with ids React derives from tree positions.
const PAGE = `
import { renderToString } from 'react-dom/server';
import { Alert, Badge, Breadcrumb, Button, Card, ConfigProvider, Descriptions, Form, Input, Layout, Menu,
  Pagination, Radio, Result, Select, Space, Steps, Table, Tabs, Tag, Typography } from 'antd';
import { createCache, StyleProvider } from '@ant-design/cssinjs';

const cache = createCache();
const rows = Array.from({ length: 10 }, (_, i) => ({ id: i, title: 'row ' + i, status: i % 3 }));
const Page = () => (
  <Layout>
    <Layout.Sider width={210}><Menu mode="inline" items={[{ key: 'a', label: '项目', children: [{ key: 'b', label: '列表' }] }]} defaultOpenKeys={['a']} /></Layout.Sider>
    <Layout.Content>
      <Breadcrumb items={[{ title: '首页' }, { title: '消息' }]} />
      <Alert type="warning" message="请完成认证" showIcon />
      <Card title="筛选">
        <Space><Radio.Group optionType="button" value="all" options={[{ label: '全部', value: 'all' }, { label: '未读', value: 'no' }]} /><Badge count={120} overflowCount={99} /></Space>
        <Form layout="inline"><Form.Item label="标题" name="title" help="必填" validateStatus="error"><Input placeholder="标题" /></Form.Item>
          <Form.Item label="状态"><Select value={1} options={[{ value: 1, label: '启用' }]} /></Form.Item>
          <Form.Item><Button type="primary" htmlType="submit">查询</Button><Button danger>重置</Button></Form.Item></Form>
      </Card>
      <Table rowKey="id" dataSource={rows} pagination={{ pageSize: 10, total: 35 }}
        columns={[{ title: '标题', dataIndex: 'title' }, { title: '状态', dataIndex: 'status', render: (s) => <Tag color={s ? 'orange' : 'default'}>{s}</Tag> }]} />
      <Pagination total={200} current={3} showSizeChanger={false} />
      <Tabs items={[{ key: '1', label: '一', children: <Descriptions items={[{ label: '名称', children: '春晖' }]} /> }, { key: '2', label: '二' }]} />
      <Steps current={1} items={[{ title: '提交' }, { title: '审核' }, { title: '完成' }]} />
      <Typography.Paragraph ellipsis>说明文字</Typography.Paragraph>
      <Result status="404" title="404" subTitle="页面不存在" />
    </Layout.Content>
  </Layout>
);
const themes = [
  undefined,
  { token: { colorPrimary: '#fa8c16', colorLink: '#fa8c16' } },
  { token: { colorPrimary: '#1677ff' }, components: { Button: { colorPrimary: '#00b96b' } } },
  { cssVar: true },
];
export const pages = [...themes, ...themes].map((theme) => renderToString(
  <StyleProvider cache={cache} hashPriority="high"><ConfigProvider theme={theme}><Page /></ConfigProvider></StyleProvider>,
));
`;

async function render(plugins) {
  const result = await esbuild.build({
    stdin: { contents: PAGE, resolveDir: root, loader: 'jsx' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'OUT',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
    metafile: true,
    logLevel: 'silent',
  });
  const out = vm.runInNewContext(`${result.outputFiles[0].text};OUT`, { TextEncoder, console, setTimeout, clearTimeout, MessageChannel });
  return { pages: out.pages, inputs: Object.keys(result.metafile.inputs) };
}

describe('server swaps', () => {
  it('name library modules that exist, so an upgrade that moves one fails here', () => {
    for (const [lib] of SWAPPED_MODULES) expect(existsSync(path.join(root, 'node_modules', lib)), lib).toBe(true);
    for (const [importer, specifier] of SWAPPED_IMPORTS) {
      const source = readFileSync(path.join(root, 'node_modules', importer), 'utf8');
      expect(source, importer).toContain(`from "${specifier}"`);
    }
  });

  it('render antd pages byte for byte as the libraries’ own modules do, in every theme', async () => {
    const [original, swapped] = await Promise.all([
      render([cjsNamedExports(root, 'production')]),
      render([serverSwaps(root), cjsNamedExports(root, 'production', SERVER_REACT(root))]),
    ]);
    const ourModules = ['antdUseToken', 'antdStyleHooks', 'noStyleRegister', 'createElement', 'sharedMerge'];
    for (const ours of ourModules.map((name) => `src/server/${name}.ts`)) {
      expect(swapped.inputs, ours).toContain(ours);
      expect(original.inputs, ours).not.toContain(ours);
    }
    // Each theme twice: the second render reuses what the first one kept.
    expect(swapped.pages).toHaveLength(8);
    swapped.pages.forEach((html, i) => {
      expect(html.length, `theme ${i}`).toBeGreaterThan(5000);
      expect(html, `theme ${i}`).toBe(original.pages[i]);
    });
    // The themes differ where they should: CSS variables add their own classes.
    expect(swapped.pages[3]).not.toBe(swapped.pages[1]);
  }, 60_000);
});
