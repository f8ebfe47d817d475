// Spec §2 menus and the §6 role table, written out independently of the frontend's route table,
// so the E2E menu test compares what the browser shows with the spec, not with itself.

export const MENUS = {
  SJ: ['projectList', 'newProject', 'projectClaimed', 'processList', 'verifyList', 'projectClaim', 'draftBox',
    'shareDonateList', 'monthDonateList', 'donateList'],
  SJM: ['projectMList', 'newMProject', 'processMList', 'verifyMList', 'changeMList', 'draftMBox', 'authList',
    'shareDonateMList', 'donateMList'],
  SZ: ['helpList', 'newHelp', 'batchHelp', 'helpClaimed', 'helpProcessList', 'helpVerifyList', 'helpClaim',
    'helpDraftBox', 'helpDonateList'],
  MicroWish: ['microwish_list', 'add_microwish', 'change_list', 'donation_list'],
  SX: ['activelist', 'addnewactive', 'changeactivelist', 'drafts_list', 'donation_list'],
  SP: ['salesmanlist', 'add_charity', 'receive_donation_list', 'biddinglist', 'goodchangelist', 'orderlist'],
  // authReview (认证审核) is not in spec §2: the reviewers' entry for the queue §6 gives roles 2 and 99 (issue 24).
  config: ['orgInfo', 'auth', 'authReview', 'payAccount'],
  dataCenter: ['dataCenter'],
};

/** Roles that may open /<area>/<name> per spec §6; null = every logged-in user. */
export function allowedRoles(area, name) {
  switch (area) {
    case 'config': return name === 'authReview' ? [2, 99] : null;
    case 'dataCenter': return [2, 3, 99];
    case 'SJ':
      if (['projectClaimed', 'projectClaim', 'projectVerifyChangeDetail'].includes(name)) return [2, 99];
      if (['shareDonateList', 'shareDonateDetail', 'verifyProject', 'processListProject'].includes(name)) return [2, 3, 99];
      if (name === 'monthDonateList') return [99];
      return [1, 2, 3, 99];
    case 'SJM':
      if (name === 'newMProject') return [99];
      if (['verifyMList', 'authList', 'verifyAuthInfo', 'mprojectVerifyChangeDetail'].includes(name)) return [2, 99];
      if (['processMList', 'processListMProject'].includes(name)) return [2, 3, 4, 99];
      if (name === 'verifyMProcess') return [2, 3, 99];
      return [1, 2, 3, 4, 99];
    case 'SZ':
      if (['helpClaimed', 'helpClaim', 'verifyHelp', 'helpVerifyChangeDetail'].includes(name)) return [2, 99];
      if (name === 'verifyHelpProcess') return [2];
      return [1, 2, 3, 99];
    case 'MicroWish': return [2, 3, 99];
    case 'SX': return [1, 2, 3, 99];
    case 'SP': return name === 'order_detailed' ? [1, 2, 3, 4, 99] : [1, 2, 3, 99];
    default: throw new Error(`unknown area ${area}`);
  }
}

/** The menu paths a role must see: 首页 plus every spec menu entry its roles allow. */
export function expectedMenu(role) {
  const paths = ['/dashboard'];
  for (const [area, names] of Object.entries(MENUS)) {
    for (const name of names) {
      const roles = allowedRoles(area, name);
      if (roles === null || roles.includes(role)) paths.push(`/${area}/${name}`);
    }
  }
  return paths.sort();
}
