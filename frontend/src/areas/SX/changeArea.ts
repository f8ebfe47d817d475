// Activities' change requests as the kit's change pages see them (components/kit/projects/
// ChangePages.tsx, ChangeListPage.tsx): the calls' prefix, the noun, the pages they link to.
import type { ChangeArea } from '../../components/kit/projects/area';
import { SX_API } from './api';

export const SX_CHANGES: ChangeArea = {
  key: 'SX',
  api: SX_API,
  noun: '活动',
  item: 'activity',
  // A request's row does not say the activity's kind: type_id 0 asks the detail page for the
  // real one (contract-sandbox.md, activedetail), as the messages' links do.
  to: { view: (id) => `/SX/activedetail/${id}/0`, changeList: '/SX/changeactivelist', changeDetail: (id) => `/SX/editinfo/${id}` },
};
