// The micro-project pages that are the kit's project pages over /SJM's calls: progress reports
// (processMList, processListMProject/:id, newMProcess/:id, editMProcess/:id, verifyMProcess/:id),
// donations (donateMList, donateListMProject/:id, shareDonateMList, shareDonateMListDetail/:id)
// and change requests (changeMList, mprojectVerifyChangeDetail/:id: the field diff).
import { changePages } from '../../components/kit/projects/ChangePages';
import { donationPages } from '../../components/kit/projects/DonationPages';
import { reportPages } from '../../components/kit/projects/ReportPages';
import { SJM_PROJECTS } from './projectArea';

export const { ProcessListPage, NewReportPage, EditReportPage, VerifyReportPage } = reportPages(SJM_PROJECTS);
export const { DonateListPage, ProjectDonateListPage, ShareDonateListPage, ShareDonateDetailPage } = donationPages(SJM_PROJECTS);

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

export const { ChangeListPage, ChangeDetailPage } = changePages(SJM_PROJECTS, {
  labels: Object.fromEntries(MICRO_CHANGE_FIELDS),
  kinds: { cover: 'image', images: 'images', target_amount: 'money' },
  listTitle: '微项目变更',
  intro: '募款中或已结束的微项目如需修改名称、简介、详情、图片、募款结束日期、目标金额或负责人，请在微项目详情中点击「申请变更」，平台审核通过后生效。',
});
