import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../lib/dayjs';
import { LOOKALIKE_VARIANTS, LookalikeProviders } from '../lookalikeProviders.test-support';
import { RangeLookalike } from './RangeLookalike';
import RealDateRange from './RealDateRange';

const PLACEHOLDER: [string, string] = ['开始日期', '结束日期'];
const VALUES: Array<[string, string] | null> = [null, ['2026-01-02', '2026-03-04'], ['2025-12-31', '2025-12-31']];

describe('the date range lookalike', () => {
  for (const v of LOOKALIKE_VARIANTS) {
    for (const value of VALUES) {
      it(`renders antd's RangePicker HTML byte for byte (${v.theme}, ${v.size}, ${value ? value.join('~') : 'empty'})`, () => {
        const props = { value, onChange: () => undefined, placeholder: PLACEHOLDER, testId: 'filter-dates' };
        const real = renderToString(<LookalikeProviders {...v}><RealDateRange {...props} carried={null} /></LookalikeProviders>);
        const lookalike = renderToString(<LookalikeProviders {...v}><RangeLookalike {...props} onIntent={() => undefined} onCarry={() => undefined} /></LookalikeProviders>);
        expect(real).toContain('ant-picker-range');
        expect(lookalike).toBe(real);
      });
    }
  }
});
