import { Typography } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './kit/lookalikeProviders.test-support';
import { StrongText, Title } from './PlainTypography';

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
  }
});
