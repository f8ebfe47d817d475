import { Button, Result } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconResult } from './IconResult';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './kit/lookalikeProviders.test-support';

describe('the icon result', () => {
  for (const v of VARIANTS) {
    for (const status of ['success', 'info', 'warning', 'error'] as const) {
      for (const full of [false, true]) {
        it(`renders antd's <Result status="${status}"> HTML byte for byte (${v.theme}, ${v.size}, ${full ? 'with' : 'without'} a subtitle and buttons)`, () => {
          const props = full ? { subTitle: '请稍后刷新页面重试', extra: <Button type="primary">返回首页</Button> } : {};
          const real = renderToString(<Providers {...v}><Result status={status} title="页面出错了" {...props} /></Providers>);
          const ours = renderToString(<Providers {...v}><IconResult status={status} title="页面出错了" {...props} /></Providers>);
          expect(real).toContain(`ant-result-${status}`);
          expect(ours).toBe(real);
        });
      }
    }
  }
});
