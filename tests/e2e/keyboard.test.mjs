// Keyboard paths through every area (issue 38): on a list the skip link takes the focus past the
// menu, Tab alone reaches the first row's main action and the pager, Shift+Tab goes back to it,
// Enter opens the item, which gets the focus, and Tab walks through its controls to the last;
// Back returns to the list, whose rows Tab reaches again. Every walk fails when the
// focus stays on one element for three presses (tabUntil), the trap the date-range filter had.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { consoleOf, newPage, serverAndBrowserForFile, toast, waitInteractive } from './harness.mjs';
import { tabUntil } from './a11y.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

// The area lists, each with a date-range filter or other filters before the table.
const LISTS = [
  ['project management (/SJ)', '/SJ/projectList'],
  ['joint donation (/SJM)', '/SJM/projectMList'],
  ['help cases (/SZ)', '/SZ/helpList'],
  ['micro wishes (/MicroWish)', '/MicroWish/microwish_list'],
  ['activities (/SX)', '/SX/activelist'],
  ['charity sales (/SP)', '/SP/salesmanlist'],
];

// One logged-in page for the whole file (logging in is not what is tested here).
let admin;
const adminPage = () => (admin ??= pageAs('demo_admin'));

/**
 * The last control of the page's content that Tab can reach (a link, a button, a field, a tab or
 * anything with tabindex 0, shown and enabled), marked so a locator finds it; fails at once when
 * the page has none.
 */
async function lastTabStop(page) {
  const found = await page.evaluate(() => {
    document.querySelectorAll('[data-last-tab-stop]').forEach((el) => el.removeAttribute('data-last-tab-stop'));
    const stops = [...document.getElementById('main-content').querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'),
    );
    stops.at(-1)?.setAttribute('data-last-tab-stop', '');
    return stops.length;
  });
  assert.ok(found > 0, 'the item has a control Tab can reach');
  return page.locator('[data-last-tab-stop]');
}

const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const focusedId = (page) => page.evaluate(() => document.activeElement?.id);

for (const [area, list] of LISTS) {
  test(`${area}: the skip link, then Tab alone reaches the first row's main action and the pager; Enter opens the item, Tab works in it and Back comes back to the rows`, async () => {
    const page = await adminPage();
    await goto(page, list);
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    const mainAction = firstRow.locator('a[href]').first();
    const pager = page.locator('.ant-pagination').locator('[tabindex="0"], button:not([disabled])').first();

    // The first stop is the skip link; Enter on it puts the focus on the page, past the menu.
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), '跳到主要内容');
    await page.keyboard.press('Enter');
    assert.equal(await focusedId(page), 'main-content');

    await tabUntil(page, mainAction);
    await tabUntil(page, pager);
    await tabUntil(page, mainAction, { back: true });

    // A move inside the app (history.pushState): waitForURL would wait for a load that never comes.
    await page.keyboard.press('Enter');
    await page.waitForFunction((from) => location.pathname !== from, list);
    await waitInteractive(page);
    // The new page has the focus (the row link that had it is gone), and Tab goes on inside it.
    assert.equal(await focusedId(page), 'main-content', 'the opened item has the focus');
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.getElementById('main-content').contains(document.activeElement)), 'Tab reaches a control of the item');
    await tabUntil(page, await lastTabStop(page));

    // The browser's Back (Alt+← in a browser window; headless Chromium has no such shortcut).
    await page.goBack();
    await page.waitForFunction((to) => location.pathname === to, list);
    await firstRow.waitFor();
    await tabUntil(page, mainAction);
  });
}

test('the help list\'s date-range filter lets Tab walk on to the rows (it held the focus on 开始日期)', async () => {
  const page = await adminPage();
  await goto(page, '/SZ/helpList');
  const start = page.getByTestId('filter-dates').first();
  await tabUntil(page, start);
  await page.locator('html[data-range-picker="loaded"]').waitFor({ state: 'attached' });
  const firstRowAction = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a[href]').first();
  await tabUntil(page, firstRowAction, { max: 10 });
});

// ---- Acting by keyboard (issue 38): the role that decides (a reviewer, role 2) opens an item
// from its list, decides it through the review bar's confirm popup, sees the outcome and comes
// back — Tab, Shift+Tab, Enter and Escape only. One logged-in page for all of them.

let reviewer;
const reviewerPage = () => (reviewer ??= pageAs('demo_reviewer'));

/** Whether the focus is on (or inside) what the locator finds. */
const focusInPopup = (page) => page.evaluate(() => document.activeElement?.closest('.ant-popover') != null);

/**
 * From a list: Tab alone to the first row's main action and to the pager, Shift+Tab back, Enter
 * on it. Resolves once the item's page is interactive.
 */
async function openFirstRowByKeyboard(page, list, mainAction) {
  await goto(page, list);
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await firstRow.waitFor();
  const action = firstRow.locator(mainAction).first();
  const pager = page.locator('.ant-pagination').locator('[tabindex="0"], button:not([disabled])').first();
  await tabUntil(page, action);
  await tabUntil(page, pager);
  await tabUntil(page, action, { back: true });
  const from = new URL(page.url()).pathname;
  await page.keyboard.press('Enter');
  await page.waitForFunction((p) => location.pathname !== p, from);
  await waitInteractive(page);
}

/**
 * The review bar's confirm popup by keyboard: Enter on the button opens it and puts the focus on
 * its confirming button; Escape closes it and gives the focus back to the button; Enter opens it
 * again and Enter confirms.
 */
async function confirmByKeyboard(page, testId) {
  const trigger = page.getByTestId(testId);
  await tabUntil(page, trigger);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary'));
  await page.keyboard.press('Escape');
  await page.waitForFunction((el) => document.activeElement === el, await trigger.elementHandle(), { timeout: 5_000 }).catch(async () => {
    throw new Error(`Escape did not give the focus back to ${testId}; it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary'));
  assert.ok(await focusInPopup(page));
  await page.keyboard.press('Enter');
}

// Each area's reviewer queue: the list, the first row's main action, the review bar's 通过.
const DECISIONS = [
  ['help cases (/SZ): claims the first case of the claim pool and passes it', '/SZ/helpClaim', '[data-testid^="claim-"]', /\/SZ\/verifyHelp\/\d+$/],
  ['project management (/SJ): claims the first project of the claim pool and passes it', '/SJ/projectClaim', '[data-testid^="claim-"]', /\/SJ\/verifyProject\/\d+$/],
  ['joint donation (/SJM): passes the first micro project waiting for review', '/SJM/verifyMList?status=1', '[data-testid^="verify-"]', /\/SJM\/verifyMProject\/\d+$/],
  ['micro wishes (/MicroWish): passes the first change request waiting for review', '/MicroWish/change_list?status=1', '[data-testid^="change-open-"]', /\/MicroWish\/edit_change_microwish\/\d+$/],
  ['activities (/SX): passes the first activity waiting for review', '/SX/activelist?status=1', '[data-testid^="view-"]', /\/SX\/activedetail\/\d+\/1$/],
  ['charity sales (/SP): passes the first goods waiting for review', '/SP/salesmanlist?status=1', '[data-testid^="review-"]', /\/SP\/good_charity\/\d+$/],
];

for (const [area, list, mainAction, itemPath] of DECISIONS) {
  test(`${area} by keyboard alone: Tab reaches the row's action and the pager, Enter opens the item, the confirm popup takes Escape and Enter, the outcome shows and Back returns to the list`, async () => {
    const page = await reviewerPage();
    await openFirstRowByKeyboard(page, list, mainAction);
    assert.match(new URL(page.url()).pathname, itemPath);
    await page.getByTestId('act-pass').waitFor();

    await confirmByKeyboard(page, 'act-pass');
    await toast(page, '审核通过');
    // The decision is made: the item no longer offers it, and the focus is still in the page.
    await page.getByTestId('act-pass').waitFor({ state: 'detached' });
    const focus = await page.evaluate(() => (document.getElementById('main-content').contains(document.activeElement) ? null : document.activeElement?.outerHTML.slice(0, 120)));
    assert.equal(focus, null, 'the focus stays in the page after the decision');

    // Back to the list: the page's own 返回列表 when it has one, else the browser's Back.
    const back = page.locator('[data-testid="review-back"], [data-testid="back-to-list"]').first();
    if (await back.count()) {
      await tabUntil(page, back);
      const from = new URL(page.url()).pathname;
      await page.keyboard.press('Enter');
      await page.waitForFunction((p) => location.pathname !== p, from);
    } else {
      await page.goBack();
    }
    await waitInteractive(page);
    await page.locator('.ant-table').first().waitFor();
    assert.doesNotMatch(new URL(page.url()).pathname, itemPath);
  });
}

// ---- The building blocks with keyboard behaviour of their own, in the forms an organisation
// fills (role 1: the reviewer creates nothing). One logged-in page for all of them.

let org;
const orgPage = () => (org ??= pageAs('demo_org'));

/** The test id of the focused element (or of the nearest element around it that has one). */
const focusedTestId = (page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'));

test('the activity form builder (/SX) adds, reorders and removes fields by keyboard, the focus following each change', async () => {
  const page = await orgPage();
  await goto(page, '/SX/addnewactive');
  const label = (i) => page.getByTestId(`field-${i}-label`);

  // Enter on 文本 adds a field and puts the focus on its name.
  await tabUntil(page, page.getByTestId('add-field-text'));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-0-label');
  // It comes named after its kind (文本1): the name is replaced.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('身高');
  await tabUntil(page, page.getByTestId('add-field-number'));
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-1-label');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('体重');

  // 上移 of the second field: it becomes the first, and the focus goes with it to its 下移
  // (its 上移 is disabled now, which would have dropped the focus on the body).
  await tabUntil(page, page.getByTestId('field-1-up'), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-0-down');
  assert.deepEqual([await label(0).inputValue(), await label(1).inputValue()], ['体重', '身高']);
  // 下移 back: the focus follows to its 上移.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-1-up');
  assert.deepEqual([await label(0).inputValue(), await label(1).inputValue()], ['身高', '体重']);

  // 删除 of the first: the second takes its place and its 删除 has the focus.
  await tabUntil(page, page.getByTestId('field-0-delete'), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="field-"][data-testid$="-label"]').length === 1);
  assert.equal(await focusedTestId(page), 'field-0-delete');
  assert.equal(await label(0).inputValue(), '体重');
});

test('the region picker is opened, searched and chosen by keyboard, and Escape closes it', async () => {
  const page = await orgPage();
  await goto(page, '/SX/addnewactive');
  const item = page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^活动地区$/ }) });
  const input = item.locator('.ant-cascader input');
  await page.waitForFunction(() => !document.querySelector('.ant-cascader-disabled'));
  await tabUntil(page, input);
  await page.keyboard.type('朝阳区');
  const options = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu-item', { hasText: '朝阳区' });
  await options.first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // ArrowDown made the first match active; Enter chose it.
  await item.locator('.ant-select-content[title="北京市 / 市辖区 / 朝阳区"]').waitFor();
  // Opening again and Escape: closed, the focus still on the picker.
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)').first().waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
  assert.ok(await input.evaluate((el) => el === document.activeElement));
});

test('the auction settings (/SP) are typed field after field in visual order, and a refused one is announced and tied to its field', async () => {
  const page = await orgPage();
  await goto(page, '/SP/add_charity?kind=2');
  const start = page.getByTestId('g-start-price');
  await tabUntil(page, start);
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  assert.equal(await focusedTestId(page), 'g-increment');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  assert.equal(await focusedTestId(page), 'g-reserve');
  assert.equal(await start.inputValue(), '100');
  // 加价幅度 0 is refused as it is typed: the error is an alert, and the field points at it.
  const increment = page.getByTestId('g-increment');
  await page.waitForFunction(() => document.querySelector('[data-testid="g-increment"]')?.getAttribute('aria-invalid') === 'true');
  // antd's error list shows its errors one render after the field turns invalid (it debounces
  // them), so the help text is waited for, not read in the same instant.
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="g-increment"]');
    const id = (el?.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.endsWith('_help'));
    return Boolean(id && document.getElementById(id)?.querySelector('.ant-form-item-explain-error'));
  }, null, { timeout: 5000 }).catch(() => {});
  const tie = await increment.evaluate((el) => {
    const help = document.getElementById((el.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('_help')) ?? '');
    const error = help?.querySelector('.ant-form-item-explain-error');
    return { text: error?.textContent ?? null, role: error?.getAttribute('role') ?? null };
  });
  assert.ok(tie.text, 'aria-describedby names the error text');
  assert.equal(tie.role, 'alert');
});

test('a refused form announces its first error as an alert and ties every error to its field', async () => {
  const page = await orgPage();
  await goto(page, '/SZ/newHelp');
  await tabUntil(page, page.getByTestId('submit-case'));
  await page.keyboard.press('Enter');
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  // Wait until the error count settles (antd shows them as their checks finish).
  let count = -1;
  for (;;) {
    const now = await page.locator('.ant-form-item-explain-error').count();
    if (now === count) break;
    count = now;
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  }
  const found = await page.evaluate(() => {
    const form = document.querySelector('[data-testid="case-form"]');
    const errors = [...form.querySelectorAll('.ant-form-item-explain-error')];
    const items = [...form.querySelectorAll('.ant-form-item-has-error')].map((item) => {
      const help = item.querySelector('.ant-form-item-explain');
      const control = item.querySelector('[aria-invalid="true"]');
      return { label: item.querySelector('label')?.textContent, help: help?.id ?? null, describedBy: control?.getAttribute('aria-describedby')?.split(' ') ?? null };
    });
    return { errors: errors.length, alerts: errors.filter((e) => e.getAttribute('role') === 'alert').map((e) => errors.indexOf(e)), items };
  });
  assert.ok(found.errors > 3, `the empty form has many errors (${found.errors})`);
  assert.deepEqual(found.alerts, [0], 'the first error, and only it, is the alert');
  for (const item of found.items) {
    assert.ok(item.help, `${item.label}: the error text has an id`);
    assert.ok(item.describedBy?.includes(item.help), `${item.label}: the invalid field is described by its error (${item.describedBy})`);
  }
});

test('the captcha on /login is a button named 换一张验证码 that Enter and Space refresh', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.base}/login`);
  await waitInteractive(page);
  const refresh = page.getByRole('button', { name: '换一张验证码' });
  const src = () => page.getByTestId('login-captcha').getAttribute('src');
  await tabUntil(page, refresh, { max: 10 });
  for (const key of ['Enter', 'Space']) {
    const before = await src();
    await page.keyboard.press(key);
    await page.waitForFunction((s) => document.querySelector('[data-testid="login-captcha"]').getAttribute('src') !== s, before);
    assert.ok(await refresh.evaluate((el) => el === document.activeElement), `the button keeps the focus after ${key}`);
  }
  await page.context().close();
});

test('返回首页 on the 404 and 401 pages is one link drawn as the primary button, reached by Tab and followed by Enter', async () => {
  const page = await reviewerPage();
  // 404: no such path; 401: a page only the super admin may open (monthly donations).
  for (const [path, testId] of [['/no/such/page', 'page-404'], ['/SJ/monthDonateList', 'page-401']]) {
    await page.goto(`${env.server.base}${path}`);
    await page.getByTestId(testId).waitFor();
    await waitInteractive(page);
    const home = page.getByTestId(testId).getByRole('link', { name: '返回首页' });
    assert.equal(await home.count(), 1);
    assert.match(await home.getAttribute('class'), /\bant-btn-primary\b/);
    assert.equal(await page.getByTestId(testId).locator('a button, button a, a a, button button').count(), 0, 'no control inside another');
    await tabUntil(page, home, { max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/dashboard');
  }
});
