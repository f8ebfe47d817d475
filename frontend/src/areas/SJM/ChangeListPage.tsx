// 微项目变更 (changeMList): the micro projects' change requests, the kit's list over /SJM's calls,
// in a chunk of its own.
import { changeListPage } from '../../components/kit/projects/ChangeListPage';
import { SJM_PROJECTS } from './projectArea';

export const ChangeListPage = changeListPage(SJM_PROJECTS, {
  listTitle: '微项目变更',
  intro: '募款中或已结束的微项目如需修改名称、简介、详情、图片、募款结束日期、目标金额或负责人，请在微项目详情中点击「申请变更」，平台审核通过后生效。',
});
