// Renders a few URLs per role with the server bundle in a bare vm context (the production
// runtime) and prints the size and time of each render.
//   node scripts/render-check.mjs [--dist DIR]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES } from './preview.mjs';
import { loadServerBundle, sampleInput } from './vm-check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--dist');
const dist = i === -1 ? path.join(ROOT, 'dist') : path.resolve(process.cwd(), process.argv[i + 1]);
const render = loadServerBundle(path.join(dist, 'server/ssr.js'));

const dashboardData = {
  org: FIXTURES['/api/common/get_org'],
  stats: FIXTURES['/api/organization/message/get_statistical_msg'],
  projects: FIXTURES['/api/organization/common/project_list'],
  microProjects: FIXTURES['/api/organization/common/little_project_list'],
  loveFunds: FIXTURES['/api/common/get_love_fund'],
};

const cases = [
  { roles: null, url: '/login', expect: ['机构中心', '登录'] },
  ...[1, 2, 3, 4, 99].flatMap((r) => [
    { roles: [r], url: '/dashboard', data: dashboardData, expect: ['北京春晖公益基金会', '首页', '山区儿童营养午餐'] },
    { roles: [r], url: '/messageNotice/index?is_read=0', data: { messages: FIXTURES['/api/organization/push/org_msg_list'] }, expect: ['消息通知', '项目审核通过'] },
    { roles: [r], url: '/SP/order_detailed/9', expect: ['订单详情'] },
  ]),
  { roles: [2], url: '/SZ/verifyHelpProcess/3', expect: ['进展加载失败'] },
  { roles: [99], url: '/SZ/verifyHelpProcess/3', expect: ['没有访问该页面的权限', '401'] },
  { roles: [1], url: '/nope', status: 404, expect: ['404'] },
];

let failed = 0;
for (const c of cases) {
  const input = sampleInput(c.url, c.roles, { data: c.data ?? {}, status: c.status ?? 200 });
  const t0 = performance.now();
  const html = render(input);
  const ms = (performance.now() - t0).toFixed(1);
  const problems = [];
  if (/<style[\s>]/i.test(html)) problems.push('has <style>');
  for (const e of c.expect) if (!html.includes(e)) problems.push(`lacks ${e}`);
  if (problems.length) failed += 1;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} roles=${JSON.stringify(c.roles)} ${c.url} → ${html.length} chars, ${ms} ms ${problems.join('; ')}`);
}
process.exit(failed ? 1 : 0);
