// The rows matching a list's filters, page by page, for 「选择全部 N 项」 (issue 42): the list's
// own route loader, asked for bigger pages (the platform's most, 100) with the URL's filters.
import { send } from '../../lib/http';
import { buildParams } from '../../lib/loaders';
import type { PageProps } from '../../pages/types';
import { BULK_CHUNK } from './bulk';
import type { BulkDef } from './BulkBar';

/** Page `page` (of BULK_CHUNK rows) of the list loader `key` of the page's route, or null. */
export function matchingPages<T>({ route, params, search }: Pick<PageProps, 'route' | 'params' | 'search'>, key: string) {
  return async (page: number): Promise<{ list: T[]; total: number } | null> => {
    const spec = route.loaders.find((l) => l.key === key);
    if (!spec) return null;
    const body = { ...buildParams(spec, params, new URLSearchParams(search)), pageNum: page, pageSize: BULK_CHUNK };
    const env = spec.method === 'GET' ? await send<{ list: T[]; total: number }>('GET', spec.path, { params: body }) : await send<{ list: T[]; total: number }>('POST', spec.path, { body });
    return env.code === 200 && env.data ? env.data : null;
  };
}

/** A list's bulk declaration whose 「选择全部」 reads the page's list loader `key`. */
export function listBulk<T>(page: Pick<PageProps, 'route' | 'params' | 'search'>, key: string, def: Omit<BulkDef<T>, 'matching'>): BulkDef<T> {
  return { ...def, matching: matchingPages<T>(page, key) };
}
