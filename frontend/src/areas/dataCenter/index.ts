// The dataCenter area's pages. None is built yet: every route of the area renders the shared
// "coming soon" page until its components are added here, keyed by route name.
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {};
