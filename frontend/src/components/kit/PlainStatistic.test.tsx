import { Statistic } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';
import { PlainStatistic } from './PlainStatistic';

const VALUES = [0, 7, 1234, 1234567, -56, 12.5, 0.05, '0', '42', '1234567.89', '-1000', '.5', '-', '', '¥1,234.00', '3 / 10', '—', '1e5'];

describe('the plain statistic', () => {
  for (const v of VARIANTS) {
    it(`renders antd's <Statistic title value> HTML byte for byte for every kind of value (${v.theme}, ${v.size})`, () => {
      for (const value of VALUES) {
        for (const title of ['已筹金额', <a key="t" href="/SJ/projectList">项目</a>]) {
          const real = renderToString(<Providers {...v}><Statistic title={title} value={value} /></Providers>);
          const ours = renderToString(<Providers {...v}><PlainStatistic title={title} value={value} /></Providers>);
          expect(real).toContain('ant-statistic-content-value');
          expect(ours).toBe(real);
        }
      }
    });
  }
});
