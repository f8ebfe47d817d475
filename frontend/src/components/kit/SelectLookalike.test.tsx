import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AntdChoiceSelect } from './AntdChoiceSelect';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';
import { SelectLookalike } from './SelectLookalike';

const OPTIONS = [
  { value: '1', label: '草稿' },
  { value: '2', label: '待<审>核 & "退回"' },
  { value: '10', label: '已结束' },
];

/** The input's id is each tree's own `useId`: the one thing the two renders may differ in. */
const ids = (html: string) => html.replace(/ id="[^"]*"/g, ' id="ID"');

describe("a filter bar's choice select on its first render (server and hydration)", () => {
  for (const v of VARIANTS) {
    // '3' is not among the choices: antd shows the value itself.
    for (const value of [undefined, '1', '2', '10', '3']) {
      for (const width of [150, 220]) {
        it(`is antd's closed Select HTML byte for byte (${v.theme}, ${v.size}, value ${value ?? 'none'}, ${width}px)`, () => {
          const p = { placeholder: '全部状态', width, value, options: OPTIONS, testId: 'filter-status', ariaLabel: '状态' };
          const real = renderToString(<Providers {...v}><AntdChoiceSelect {...p} onChange={() => {}} /></Providers>);
          const ours = renderToString(<Providers {...v}><SelectLookalike {...p} /></Providers>);
          expect(real).toContain('ant-select-input');
          expect(ids(ours)).toBe(ids(real));
        });
      }
    }
  }

});
