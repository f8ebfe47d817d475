// A filter bar select whose choices are searched from a call (FilterBar's `selects`). The filter
// bar draws it as SelectLookalike until antd's Select arrives (RemoteSelect, fetched as swap code
// like the choice filters': FilterBar.tsx), so a list with such a filter does not load Select
// before it is interactive on a phone either (issue 37).
import type { SelectFilter } from '../kit/FilterBar';
import type { Option } from './api';

/** A select filter over the URL parameter `param` (any id may stand there); `current` names the
 *  chosen one before a search ran. */
export function remoteFilter(f: { param: string; label: string; width?: number; search: (keyword: string) => Promise<Option[]>; current?: string }): SelectFilter {
  return f;
}
