// 活动变更 (changeactivelist): the activities' change requests, the kit's list over /SX's calls,
// in a chunk of its own.
import { changeListPage } from '../../components/kit/projects/ChangeListPage';
import { SX_CHANGES } from './changeArea';

export const ChangeListPage = changeListPage(SX_CHANGES, {
  listTitle: '活动变更',
  intro: '已发布的活动如需修改名称、封面、详情、地址、名额、时间或联系人，请在活动详情中点击「申请变更」，平台审核通过后生效。',
});
