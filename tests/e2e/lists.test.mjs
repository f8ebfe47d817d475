// List pages (the kit's ListPage) in Chromium at desktop and narrow widths: no column is ever
// hidden under the fixed 操作 column from 1280 px; narrower screens scroll the table with 操作
// kept in view, except phones (below 576 px), where the table scrolls as one piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, consoleOf, screenshot, listPage, login, closeClean } from './harness.mjs';
import { computedStyles, firstDifference } from './styleSnapshot.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

const WIDE_LISTS = [
  ['/SZ/helpDonateList', 'order-table'],
  ['/SZ/helpList', 'case-table'],
  ['/SZ/helpProcessList', 'progress-table'],
];

/** Header cells that overlap another header cell, with the table scrolled fully left and right. */
function overlaps(page, tableTestId) {
  return page.evaluate((id) => {
    const root = document.querySelector(`[data-testid="${id}"]`);
    const body = root.querySelector('.ant-table-content, .ant-table-body');
    const found = [];
    for (const left of [0, 1e6]) {
      body.scrollLeft = left;
      const cells = [...root.querySelectorAll('thead th')].filter((t) => t.offsetWidth > 0).map((t) => [t.textContent, t.getBoundingClientRect()]);
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const [a, ra] = cells[i];
          const [b, rb] = cells[j];
          if (Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 1) found.push(`${a} / ${b} at scrollLeft ${left}`);
        }
      }
    }
    body.scrollLeft = 0;
    return { found, fits: body.scrollWidth <= body.clientWidth + 1 };
  }, tableTestId);
}

test('from 1280 px no column of a list is hidden under the 操作 column, and at 1440 px the /SZ lists fit without scrolling', async () => {
  for (const account of ['demo_org', 'demo_reviewer']) {
    for (const width of [1280, 1440]) {
      const page = await pageAs(account, { width, height: 900 });
      for (const [path, table] of WIDE_LISTS) {
        await goto(page, path);
        await listPage(page, table).waitForRows();
        const { found, fits } = await overlaps(page, table);
        assert.deepEqual(found, [], `${account} ${width}px ${path}`);
        if (width === 1440) assert.ok(fits, `${account} ${width}px ${path} fits`);
        if (width === 1280) await screenshot(page, `list-${account}${path.replaceAll('/', '-')}-1280`);
      }
      await closeClean(page);
    }
  }
});

test("at 1440 px a reviewer sees both claim pools whole, 认领 and 忽略 included, without scrolling", async () => {
  const page = await pageAs('demo_reviewer', { width: 1440, height: 900 });
  for (const path of ['/SJ/projectClaim', '/SZ/helpClaim']) {
    await goto(page, path);
    await listPage(page, 'pool-table').waitForRows();
    const { found, fits } = await overlaps(page, 'pool-table');
    assert.deepEqual(found, [], path);
    assert.ok(fits, `${path} fits`);
    const claim = page.getByTestId('pool-table').locator('[data-testid^="claim-"]').first();
    const box = await claim.boundingBox();
    assert.ok(box && box.x + box.width <= 1440, `${path}: 认领 is on screen`);
  }
  await closeClean(page);
});

test('at 1440 px the wish link list and the micro-project list fit, their 操作 column on screen, for staff', async () => {
  const page = await pageAs('demo_admin', { width: 1440, height: 900 });
  for (const [path, table] of [['/MicroWish/push_link', 'link-table'], ['/SJM/projectMList', 'micro-table']]) {
    await goto(page, path);
    await listPage(page, table).waitForRows();
    const { found, fits } = await overlaps(page, table);
    assert.deepEqual(found, [], path);
    assert.ok(fits, `${path} fits without scrolling`);
    const ops = await page.evaluate((id) => {
      const th = [...document.querySelectorAll(`[data-testid="${id}"] thead th`)].find((t) => t.textContent === '操作');
      return th.getBoundingClientRect().right;
    }, table);
    assert.ok(ops <= 1440, `${path}: 操作 ends at ${ops}px`);
    await screenshot(page, `list${path.replaceAll('/', '-')}-1440`);
  }
  await closeClean(page);
});

test('on a 375 px phone the filters fold under 筛选, so the first row is on the first screen, and work once opened', async () => {
  const page = await pageAs('demo_admin', { width: 375, height: 800 });
  await goto(page, '/SJM/projectMList');
  await listPage(page, 'micro-table').waitForRows();
  const firstRowTop = () => page.evaluate(() => document.querySelector('[data-testid="micro-table"] tbody tr.ant-table-row').getBoundingClientRect().top);
  assert.equal(await page.getByTestId('filter-status').isVisible(), false, 'folded');
  assert.ok(await page.getByTestId('filter-keyword').isVisible(), 'the keyword search stays');
  const top = await firstRowTop();
  assert.ok(top < 800, `the first row starts at ${top}px`);
  await screenshot(page, 'list-filters-folded-375');
  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('filter-status').waitFor();
  assert.equal(await page.getByTestId('filter-toggle').getAttribute('aria-expanded'), 'true');
  await screenshot(page, 'list-filters-open-375');
  // Folded, they stayed drawn without antd's code (FilterBar.tsx); opened, each is antd's Select.
  await page.getByTestId('filter-status').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '募款中' }).click();
  await page.waitForURL(/[?&]status=2(&|$)/);
  await listPage(page, 'micro-table').waitForRows();
  // From 576 px every filter shows and there is nothing to open.
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(await page.getByTestId('filter-toggle').isVisible(), false);
  assert.ok(await page.getByTestId('filter-status').isVisible());
  await closeClean(page);
});

test('below 1280 px a wide list scrolls and keeps its 操作 column in view', async () => {
  const page = await pageAs('demo_reviewer', { width: 1100, height: 900 });
  await goto(page, '/SZ/helpList');
  await listPage(page, 'case-table').waitForRows();
  const state = await page.evaluate(() => {
    const body = document.querySelector('[data-testid="case-table"] .ant-table-content, [data-testid="case-table"] .ant-table-body');
    const ops = [...document.querySelectorAll('[data-testid="case-table"] thead th')].find((t) => t.textContent === '操作');
    const box = body.getBoundingClientRect();
    const opsBox = ops.getBoundingClientRect();
    return { scrolls: body.scrollWidth > body.clientWidth, sticky: getComputedStyle(ops).position, inView: opsBox.right <= box.right + 1 };
  });
  assert.deepEqual(state, { scrolls: true, sticky: 'sticky', inView: true });
  await page.context().close();
});

test('on a 375 px phone a list scrolls as one piece and its title column is readable, not clipped under 操作', async () => {
  const page = await pageAs('demo_org', { width: 375, height: 800 });
  for (const [path, table] of [['/SZ/helpList', 'case-table'], ['/SJ/projectList', 'project-table']]) {
    await goto(page, path);
    await listPage(page, table).waitForRows();
    const { found } = await overlaps(page, table);
    assert.deepEqual(found, [], `${path}: no header cell under another`);
    const state = await page.evaluate((id) => {
      const root = document.querySelector(`[data-testid="${id}"]`);
      const body = root.querySelector('.ant-table-content, .ant-table-body');
      const title = root.querySelector('tbody tr.ant-table-row td').getBoundingClientRect();
      const ops = [...root.querySelectorAll('thead th')].find((t) => t.textContent === '操作');
      return { scrolls: body.scrollWidth > body.clientWidth, titleShown: Math.round(Math.min(title.right, body.getBoundingClientRect().right) - title.left), opsSticky: getComputedStyle(ops).position === 'sticky' };
    }, table);
    assert.equal(state.scrolls, true, `${path} scrolls`);
    assert.equal(state.opsSticky, false, `${path}: 操作 does not float over the titles`);
    assert.ok(state.titleShown >= 150, `${path}: the title column shows ${state.titleShown}px`);
    await screenshot(page, `list${path.replaceAll('/', '-')}-375`);
  }
  await closeClean(page);
});

test('the 求助类型 filter lives in the URL: the server renders only that type and 重置 clears it', async () => {
  const page = await pageAs('demo_org', { width: 1280, height: 900 });
  await goto(page, '/SZ/helpList');
  const table = listPage(page, 'case-table');
  await table.waitForRows();
  await page.getByTestId('filter-help_type_id').click();
  await Promise.all([
    page.waitForURL(/help_type_id=1/),
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '大病救助' }).click(),
  ]);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="case-table"] tr.ant-table-row')].every((r) => r.textContent.includes('大病救助')));
  const html = await (await page.context().request.get(page.url())).text();
  assert.ok(html.includes('大病救助') && !html.includes('助学帮困</td>'), 'the server rendered the filtered rows');
  await screenshot(page, 'list-help-type-filter-1280');
  await Promise.all([page.waitForURL((u) => !u.search.includes('help_type_id')), page.getByTestId('filter-reset').click()]);
  await closeClean(page);
});

test('dashboard project rows link to their project', async () => {
  const page = await pageAs('demo_org');
  await goto(page, '/dashboard');
  const link = page.locator('[data-testid^="dashboard-project-"]').first();
  await link.waitFor();
  assert.match(await link.getAttribute('href'), /^\/SJ\/viewProject\/\d+$/);
  await page.context().close();
});

// The server and the first client render draw a list's table and the sidebar as antd's markup
// without its code (frontend/src/components/kit/TableLookalike.tsx, layout/SideMenuLookalike.tsx,
// the rows' buttons kit/ActionBarDrawn.tsx); right after hydration antd's Table, Menu and Buttons
// are swapped in. The page must look the same before
// and after: every element's computed style in the served page (its scripts blocked) and in the
// hydrated one. Wide enough that no table scrolls (a scrolled table's shadow is antd's to add).
const SERVED_LISTS = [
  ['demo_org', '/SJ/projectList', 'project-table'],
  ['demo_org', '/SP/salesmanlist', 'sale-table'],
  ['demo_reviewer', '/MicroWish/microwish_list', 'wish-table'],
  ['demo_org', '/SX/activelist', 'activity-table'],
  ['demo_admin', '/SJ/projectClaim', 'pool-table'],
  ['demo_org', '/SJ/draftBox', 'draft-table'],
];

test("a list's table and the sidebar look the same served and once antd's Table and Menu are in", async () => {
  for (const [account, path, table] of SERVED_LISTS) {
    const page = await pageAs(account, { width: 1920, height: 1000 });
    const snapshot = async () => {
      await page.mouse.move(1910, 990);
      // Served, the page has only its first-paint rules, without the custom properties none of
      // them reads (bff/critical_css/custom_properties.rs): those are compared through the
      // properties that read them.
      const values = { customProperties: false };
      return { table: await computedStyles(page, `[data-testid="${table}"]`, values), menu: await computedStyles(page, '[data-testid="sidebar"]', values) };
    };
    // The page login left open fetches the overlays' code once interactive: let it finish, or
    // the abort below fails that fetch and the page reports it.
    await page.waitForLoadState('networkidle');
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    await page.goto(`${env.server.base}${path}`);
    await page.getByTestId(table).locator('tr.ant-table-row').first().waitFor();
    const served = await snapshot();
    await page.unroute(/\/assets\/.*\.js$/);
    await goto(page, path);
    await listPage(page, table).waitForRows();
    const live = await snapshot();
    assert.ok(served.table.some((x) => x.el.startsWith('tr.ant-table-row.')), `${path}: the served table has its rows`);
    assert.equal(firstDifference(served.table, live.table), null, `${path}: table`);
    assert.equal(firstDifference(served.menu, live.menu), null, `${path}: sidebar`);
    // It is antd's Table now: its pager answers a click (the lookalike's has no handlers).
    const second = page.locator('.kit-list-table .ant-pagination-item-2');
    if (await second.count()) {
      await second.click();
      await page.waitForURL(/[?&]page=2/);
    }
    assert.deepEqual(page.errors.filter((e) => !/ERR_FAILED|net::/.test(e)), []);
    await page.context().close();
  }
});

// Sorting on the platform (issue 42), beyond the donation lists (SJ_donations.test.mjs): a header
// click orders the whole list, so the first row is the whole list's extreme, not the page's.
const SORTED_LISTS = [
  ['demo_admin', '/SZ/helpList', 'case-table', '目标金额', '/api/organization/SZ/help_project_list', 'target_amount'],
  ['demo_admin', '/SJ/projectList', 'project-table', '目标金额', '/api/organization/SJ/project_list', 'target_amount'],
  ['demo_admin', '/SP/orderlist', 'order-table', '实付金额', '/api/organization/thing/sale_order_list', 'amount'],
];

test('目标金额 and 实付金额 headers sort the whole list on the platform: the first row is the largest of every page', async () => {
  const fen = (text) => Math.round(Number(String(text).replace(/[^\d.-]/g, '')) * 100);
  for (const [account, path, table, header, api, field] of SORTED_LISTS) {
    const page = await pageAs(account);
    await goto(page, path);
    await listPage(page, table).waitForRows();
    const extreme = async (order) => {
      const url = `${api}?${new URLSearchParams({ pageNum: 1, pageSize: 1, sort: field, order })}`;
      const body = await page.evaluate(async (u) => (await fetch(u, { headers: { 'X-Requested-With': 'orgcenter' } })).json(), url);
      assert.equal(body.code, 200, `${url}: ${body.msg}`);
      assert.ok(body.data.total > 10, `${path}: more than one page (${body.data.total})`);
      return fen(body.data.list[0][field]);
    };
    // The first row's cell under `header`, in fen, once the table shows the sorted page (it is
    // re-rendered when the loader's answer arrives, so it is read when it is there).
    const firstCellIs = (want) =>
      page.waitForFunction(
        ([id, title, fenWanted]) => {
          const root = document.querySelector(`[data-testid="${id}"]`);
          const row = root?.querySelector('tr.ant-table-row');
          if (!row) return false;
          const heads = [...root.querySelectorAll('thead th')].map((th) => th.textContent.trim());
          const text = row.children[heads.indexOf(title)]?.textContent ?? '';
          return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100) === fenWanted;
        },
        [table, header, want],
        { timeout: 10_000 },
      );
    const th = page.getByTestId(table).locator('thead th', { hasText: header });
    await th.click();
    await page.waitForURL(new RegExp(`sort=${field}&order=asc`));
    await firstCellIs(await extreme('asc'));
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"] th[aria-sort="ascending"]`), table);
    await th.click();
    await page.waitForURL(new RegExp(`sort=${field}&order=desc`));
    await firstCellIs(await extreme('desc'));
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"] th[aria-sort="descending"]`), table);
    await page.context().close();
  }
});

test('列设置 hides a column and makes the table compact, kept for this user and list across a reload, not for another user; 重置 brings all back', async () => {
  const heads = (page) => page.getByTestId('project-table').locator('thead th').allTextContents();
  const org = await pageAs('demo_org');
  await goto(org, '/SJ/projectList');
  await listPage(org, 'project-table').waitForRows();
  assert.ok((await heads(org)).some((h) => h.includes('目标金额')));
  await org.getByTestId('project-table-columns').click();
  await org.getByTestId('project-table-columns-col-target_amount').click();
  await org.getByTestId('project-table-columns-panel').getByText('紧凑').click();
  await org.waitForFunction(() => !/目标金额/.test(document.querySelector('[data-testid="project-table"] thead')?.textContent ?? ''));
  await org.locator('[data-testid="project-table"].ant-table-small, [data-testid="project-table"] .ant-table-small').first().waitFor();

  await goto(org, '/SJ/projectList');
  await org.waitForFunction(() => !/目标金额/.test(document.querySelector('[data-testid="project-table"] thead')?.textContent ?? ''));
  assert.ok(!(await heads(org)).some((h) => h.includes('目标金额')), 'still hidden after a reload');
  assert.ok((await heads(org)).some((h) => h.includes('项目名称')) && (await heads(org)).some((h) => h.includes('操作')), 'the first and the 操作 columns stay');

  // Another user in the same browser (same storage): their own settings, all columns.
  await org.context().clearCookies();
  await login(org, env.server.base, 'demo_admin');
  await goto(org, '/SJ/projectList');
  await listPage(org, 'project-table').waitForRows();
  assert.ok((await heads(org)).some((h) => h.includes('目标金额')), "another user's settings are their own");
  await org.context().clearCookies();
  await login(org, env.server.base, 'demo_org');
  await goto(org, '/SJ/projectList');
  await org.waitForFunction(() => !/目标金额/.test(document.querySelector('[data-testid="project-table"] thead')?.textContent ?? ''));

  await org.getByTestId('project-table-columns').click();
  await org.getByTestId('project-table-columns-reset').click();
  await org.waitForFunction(() => /目标金额/.test(document.querySelector('[data-testid="project-table"] thead')?.textContent ?? ''));
  await org.context().close();
});
