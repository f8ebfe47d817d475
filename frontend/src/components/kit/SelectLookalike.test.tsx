import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemoteSelect } from '../selectors/RemoteSelect';
import { REMOTE_SELECT_MIN_WIDTH } from '../selectors/remoteSelectWidth';
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

  for (const v of VARIANTS) {
    for (const chosen of [undefined, { value: 7, label: '乡村<图书>室 & "暖冬"' }]) {
      it(`is RemoteSelect's closed HTML byte for byte in its search look (${v.theme}, ${v.size}, ${chosen ? 'a project chosen' : 'none chosen'})`, () => {
        const real = renderToString(
          <Providers {...v}>
            <RemoteSelect placeholder="全部所属项目" value={chosen?.value} selected={chosen && { ...chosen, record: {} }} search={async () => []} data-testid="filter-parent_id" aria-label="所属项目" />
          </Providers>,
        );
        const options = chosen ? [{ value: String(chosen.value), label: chosen.label }] : [];
        const ours = renderToString(
          <Providers {...v}>
            <SelectLookalike search minWidth={REMOTE_SELECT_MIN_WIDTH} placeholder="全部所属项目" value={chosen && String(chosen.value)} options={options} testId="filter-parent_id" ariaLabel="所属项目" />
          </Providers>,
        );
        expect(real).toContain('ant-select-show-search');
        expect(ids(ours)).toBe(ids(real));
      });
    }
  }
});
