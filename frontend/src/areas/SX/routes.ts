import { dateRange as dates, idFromPath, listLoader, plainLoader, q, sortFromQuery } from '../../routes/params';
import type { AreaDef, LoaderSpec, ParamSource } from '../../routes/types';
import { rolesFor } from '../../lib/capabilities';
import { WORDS } from '../../lib/glossary';

const API = '/api/organization/activity';
const fromPath = (name: string): ParamSource => ({ from: 'path', name });

const detail: LoaderSpec = { key: 'detail', method: 'GET', path: `${API}/activity_detail`, params: idFromPath };
const cates = plainLoader('cates', `${API}/activity_cate`);
const tags = plainLoader('tags', `${API}/tag_list`);
/** The activity list's filters; the statistics read the same ones except the phase. */
const listFilters = { kind: q('kind'), cate_id: q('cate_id'), tag_id: q('tag_id'), province: q('province'), keyword: q('keyword'), own: q('own'), ...dates };
const ofActivity = { activity_id: fromPath('id') };

/** Volunteer / charity activities (contract-sandbox.md, "Activities (issue 20)"; spec §6: roles 1, 2, 3, 99). */
export const sxArea: AreaDef = {
  key: 'SX',
  base: '/SX',
  title: '活动管理',
  icon: 'calendar',
  roles: rolesFor('SX', 'open'),
  api: ['/api/organization/activity/'],
  routes: [
    {
      path: 'activelist',
      name: 'activelist',
      title: '活动列表',
      loaders: [
        listLoader('activities', `${API}/activity_list`, { status: q('status'), ...listFilters, ...sortFromQuery }),
        { key: 'stats', method: 'GET', path: `${API}/activity_list_statistics`, params: listFilters },
      ],
    },
    { path: 'addnewactive', name: 'addnewactive', title: `${WORDS.create}活动`, loaders: [cates, tags] },
    { path: 'changeactivelist', name: 'changeactivelist', title: '活动变更', loaders: [listLoader('changes', `${API}/change_list`, { status: q('status'), keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'drafts_list', name: 'drafts_list', title: '草稿箱', loaders: [listLoader('drafts', `${API}/draft_box_list`, { keyword: q('keyword'), ...sortFromQuery })] },
    {
      path: 'donation_list',
      name: 'donation_list',
      title: WORDS.donations,
      loaders: [listLoader('donations', `${API}/donate_list`, { pay_status: q('status'), need_bill: q('need_bill'), activity_id: q('activity_id'), keyword: q('keyword'), ...dates, ...sortFromQuery })],
    },
    // `type` is the kind the form opens with; id 0 is a new activity of that kind (its detail loader answers 活动不存在, which the page ignores).
    { path: 'addnewactive/:id/:type', name: 'editactive', parent: 'activelist', title: '编辑活动', hidden: true, loaders: [detail, cates, tags] },
    { path: 'addnewactive/previewform', name: 'previewform', parent: 'addnewactive', title: '报名表预览', hidden: true },
    { path: 'drafts_detail/:id', name: 'drafts_detail', parent: 'drafts_list', title: '草稿详情', hidden: true, loaders: [detail] },
    {
      path: 'donation_detail/:id/:type_id',
      name: 'donation_detail',
      parent: 'donation_list',
      title: '捐赠详情',
      hidden: true,
      loaders: [
        listLoader('donations', `${API}/donate_list`, { ...ofActivity, pay_status: fromPath('type_id'), need_bill: q('need_bill'), keyword: q('keyword'), ...dates, ...sortFromQuery }),
        { key: 'fundraising', method: 'GET', path: `${API}/public_benefit_activity`, params: idFromPath },
      ],
    },
    {
      path: 'activelist/signlist/:id/:type',
      name: 'signlist',
      parent: 'activelist',
      title: '签到名单',
      hidden: true,
      loaders: [detail, listLoader('signins', `${API}/activity_sign_list`, { ...ofActivity, type: fromPath('type'), keyword: q('keyword'), ...dates })],
    },
    {
      path: 'activelist/signuplist/:id/:is_team',
      name: 'signuplist',
      parent: 'activelist',
      title: '报名名单',
      hidden: true,
      loaders: [detail, listLoader('signups', `${API}/activity_apply_list`, { ...ofActivity, is_team: fromPath('is_team'), status: q('status'), keyword: q('keyword'), ...dates })],
    },
    {
      path: 'activedetail/:id/:type_id',
      name: 'activedetail',
      parent: 'activelist',
      title: '活动详情',
      hidden: true,
      loaders: [detail, { key: 'fundraising', method: 'GET', path: `${API}/public_benefit_activity`, params: idFromPath }],
    },
    { path: 'updateactiveinfo/:id', name: 'updateactiveinfo', parent: 'changeactivelist', title: '更新活动信息', hidden: true, loaders: [detail] },
    { path: 'editinfo/:id', name: 'editinfo', parent: 'changeactivelist', title: '编辑活动信息', hidden: true, loaders: [{ key: 'change', method: 'GET', path: `${API}/change_detail`, params: idFromPath }] },
  ],
};
