// A complete, valid project form (the contract's example values), shared by the area's tests.
import type { ProjectPayload } from './types';

export const VALID_PROJECT: ProjectPayload = {
  title: '山区儿童营养午餐',
  domain_id: 5,
  beneficiary: '丽水山区小学学生',
  beneficiary_count: 320,
  province: '330000',
  city: '331100',
  district: '331102',
  address: '浙江省丽水市莲都区某某小学',
  target_amount: '12000',
  fund_start: '2026-03-10',
  fund_end: '2026-06-30',
  exec_start: '2026-07-01',
  exec_end: '2027-06-30',
  summary: '为丽水山区三所小学的三百二十名学生提供一学年的营养午餐补助。',
  description: '<p>山区小学的孩子们中午常常只有米饭和咸菜，<strong>营养不足</strong>影响成长。</p>',
  cover: '/sandbox-files/cover.png',
  images: ['/sandbox-files/a.png'],
  budget: [
    { item: '午餐补助', amount: '10000' },
    { item: '执行费用', amount: '2000.00', note: '人员与交通' },
  ],
  lead_name: '李明',
  lead_phone: '13800138000',
  contact_name: '王芳',
  contact_phone: '13900139000',
  pay_account_id: 7,
};
