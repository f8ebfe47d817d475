import { Button } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './LinkButton';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';

describe('a link-type LinkButton', () => {
  for (const v of VARIANTS) {
    for (const size of [undefined, 'small', 'middle'] as const) {
      for (const testId of [undefined, 'verify-8']) {
        it(`renders antd's <Button type="link" href> HTML byte for byte (${v.theme}, ${v.size}, size ${size ?? 'from settings'}, ${testId ? 'with' : 'without'} a test id)`, () => {
          const real = renderToString(
            <Providers {...v}>
              <Button href="/SJ/viewProject/8" type="link" size={size} data-testid={testId}>查看</Button>
            </Providers>,
          );
          const ours = renderToString(
            <Providers {...v}>
              <LinkButton to="/SJ/viewProject/8" type="link" size={size} testId={testId}>查看</LinkButton>
            </Providers>,
          );
          expect(real).toContain('ant-btn-link');
          expect(ours).toBe(real);
        });
      }
    }
  }
});
