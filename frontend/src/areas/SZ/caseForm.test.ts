import { describe, expect, it } from 'vitest';
import dayjs from '../../lib/dayjs';
import { toFormValues, toPayload } from './caseForm';

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
});
