// A filter bar select whose choices are searched from a call (FilterBar's `selects`). The filter
// brings antd's Select with it (RemoteSelect): the filter bar itself does not import it, so the
// lists without such a filter do not load Select before they are interactive (issue 37; their
// choice filters fetch it when they go live, FilterBar.tsx).
import type { SelectFilter } from '../kit/FilterBar';
import type { Option } from './api';
import { RemoteSelect } from './RemoteSelect';

/** A select filter over the URL parameter `param` (any id may stand there); `current` names the
 *  chosen one before a search ran. */
export function remoteFilter(f: { param: string; label: string; width?: number; search: (keyword: string) => Promise<Option[]>; current?: string }): SelectFilter {
  return { ...f, RemoteSelect };
}
