// axe on every route of spec §2 for every role that may open it (issue 38), for the routes the
// other files' visits do not all reach: one logged-in page per role walks its menu (spec.mjs),
// the organisation pages under /config, and — for the organisation and the admin — one item of
// each kind the lists link to, with the seeded ids the rows carry. The check itself is the one
// every visit runs (a11y.mjs, via waitInteractive): critical or serious fails here too. On the
// same visits, a filter bar's select must be wide enough to show its placeholder whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNTS, consoleOf, newPage, serverAndBrowserForFile, waitInteractive } from './harness.mjs';
import { routeKey } from './a11y.mjs';
import { expectedMenu } from './spec.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

// /config pages without an id (spec §2), open to every logged-in user.
const CONFIG = ['/config/orgInfo/passwordChangePassword', '/config/orgInfo/mobileChangePassword', '/config/changeIndex', '/config/payAccount/newWXAccount', '/config/payAccount/addAlipayAccount', '/config/payAccount/addNewAlipayAccount'];

test('the public pages have no critical or serious axe violation', async () => {
  const page = await newPage(env.browser);
  for (const path of ['/login', '/404', '/401']) {
    await page.goto(`${env.server.base}${path}`);
    await waitInteractive(page);
  }
  await page.context().close();
});

for (const role of [1, 2, 3, 4, 99]) {
  const harvest = role === 1 || role === 99;
  test(`role ${role} (${ACCOUNTS[role]}): every menu page${role === 1 ? ', /config page' : ''}${harvest ? ' and one item of each kind its lists link to' : ''} has no critical or serious axe violation, and no filter's placeholder is cut short`, async () => {
    const page = await pageAs(ACCOUNTS[role]);
    const items = new Map();
    const paths = ['/messageNotice/index', ...expectedMenu(role), ...(role === 1 ? CONFIG : [])];
    // Every page is checked even after one fails, and all that failed are reported together.
    const failed = [];
    const visit = (path) =>
      goto(page, path).then(
        async () => {
          // 「全部所属类型」 in a select too narrow for it read 「全部所…」: a filter nobody can name.
          const cut = await page.locator('.filter-bar .ant-select-placeholder').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
          if (cut.length > 0) failed.push(`${path}: filter placeholders cut short: ${cut.join('、')}`);
          return true;
        },
        (e) => (failed.push(String(e.message ?? e)), false),
      );
    for (const path of paths) {
      if (!(await visit(path)) || !harvest) continue;
      // The lists' row links: an item page per kind (its route), with an id the seed really has.
      const links = await page.locator('.ant-table-tbody tr.ant-table-row a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of links) {
        const key = routeKey(`${env.server.base}${href}`);
        if (!items.has(key) && !paths.includes(href)) items.set(key, href);
      }
    }
    for (const href of items.values()) await visit(href);
    await page.context().close();
    assert.deepEqual(failed, [], failed.join('\n\n'));
  });
}
