// 项目变更 (verifyList): the change requests of donation projects, the kit's list over /SJ's
// calls, in a chunk of its own.
import { changeListPage } from '../../components/kit/projects/ChangeListPage';
import { SJ_PROJECTS } from './projectArea';

export const ChangeListPage = changeListPage(SJ_PROJECTS, {
  listTitle: '项目变更',
  intro: '已通过审核的项目如需修改名称、简介、详情、图片、募款结束日期、目标金额、预算或负责人，请在项目详情中点击「申请变更」，平台审核通过后生效。',
});
