// The data centre's page, a chunk of its own in the browser (ECharts is not in it: the charts
// load it after the first paint, components/charts/Chart.tsx).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  dataCenter: () => import('./DataCenterPage').then((m) => m.DataCenterPage),
};
