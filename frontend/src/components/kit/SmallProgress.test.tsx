import { Progress } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';
import { SmallProgress, clampPercent } from './SmallProgress';

describe('the small progress bar of the project lists', () => {
  for (const v of VARIANTS) {
    it(`is antd's <Progress size="small"> HTML byte for byte at every kind of percentage (${v.theme}, ${v.size})`, () => {
      for (const percent of [0, 0.5, 1, 12.345, 33.33, 50, 99.99, 100]) {
        const real = renderToString(<Providers {...v}><Progress percent={percent} size="small" format={(p) => `${p}%`} aria-label="募款进度" /></Providers>);
        const ours = renderToString(<Providers {...v}><SmallProgress percent={percent} label="募款进度" /></Providers>);
        expect(real).toContain('ant-progress');
        expect(ours).toBe(real);
      }
    });
  }
});

describe('a percentage for a bar', () => {
  it('stays between 0 and 100 whatever the answer held', () => {
    expect([-5, 0, 42.5, 100, 130, Number.NaN, null, undefined, '37', 'abc'].map(clampPercent)).toEqual([0, 0, 42.5, 100, 100, 0, 0, 0, 37, 0]);
  });
});
