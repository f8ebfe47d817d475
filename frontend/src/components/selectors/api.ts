// The selector searches (docs/contract-sandbox.md, "Selectors") and the mapping of their answers
// to options. Each returns at most 20 (spec §9).
import { send, type Envelope } from '../../lib/http';
import { SELECTOR_PAGE_SIZE } from './debounce';

export interface Option {
  value: number;
  label: string;
  /** The whole record, for forms that need more than the name (target, dates…). */
  record: Record<string, unknown>;
}

interface ListData {
  list?: Array<Record<string, unknown>>;
}

/** `{list: [{id, <labelField>}]}` → options; anything malformed gives no options. */
export function toOptions(res: Envelope<ListData> | undefined, labelField: 'name' | 'title'): Option[] {
  if (!res || res.code !== 200 || !Array.isArray(res.data?.list)) return [];
  return res.data!.list!.flatMap((r) => {
    const id = Number(r.id);
    const label = r[labelField];
    return Number.isFinite(id) && typeof label === 'string' ? [{ value: id, label, record: r }] : [];
  });
}

const search = (path: string, params: Record<string, string | number | undefined>, label: 'name' | 'title') =>
  send<ListData>('GET', path, { params }).then((res) => toOptions(res, label));

/** Initiators: `type` 1 organisations, 2 accounts (of organisation `typeValue`). */
export const searchInitiators = (keyword: string, type: number, typeValue?: number) =>
  search('/api/organization/common/initiator_list', { type, keyword, type_value: typeValue }, 'name');

export const searchProjects = (title: string) =>
  search('/api/organization/common/project_list', { pageNum: 1, pageSize: SELECTOR_PAGE_SIZE, title }, 'title');

export interface ProjectV2Params {
  type: number;
  id?: number;
  tId?: number;
  isRelation?: 0 | 1;
}

export const searchProjectsV2 = (title: string, p: ProjectV2Params) =>
  search(
    '/api/organization/common/project_list_v2',
    { type: p.type, id: p.id, t_id: p.tId, is_relation: p.isRelation, title },
    'title',
  );

export const searchMicroProjects = (title: string) =>
  search('/api/organization/common/little_project_list', { pageNum: 1, pageSize: SELECTOR_PAGE_SIZE, title }, 'title');

export const searchPools = (keyword: string) =>
  search('/api/common/get_love_fund', { keyword }, 'title').then((o) => o.slice(0, SELECTOR_PAGE_SIZE));
