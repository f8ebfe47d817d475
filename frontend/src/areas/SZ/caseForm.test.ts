import { describe, expect, it } from 'vitest';
import dayjs from '../../lib/dayjs';
import { halfWidthNumber } from '../../components/kit/typedText';
import { toFormValues, toPayload } from './caseForm';
import { caseFieldProblem } from './rules';

describe('case form values and payload', () => {
  it('turns form values into the API payload: trimmed, typed, empty fields left out', () => {
    const p = toPayload({
      title: '  救助小明 ',
      help_type_id: 1,
      target_amount: '1000.50',
      deadline: dayjs('2026-06-30', 'YYYY-MM-DD'),
      summary: '',
      cover: ['/sandbox-files/c.png'],
      images: ['/sandbox-files/a.png'],
      region: ['110000', '110100', '110105'],
      beneficiary_id_card: '11010519491231002x',
      beneficiary_age: 0,
      pay_method: 2,
      payee_bank: '不该发送',
    });
    expect(p).toEqual({
      title: '救助小明',
      help_type_id: 1,
      target_amount: '1000.50',
      deadline: '2026-06-30',
      cover: '/sandbox-files/c.png',
      images: ['/sandbox-files/a.png'],
      province: '110000',
      city: '110100',
      district: '110105',
      beneficiary_id_card: '11010519491231002X',
      beneficiary_age: 0,
      pay_method: 2,
    });
  });

  it('restores the same form from a payload (the snapshot round trip)', () => {
    const values = {
      title: '救助小明',
      help_type_id: 2,
      target_amount: '300.00',
      deadline: dayjs('2026-07-01', 'YYYY-MM-DD'),
      cover: [],
      images: ['/sandbox-files/a.png'],
      region: ['110000', '110100'],
      witness_name: '赵医生',
      pay_method: 1,
      payee_bank: '农业银行',
    };
    const back = toFormValues(JSON.parse(JSON.stringify(toPayload(values))));
    expect({ ...back, deadline: back.deadline?.format('YYYY-MM-DD') }).toEqual({ ...values, deadline: '2026-07-01' });
  });

  it('reads a case detail with nulls into empty fields', () => {
    const v = toFormValues({ title: '草稿', deadline: null, cover: null, images: null, province: null, target_amount: '200.00', help_type_id: null });
    expect(v).toEqual({ title: '草稿', target_amount: '200.00', cover: [], images: [] });
  });

  it('numbers are never rounded, clamped or emptied: each wrong one is refused with the field\'s message', () => {
    const ctx = { today: '2026-06-01' };
    const problem = (field: 'target_amount' | 'beneficiary_age', typed: string) =>
      caseFieldProblem(field, toPayload({ [field]: halfWidthNumber(typed) }), ctx);
    expect(problem('target_amount', '123.456')).toBe('目标金额须为数字，最多两位小数');
    expect(problem('target_amount', '-5')).toBe('目标金额须为数字，最多两位小数');
    expect(problem('target_amount', '１２３４')).toBeNull();
    expect(toPayload({ target_amount: halfWidthNumber('１２３４．５') }).target_amount).toBe('1234.5');
    for (const age of ['200', '-5', '12.5', 'abc']) expect(problem('beneficiary_age', age)).toBe('受助人年龄须在0-120岁之间');
    expect(problem('beneficiary_age', '３５')).toBeNull();
  });

  it('an over-long text stays whole in the payload so its rule gives the field\'s length message', () => {
    const long = '好'.repeat(10_000);
    const p = toPayload({ summary: long });
    expect(p.summary).toHaveLength(10_000);
    expect(caseFieldProblem('summary', p, { today: '2026-06-01' })).toBe('求助说明长度须为20-5000个字');
  });
});
