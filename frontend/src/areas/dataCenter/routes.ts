import { fromQuery } from '../../routes/params';
import type { AreaDef } from '../../routes/types';
import { rolesFor } from '../../lib/capabilities';

/** Data centre: one page, shown as a top-level menu item. */
export const dataCenterArea: AreaDef = {
  key: 'dataCenter',
  base: '/dataCenter',
  title: '数据中心',
  icon: 'chart',
  flat: true,
  roles: rolesFor('dataCenter', 'open'),
  /** The data centre's platform calls (docs/contract-sandbox.md, issue 22): the BFF refuses roles 1 and 4 with 403. */
  api: ['/api/organization/data/'],
  routes: [
    {
      path: 'dataCenter',
      name: 'dataCenter',
      title: '数据中心',
      // The whole page in one call; its filters are the URL's (areas/dataCenter/filters.ts).
      loaders: [{ key: 'overview', method: 'GET', path: '/api/organization/data/overview', params: fromQuery('start', 'end', 'granularity', 'area', 'province', 'org_id') }],
    },
  ],
};
