// Every built page hydrates cleanly, and its HTML keeps within the phone budget of scripts and
// render-blocking stylesheets (headBudget.mjs): for each route that has its own page (not the shared
// "coming soon" placeholder) and each demo role that may open it, the server HTML is hydrated in
// Chromium with no console error or warning and no React error report (React 19 reports a
// hydration mismatch through onRecoverableError, which entry-client.tsx forwards to
// `window.__reactErrors`). One browser, one context per role, no sleeps: each visit waits for
// the hydration marker (`<html data-interactive>`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverAndBrowserForFile, login, waitInteractive, ACCOUNTS } from './harness.mjs';
import { headBudgetProblems, isListPage } from './headBudget.mjs';

const env = serverAndBrowserForFile();
const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend');

/** The route table as the BFF gets it (routes.json), built from the frontend's sources. */
async function routeTable() {
  const esbuild = await import(pathToFileURL(join(FRONTEND, 'node_modules', 'esbuild', 'lib', 'main.js')).href);
  const result = await esbuild.build({
    entryPoints: [join(FRONTEND, 'src', 'routes', 'manifest.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return module.buildManifest().routes;
}

/**
 * Route names with a page of their own: the keys of each area's `pages` (src/areas/<area>/index.ts),
 * written directly (`dashboard: () => import(…)`) or in a chunk's map (`...pagesIn(() =>
 * import('./ListPages'), { helpList: 'HelpListPage', … })`).
 */
function builtPageNames() {
  const names = new Set();
  const areas = join(FRONTEND, 'src', 'areas');
  // The areas are the folders (areas/ also holds checks over all of them, e.g. rawRules.ts).
  const folders = readdirSync(areas, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const area of folders) {
    const source = readFileSync(join(areas, area, 'index.ts'), 'utf8');
    const pages = source.match(/export const pages[^=]*=\s*\{([\s\S]*?)\n\};/);
    if (!pages) throw new Error(`no pages object in src/areas/${area}/index.ts`);
    const body = pages[1].replace(/\/\/.*$/gm, '');
    for (const m of body.matchAll(/^\s+(\w+)(?::|,)/gm)) names.add(m[1]);
    for (const chunk of body.matchAll(/pagesIn\([^{]*\{([^}]*)\}/g)) for (const m of chunk[1].matchAll(/(\w+):\s*'/g)) names.add(m[1]);
  }
  return names;
}

// Path parameters filled with rows each page can show for real (checked against
// sandbox/src/db/seed_help.rs): the demo organisation's help cases are ids 1–10 (1–2 drafts,
// 3–4 pending, 5 in review by demo_reviewer, 6 returned, 7–10 raising; 7 has orders, progress
// and an open change request), progress reports 1–4 (1 passed, 2 and 4 awaiting review, 3
// returned), change requests 1 (awaiting) and 2 (returned). Reviewers and the admin see no drafts
// and demo_partner's organisation has no help case, so for them the draft and edit pages can only
// show their "not a draft" / "not found" states. Pay accounts are not seeded: the test adds one
// of each kind for the role first (`addPayAccounts`). Organisation type 1 is 基金会.
const HELP_IDS = {
  draftHelp: 1,
  editHelp: 1,
  changeHelp: 10,
  verifyHelp: 5,
  verifyHelpProcess: 2,
  editHelpProcess: 3,
  helpVerifyChangeDetail: 1,
};
const RAISING_HELP = 7;

function urlOf(route, payIds = {}) {
  const id = payIds[route.name] ?? HELP_IDS[route.name] ?? (route.area === 'SZ' ? RAISING_HELP : 1);
  return route.path.replace(/:(\w+)\??/g, (_, name) => (name === 'id' ? String(id) : '1')).replace('/*', '/dashboard');
}

/** Adds a WeChat, an Alipay and an Alipay open-platform account for the logged-in role; their
 *  ids by the edit page of each kind. */
async function addPayAccounts(page, base) {
  const pem = `-----BEGIN PRIVATE KEY-----\n${'QUJD'.repeat(300)}\n-----END PRIVATE KEY-----`;
  const kinds = {
    editWXAccount: { kind: '1', account_name: '春晖基金会', app_id: 'wx1234567890abcdef', mch_id: '1600000001', secret: 'a'.repeat(32) },
    editAlipayAccount: { kind: '2', account_name: '春晖基金会', partner: '2088123412341234', alipay_account: 'pay@chunhui.org.cn', secret: 'b'.repeat(32) },
    editNewAlipayAccount: { kind: '3', account_name: '春晖基金会', app_id: '2021000000000001', partner: '2088123412341234', public_key: 'QUJD'.repeat(100), secret: pem },
  };
  const ids = {};
  for (const [name, body] of Object.entries(kinds)) {
    const response = await page.request.post(`${base}/api/organization/pay_account/save`, { data: body, headers: { 'X-Requested-With': 'orgcenter' } });
    const answer = await response.json();
    assert.equal(answer.code, 200, `pay account for ${name} saved: ${JSON.stringify(answer)}`);
    ids[name] = answer.data.id;
  }
  return ids;
}

/** Whether a user with `role` passes the route's role sets (each set must contain the role). */
function mayOpen(route, role) {
  return route.roles.every((set) => set.includes(role));
}

/** The problems one visit of `url` shows: console errors and warnings, page errors, React reports,
 *  and its HTML's breaches of the phone budget (the script budget on `listPage`s only). */
async function visit(page, base, url, listPage = false) {
  const problems = [];
  const onConsole = (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  };
  const onError = (err) => problems.push(`page error: ${err}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    const response = await page.goto(`${base}${url}`);
    if (!response || response.status() >= 500) problems.push(`HTTP ${response?.status()}`);
    // What the HTML makes a phone fetch before it paints and hydrates (issue 37's budget).
    else if (response.headers()['content-type']?.startsWith('text/html')) {
      // A page that moves on by itself may be gone before its body is read (it hydrates sooner
      // since the whole stylesheet no longer holds the script back): the same URL again, then.
      const html = await response.text().catch(() => page.context().request.get(`${base}${url}`).then((r) => r.text()));
      problems.push(...headBudgetProblems(html, { listPage }));
    }
    await waitInteractive(page);
    // A page that moves on by itself (/redirect/*) may be gone already; its reports also went
    // to console.error, which the listener above has recorded.
    const reports = await page.evaluate(() => window.__reactErrors ?? []).catch(async (err) => {
      if (!/context was destroyed/.test(String(err))) throw err;
      await page.waitForLoadState();
      return [];
    });
    for (const r of reports) problems.push(`React: ${r}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return problems.map((p) => `${url}: ${p}`);
}

const tablePromise = routeTable();

test('every built page the login screen leads to hydrates without a console error, warning or React report', async () => {
  const routes = await tablePromise;
  const built = builtPageNames();
  // Every area's pages are found, whichever way its index names them (a page map written
  // another way once left this test visiting 12 pages instead of 130).
  for (const name of ['login', 'dashboard', 'helpList', 'projectList', 'projectMList', 'microwish_list', 'activelist', 'salesmanlist', 'payAccount', 'dataCenter']) assert.ok(built.has(name), `${name} is among the built pages`);
  // The script budget counts where it applies: the lists, not the forms.
  const listPages = routes.filter(isListPage).map((r) => r.path);
  for (const path of ['/SJ/projectList', '/SZ/helpList', '/messageNotice/index', '/SP/orderlist']) assert.ok(listPages.includes(path), `${path} is a list page`);
  for (const path of ['/SJ/newProject', '/config/orgInfo', '/SJ/viewProject/:id']) assert.ok(!listPages.includes(path), `${path} is not a list page`);
  const publicRoutes = routes.filter((r) => r.public && built.has(r.name));
  assert.ok(publicRoutes.some((r) => r.path === '/login'), 'the login page is among the built public routes');
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const problems = [];
  for (const route of publicRoutes) problems.push(...(await visit(page, env.server.base, urlOf(route))));
  await context.close();
  assert.deepEqual(problems, []);
});

for (const role of [1, 2, 3, 4, 99]) {
  test(`every built page role ${role} may open hydrates without a console error, warning or React report`, async () => {
    const routes = await tablePromise;
    const built = builtPageNames();
    const mine = routes.filter((r) => !r.public && built.has(r.name) && mayOpen(r, role));
    assert.ok(mine.length >= 2, `role ${role} has built pages to visit (at least 首页 and 消息通知)`);
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await login(page, env.server.base, ACCOUNTS[role]);
    const payIds = mine.some((r) => r.path.includes('/payAccount/edit')) ? await addPayAccounts(page, env.server.base) : {};
    const problems = [];
    for (const route of mine) problems.push(...(await visit(page, env.server.base, urlOf(route, payIds), isListPage(route))));
    await context.close();
    assert.deepEqual(problems, [], `${problems.length} problems on ${mine.length} pages`);
  });
}
