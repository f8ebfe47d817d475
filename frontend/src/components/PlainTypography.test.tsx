import { Tooltip, Typography } from 'antd';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './kit/lookalikeProviders.test-support';
import { HoverTooltip } from './HoverTooltip';
import { PlainText, StrongText, Title } from './PlainTypography';

describe('the plain typography', () => {
  for (const v of VARIANTS) {
    for (const level of [1, 4, 5] as const) {
      for (const className of [undefined, 'coming-soon-title']) {
        it(`renders antd's <Typography.Title level={${level}}> HTML byte for byte (${v.theme}, ${v.size}, ${className ? 'with' : 'without'} a class)`, () => {
          const real = renderToString(<Providers {...v}><Typography.Title level={level} className={className}>机构信息</Typography.Title></Providers>);
          const ours = renderToString(<Providers {...v}><Title level={level} className={className}>机构信息</Title></Providers>);
          expect(real).toContain('ant-typography');
          expect(ours).toBe(real);
        });
      }
    }
    it(`renders antd's <Typography.Text strong> HTML byte for byte (${v.theme}, ${v.size})`, () => {
      const real = renderToString(<Providers {...v}><Typography.Text strong>北京春晖公益基金会</Typography.Text></Providers>);
      const ours = renderToString(<Providers {...v}><StrongText>北京春晖公益基金会</StrongText></Providers>);
      expect(ours).toBe(real);
    });
    for (const type of [undefined, 'secondary', 'success', 'warning', 'danger'] as const) {
      for (const strong of [false, true]) {
        it(`renders antd's <Typography.Text type=${type ?? 'none'}${strong ? ' strong' : ''}> with and without a class, style and test id byte for byte (${v.theme}, ${v.size})`, () => {
          for (const extra of [{}, { className: 'kit-note', style: { fontSize: 12, paddingLeft: 7 }, 'data-testid': 'note' }]) {
            const real = renderToString(<Providers {...v}><Typography.Text type={type} strong={strong} {...extra}>已筹 <b>¥1.00</b></Typography.Text></Providers>);
            const ours = renderToString(<Providers {...v}><PlainText type={type} strong={strong} {...extra}>已筹 <b>¥1.00</b></PlainText></Providers>);
            expect(real).toContain('ant-typography');
            expect(ours).toBe(real);
          }
        });
      }
    }
  }

  it("passes a tooltip's attributes on to its span: the same HTML inside antd's Tooltip, closed and open, and the kit's HoverTooltip", () => {
    for (const [wrap, describes] of [
      [(n: ReactElement) => <Tooltip title="说明">{n}</Tooltip>, false],
      // An open Tooltip points its child at the popup (aria-describedby).
      [(n: ReactElement) => <Tooltip title="说明" open>{n}</Tooltip>, true],
      [(n: ReactElement) => <HoverTooltip title="说明">{n}</HoverTooltip>, false],
    ] as const) {
      const real = renderToString(<Providers {...VARIANTS[0]}>{wrap(<Typography.Text type="warning">变更中</Typography.Text>)}</Providers>);
      const ours = renderToString(<Providers {...VARIANTS[0]}>{wrap(<PlainText type="warning">变更中</PlainText>)}</Providers>);
      expect(ours.includes('aria-describedby')).toBe(describes);
      expect(ours).toBe(real);
    }
  });
});
