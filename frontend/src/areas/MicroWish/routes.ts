import { dateRange as dates, idFromPath, listLoader, q, sortFromQuery } from '../../routes/params';
import type { AreaDef, LoaderSpec, ParamSource } from '../../routes/types';
import { rolesFor } from '../../lib/capabilities';

const API = '/api/organization/wish';

// A loader reading the optional `:id?` runs only when the URL has the id (contract-frontend.md,
// "loaders"): each optional-id page reads its detail with an id and its picker list without.
const byId = (key: string, call: string): LoaderSpec => ({ key, method: 'GET', path: `${API}/${call}`, params: idFromPath });
const wishDetail = byId('detail', 'detail');
const linkDetail = byId('link', 'link_detail');
const copyDetail = byId('copy', 'copywriting_detail');
const keyword = { keyword: q('keyword') };
const fromPath = (name: string): ParamSource => ({ from: 'path', name });

/** Pickers of the optional-id pages without an id. */
const publishedPicker = listLoader('wishes', `${API}/issue_list`, { status: q('status'), ...keyword });
const linkList = listLoader('links', `${API}/link_list`, keyword);
const copyList = listLoader('copies', `${API}/copywriting_list`, keyword);
/** The statistics over the list's region and dates. */
const statistics: LoaderSpec = { key: 'stats', method: 'GET', path: `${API}/statistics`, params: { province: q('province'), ...dates } };

/** Micro-wish H5 pages (spec §6: roles 2, 3, 99). Several pages take an optional id: with it they show that item, without it a list to choose from. */
export const microWishArea: AreaDef = {
  key: 'MicroWish',
  base: '/MicroWish',
  title: '微心愿',
  icon: 'gift',
  roles: rolesFor('MicroWish', 'open'),
  api: ['/api/organization/wish/'],
  routes: [
    {
      path: 'microwish_list',
      name: 'microwish_list',
      title: '微心愿列表',
      loaders: [listLoader('wishes', `${API}/list`, { status: q('status'), type: q('type'), province: q('province'), ...keyword, ...dates, ...sortFromQuery }), statistics],
    },
    { path: 'add_microwish', name: 'add_microwish', title: '新建微心愿' },
    { path: 'change_list', name: 'change_list', title: '微心愿变更', loaders: [listLoader('changes', `${API}/change_list`, { status: q('status'), ...keyword, ...sortFromQuery })] },
    {
      path: 'donation_list',
      name: 'donation_list',
      title: '捐赠记录',
      loaders: [listLoader('donations', `${API}/donate_list`, { pay_status: q('status'), kind: q('kind'), need_bill: q('need_bill'), ...keyword, ...dates, ...sortFromQuery }), statistics],
    },
    { path: 'push_link/:id?', name: 'push_link', parent: 'microwish_list', title: '推送链接', hidden: true, loaders: [linkDetail, linkList] },
    {
      path: 'see_microwish/:id?',
      name: 'see_microwish',
      parent: 'microwish_list',
      title: '查看微心愿',
      hidden: true,
      loaders: [wishDetail, listLoader('wishes', `${API}/list`, keyword)],
    },
    { path: 'edit_microwish/:id?', name: 'edit_microwish', parent: 'microwish_list', title: '编辑微心愿', hidden: true, loaders: [wishDetail] },
    {
      path: 'edit_change_microwish/:id?',
      name: 'edit_change_microwish',
      parent: 'change_list',
      title: '审核微心愿变更',
      hidden: true,
      loaders: [byId('change', 'change_detail'), listLoader('changes', `${API}/change_list`, { status: { value: 1 } })],
    },
    {
      path: 'relation_microwish/:id?',
      name: 'relation_microwish',
      parent: 'microwish_list',
      title: '关联微心愿',
      hidden: true,
      loaders: [wishDetail, byId('wishLinks', 'wish_links'), publishedPicker],
    },
    { path: 'update_microwish/:id?', name: 'update_microwish', parent: 'microwish_list', title: '变更微心愿', hidden: true, loaders: [wishDetail, publishedPicker] },
    { path: 'edit_link/:id?', name: 'edit_link', parent: 'microwish_list', title: '编辑链接', hidden: true, loaders: [linkDetail, linkList] },
    {
      path: 'relation_link/:id?',
      name: 'relation_link',
      parent: 'microwish_list',
      title: '关联链接',
      hidden: true,
      loaders: [linkDetail, listLoader('candidates', `${API}/issue_list`, { not_link_id: fromPath('id'), ...keyword }), linkList],
    },
    { path: 'edit_copywriting/:id?', name: 'edit_copywriting', parent: 'microwish_list', title: '编辑文案', hidden: true, loaders: [copyDetail, copyList] },
    {
      path: 'relation_copywriting/:id?',
      name: 'relation_copywriting',
      parent: 'microwish_list',
      title: '关联文案',
      hidden: true,
      loaders: [copyDetail, { key: 'allLinks', method: 'GET', path: `${API}/link_list`, params: { pageNum: { value: 1 }, pageSize: { value: 100 } } }, publishedPicker, copyList],
    },
    {
      path: 'claim_microwish/:id/:type_id',
      name: 'claim_microwish',
      parent: 'microwish_list',
      title: '认领管理',
      hidden: true,
      loaders: [wishDetail, listLoader('claims', `${API}/claim_list`, { wish_id: fromPath('id'), type_id: fromPath('type_id'), ...keyword, ...dates })],
    },
    {
      path: 'lightup_microwish/:id/:type_id',
      name: 'lightup_microwish',
      parent: 'microwish_list',
      title: '点亮微心愿',
      hidden: true,
      loaders: [wishDetail, { key: 'donations', method: 'GET', path: `${API}/donate_list`, params: { wish_id: fromPath('id'), pageNum: { value: 1 }, pageSize: { value: 10 } } }],
    },
    { path: 'add_link', name: 'add_link', parent: 'microwish_list', title: '新增链接', hidden: true },
    { path: 'add_copywriting', name: 'add_copywriting', parent: 'microwish_list', title: '新增文案', hidden: true },
  ],
};

