import { Space, Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LookalikeProviders, LOOKALIKE_VARIANTS } from './lookalikeProviders.test-support';
import { RowSpace } from './RowSpace';

describe('RowSpace', () => {
  const children = [
    ['one tag', () => [<Tag key="t" color="green">已通过</Tag>]],
    ['a tag and a skipped mark', () => [<Tag key="t" color="green">已通过</Tag>, false, null]],
    ['three links, the middle one skipped', () => [<a key="a" href="/a">查看</a>, false, <a key="c" href="/c">审核</a>]],
    ['unkeyed text and a number', () => ['共', 3, <b key="b">条</b>]],
    ['a fragment of two links and a skipped one', () => (
      <>
        {false}
        <a href="/e">编辑</a>
        <a href="/r">关联</a>
      </>
    )],
  ] as const;
  for (const v of LOOKALIKE_VARIANTS) {
    for (const [gap, wrap] of [[0, true], [4, false], [4, true], [0, false], [8, false]] as const) {
      for (const [what, kids] of children) {
        it(`renders antd's <Space size={${gap}}${wrap ? ' wrap' : ''}> HTML byte for byte (${what}, ${v.theme}, ${v.size})`, () => {
          const real = renderToString(<LookalikeProviders {...v}><Space size={gap} wrap={wrap}>{kids()}</Space></LookalikeProviders>);
          const ours = renderToString(<LookalikeProviders {...v}><RowSpace gap={gap} wrap={wrap}>{kids()}</RowSpace></LookalikeProviders>);
          expect(real).toContain('ant-space');
          expect(ours).toBe(real);
        });
      }
    }
  }
  for (const v of LOOKALIKE_VARIANTS) {
    for (const gap of [0, 4]) {
      for (const [what, kids] of children) {
        it(`renders antd's <Space orientation="vertical" size={${gap}}> HTML byte for byte (${what}, ${v.theme}, ${v.size})`, () => {
          const real = renderToString(<LookalikeProviders {...v}><Space orientation="vertical" size={gap}>{kids()}</Space></LookalikeProviders>);
          const ours = renderToString(<LookalikeProviders {...v}><RowSpace vertical gap={gap}>{kids()}</RowSpace></LookalikeProviders>);
          expect(real).toContain('ant-space-vertical');
          expect(ours).toBe(real);
        });
      }
    }
  }
  for (const [what, kids] of [['only empty children', () => [false, null]], ['a single empty child', () => false], ['no children', () => undefined]] as const) {
    it(`renders what antd renders for ${what}`, () => {
      const real = renderToString(<LookalikeProviders theme="#fa8c16" size="middle"><Space size={0}>{kids()}</Space></LookalikeProviders>);
      expect(renderToString(<LookalikeProviders theme="#fa8c16" size="middle"><RowSpace gap={0}>{kids()}</RowSpace></LookalikeProviders>)).toBe(real);
    });
  }
});
