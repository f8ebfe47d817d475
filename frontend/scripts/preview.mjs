// A stand-in for the BFF for quick manual and automated checks of the build: renders pages
// with the server bundle in a bare vm context, embeds the state like the BFF does, serves the
// assets, and answers /api/** from fixtures. Not used in production.
//   node scripts/preview.mjs [--dist DIR] [--port 4178] [--roles 1,2] [--settings '{"tagsView":true}']
//   (roles "" = logged out; settings as in the org_ui cookie)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerBundle, sampleInput } from './vm-check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FIXTURES = {
  '/api/common/get_org': { code: 200, msg: '', data: { id: 1, name: '北京春晖公益基金会', credit_code: '53110000500000001X', contact: '王敏', phone: '010-88886666', email: 'contact@chunhui.org', province: '北京市', city: '北京市', district: '东城区', certification: 2, certification_label: '已认证' } },
  '/api/organization/message/get_statistical_msg': { code: 200, msg: '', data: { total: 12, un_read: 3, read: 9 } },
  '/api/organization/common/project_list': { code: 200, msg: '', data: { total: 7, list: [
    { id: 1, title: '山区儿童营养午餐', target: '200000.00', raised: '86520.50', remain_target: '113479.50', start_date: 1760000000, end_date: 1770000000, status: 2, status_label: '募款中' },
    { id: 2, title: '乡村图书角', target: '50000.00', raised: '50000.00', remain_target: '0.00', start_date: 1750000000, end_date: 1760000000, status: 3, status_label: '已结束' },
  ] } },
  '/api/organization/common/little_project_list': { code: 200, msg: '', data: { total: 3, list: [
    { id: 5, title: '微光助学计划', target: '8000.00', raised: '3200.00', org_name: '杭州微光助学社', status: 1, status_label: '待审核' },
  ] } },
  '/api/common/get_love_fund': { code: 200, msg: '', data: { total: 2, list: [{ id: 1, title: '春晖助学基金' }, { id: 2, title: '银龄关爱基金' }] } },
  '/api/organization/push/org_msg_list': { code: 200, msg: '', data: { total: 12, list: [
    { id: 1, title: '项目审核通过', content: '您提交的「山区儿童营养午餐」已通过审核。', is_read: 0, created_at: 1763699000 },
    { id: 2, title: '认证提醒', content: '请在 30 日内完善机构认证资料。', is_read: 1, created_at: 1763500000 },
  ] } },
};

/** The loader data of a route, from the fixtures (what the BFF would fetch upstream). */
function dataFor(routes, url) {
  const pathname = url.split('?')[0];
  const route = routes.find((r) => r.path === pathname);
  if (!route) return {};
  return Object.fromEntries(route.loaders.map((l) => [l.key, FIXTURES[l.path] ?? { code: 0, msg: 'no fixture' }]));
}

function escapeJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function startPreview({ dist = path.join(ROOT, 'dist'), port = 4178, roles = [1], settings = null } = {}) {
  const render = loadServerBundle(path.join(dist, 'server/ssr.js'));
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  const { routes } = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/assets/')) {
      try {
        const body = readFileSync(path.join(dist, 'client', path.normalize(url).replace(/^(\.\.[/\\])+/, '')));
        res.writeHead(200, { 'Content-Type': url.endsWith('.css') ? 'text/css' : 'text/javascript' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    if (url.startsWith('/api/')) {
      const body = FIXTURES[url.split('?')[0]] ?? { code: 200, msg: '', data: null };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
      return;
    }
    const input = sampleInput(url, roles.length ? roles : null, { data: dataFor(routes, url), settings });
    const html = render(input);
    const css = manifest.css.map((h) => `<link rel="stylesheet" href="${h}">`).join('');
    const preload = manifest.preload.map((h) => `<link rel="modulepreload" href="${h}">`).join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>机构中心</title>${css}${preload}</head><body><div id="root">${html}</div>` +
        `<script id="__ORG_STATE__" type="application/json">${escapeJson(input)}</script>` +
        `<script type="module" src="${manifest.entry}"></script></body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, def) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? def : args[i + 1];
  };
  const roles = opt('roles', '1').split(',').filter(Boolean).map(Number);
  const dist = path.resolve(process.cwd(), opt('dist', path.join(ROOT, 'dist')));
  const port = Number(opt('port', '4178'));
  const settings = JSON.parse(opt('settings', 'null'));
  await startPreview({ dist, port, roles, settings });
  console.log(`preview on http://127.0.0.1:${port} (roles: ${roles.join(',') || 'logged out'})`);
}
