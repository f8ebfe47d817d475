// 微项目变更详情 (mprojectVerifyChangeDetail/:id: the field diff, 通过 / 退回): the kit's change
// review over /SJM's calls (the list: ChangeListPage.tsx).
import { changePages } from '../../components/kit/projects/ChangePages';
import { SJM_PROJECTS } from './projectArea';

/** The fields a micro project's change may touch, as the diff names them. */
export const MICRO_CHANGE_FIELDS: Array<[string, string]> = [
  ['title', '微项目名称'],
  ['summary', '项目简介'],
  ['description', '项目详情'],
  ['cover', '封面图'],
  ['images', '项目图片'],
  ['fund_end', '募款结束日期'],
  ['target_amount', '目标金额'],
  ['lead_name', '项目负责人'],
  ['lead_phone', '负责人手机号'],
];

export const { ChangeDetailPage } = changePages(SJM_PROJECTS, {
  labels: Object.fromEntries(MICRO_CHANGE_FIELDS),
  kinds: { cover: 'image', images: 'images', target_amount: 'money' },
});
