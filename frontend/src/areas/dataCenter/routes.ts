import type { AreaDef } from '../../routes/types';

/** Data centre: one page, shown as a top-level menu item. */
export const dataCenterArea: AreaDef = {
  key: 'dataCenter',
  base: '/dataCenter',
  title: '数据中心',
  icon: 'chart',
  flat: true,
  roles: [2, 3, 99],
  routes: [{ path: 'dataCenter', name: 'dataCenter', title: '数据中心' }],
};
