// The app shell in Chromium, per role: menu, bell badge, tags view, mobile layout, logout,
// hydration. Runs the real binary (BFF + sandbox in test mode) on a free port.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, newPage, login, screenshot, addMessages, waitInteractive, ACCOUNTS, closeClean, loggedInAt } from './harness.mjs';
import { expectedMenu } from './spec.mjs';

const env = serverAndBrowserForFile();

/** Opens every submenu of the sidebar and returns the menu paths it shows. */
async function visibleMenuPaths(page) {
  const sidebar = page.getByTestId('sidebar');
  const closed = sidebar.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let i = await closed.count() - 1; i >= 0; i--) {
    await closed.nth(i).click();
  }
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="sidebar"] .ant-menu-submenu:not(.ant-menu-submenu-open)').length === 0,
  );
  const ids = await sidebar.locator('[data-testid^="menu-"]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-testid').slice('menu-'.length)));
  return [...new Set(ids)].sort();
}

for (const role of [1, 2, 3, 4, 99]) {
  test(`role ${role} sees exactly the menu entries the spec table gives it`, async () => {
    const page = await newPage(env.browser);
    await login(page, env.server.base, ACCOUNTS[role]);
    const shown = await visibleMenuPaths(page);
    assert.deepEqual(shown, expectedMenu(role));
    await screenshot(page, `menu-role-${role}`);
    await closeClean(page);
  });
}

/** A page with scripts off, logged in as demo_org through the API (no JS to run the login form). */
async function noScriptPage(width, height = 850) {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height }, locale: 'zh-CN' });
  const page = await context.newPage();
  const api = context.request;
  await api.get(`${env.server.base}/api/admin/verify?t=1`);
  const res = await api.post(`${env.server.base}/api/organization/login/login`, {
    headers: { 'x-requested-with': 'orgcenter' },
    data: { account: 'demo_org', pwd: 'Demo@2026', verify: '8888' },
  });
  assert.equal((await res.json()).code, 200);
  return { context, page };
}

/** Where the sider and the page content are on screen (the sider's box is null when not shown). */
function frameBoxes(page) {
  return page.evaluate(() => {
    const box = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width } : null;
    };
    return { sider: box(document.querySelector('.ant-layout-sider.sidebar')), content: box(document.querySelector('.app-main')) };
  });
}

test('a server-rendered dashboard shows its content before any script runs', async () => {
  const { context, page } = await noScriptPage(1366);
  await page.goto(`${env.server.base}/dashboard`);
  await assert.doesNotReject(page.getByText('北京春晖公益基金会').first().waitFor({ timeout: 5000 }));
  await screenshot(page, 'dashboard-no-js');
  await context.close();
});

test('the dashboard hydrates without console errors and without refetching', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_org');
  const apiCalls = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url()); });
  await page.reload();
  await page.getByTestId('dashboard').waitFor();
  await page.waitForTimeout(1000);
  assert.deepEqual(page.errors, [], `console errors: ${page.errors.join('\n')}`);
  const refetches = apiCalls.filter((u) => /get_org|project_list|get_love_fund/.test(u));
  assert.deepEqual(refetches, [], 'the first paint data is reused, not fetched again');
  await screenshot(page, 'dashboard');
  await page.context().close();
});

test('the bell badge is hidden at zero and shows 99+ above 99', async () => {
  const page = await loggedInAt(env, 'demo_partner', '/messageNotice/index');
  const markAll = page.getByTestId('mark-all-read');
  if (await markAll.isEnabled()) {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/org_msg_change')),
      markAll.click(),
    ]);
  }
  await page.reload();
  const badge = page.getByTestId('bell').locator('.ant-badge-count, .ant-scroll-number');
  assert.equal(await badge.count(), 0, 'no badge at zero unread');

  await addMessages(env.server.sandbox, 'demo_partner', 120);
  await page.reload();
  await assert.doesNotReject(page.getByTestId('bell').getByText('99+').waitFor({ timeout: 5000 }));
  await screenshot(page, 'bell-99-plus');
  await page.context().close();
});

test('the navbar buttons name themselves in a tooltip on hover and on keyboard focus, keep the focus, and a click on them is never lost', async () => {
  const page = await loggedInAt(env, 'demo_org', '/dashboard');
  const tooltip = (text) => page.locator('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-container', { hasText: text });
  // The tooltips cost nothing until wanted: none is mounted by the server nor by hydration.
  assert.equal(await page.locator('.ant-tooltip').count(), 0, 'no tooltip before the first hover or focus');

  await page.getByTestId('bell').hover();
  await tooltip('消息通知').waitFor({ timeout: 5000 });
  assert.equal(await page.getByTestId('bell').getAttribute('aria-describedby'), await tooltip('消息通知').getAttribute('id'), 'the bell points at its tooltip');
  await page.mouse.move(600, 500);
  await tooltip('消息通知').waitFor({ state: 'detached', timeout: 5000 });

  // Keyboard: Tab from 布局大小 onto 系统布局设置.
  await page.getByTestId('size-select').focus();
  await page.keyboard.press('Tab');
  await tooltip('系统布局设置').waitFor({ timeout: 5000 });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'settings-button', 'the focus is still on the button the tooltip replaced');
  await page.keyboard.press('Enter');
  await assert.doesNotReject(page.getByTestId('setting-tagsView').waitFor({ timeout: 5000 }), 'Enter on the focused button opens the settings drawer');
  await page.locator('.ant-drawer-close').click();
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

  // A first click straight onto a button whose tooltip has not mounted yet (the pointer comes
  // and presses at once) opens what the button opens; 布局大小 sits inside its Dropdown.
  const sizeSelect = page.getByTestId('size-select');
  await sizeSelect.click();
  await assert.doesNotReject(page.getByTestId('size-small').waitFor({ timeout: 5000 }), 'the first click opens the size menu');
  await tooltip('布局大小').waitFor({ timeout: 5000 });
  await page.getByTestId('size-small').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' });
  await sizeSelect.click();
  await assert.doesNotReject(page.getByTestId('size-small').waitFor({ timeout: 5000 }), 'a later click opens it again');
  await closeClean(page);
});

/** Turns 标签栏 on in the settings drawer and closes the drawer. */
async function turnOnTagsView(page) {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('setting-tagsView').click();
  await page.keyboard.press('Escape');
}

test('the tags view context menu refreshes and closes tabs but keeps the affix tab', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_admin');
  await turnOnTagsView(page);
  await page.getByTestId('tags-view').waitFor();

  // Each visit adds its tab after hydration; wait for it before the next navigation.
  for (const path of ['/config/orgInfo', '/messageNotice/index', '/SZ/helpList']) {
    await page.goto(`${env.server.base}${path}`);
    await waitInteractive(page);
    await page.getByTestId(`tag-${path}`).waitFor();
  }
  const tags = page.getByTestId('tags-view').locator('[data-testid^="tag-/"]');
  assert.ok((await tags.count()) >= 3, `tags: ${await tags.count()}`);

  await page.getByTestId('tag-/SZ/helpList').click({ button: 'right' });
  await page.getByTestId('tags-menu-close-others').click();
  await page.getByTestId('tag-/messageNotice/index').waitFor({ state: 'detached' });
  const afterOthers = await tags.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert.deepEqual(afterOthers.sort(), ['tag-/SZ/helpList', 'tag-/dashboard'].sort());

  await page.getByTestId('tag-/SZ/helpList').click({ button: 'right' });
  await page.getByTestId('tags-menu-refresh').click();
  await page.waitForURL('**/SZ/helpList');

  await page.getByTestId('tag-/SZ/helpList').click({ button: 'right' });
  await page.getByTestId('tags-menu-close-all').click();
  await page.getByTestId('tag-/SZ/helpList').waitFor({ state: 'detached' });
  const afterAll = await tags.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert.deepEqual(afterAll, ['tag-/dashboard'], 'the affix 首页 tab stays');
  await screenshot(page, 'tags-view');
  await page.context().close();
});

test('below 992px the sidebar is closed and the hamburger opens it as a drawer', async () => {
  const page = await newPage(env.browser, { width: 800, height: 900 });
  await login(page, env.server.base, 'demo_org');
  // The server renders the desktop frame, which CSS already lays out for 800px; after hydration
  // the client sees 800px too and holds the closed drawer instead.
  await page.getByTestId('sidebar').waitFor({ state: 'hidden' });
  await screenshot(page, 'mobile-closed');
  await page.getByTestId('hamburger').click();
  await page.getByTestId('sidebar').waitFor({ state: 'visible' });
  await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
  await screenshot(page, 'mobile-open');
  await page.context().close();
});

test('before any script runs the server page is laid out for the width: no sidebar and content from the left edge at 375 px, the 210 px sidebar at 1280 px', async () => {
  for (const width of [375, 1280]) {
    const { context, page } = await noScriptPage(width);
    await page.goto(`${env.server.base}/SZ/helpList`);
    const { sider, content } = await frameBoxes(page);
    if (width === 375) {
      assert.equal(sider, null, 'the fixed sider is not shown on a phone');
      assert.equal(await page.getByTestId('sidebar').isVisible(), false);
      assert.equal(content.x, 0, 'the content starts at the left edge');
      assert.equal(content.width, 375);
    } else {
      assert.deepEqual({ x: sider.x, width: sider.width }, { x: 0, width: 210 });
      assert.equal(await page.getByTestId('sidebar').isVisible(), true);
      assert.equal(content.x, 210, 'the content starts right of the sider');
    }
    await screenshot(page, `shell-no-js-${width}`);
    await context.close();
  }
});

test('at 375 px nothing moves between the server paint and hydration, and hydration raises no warning', async () => {
  const { context, page: serverPaint } = await noScriptPage(375, 800);
  await serverPaint.goto(`${env.server.base}/SZ/helpList`);
  const before = await frameBoxes(serverPaint);
  await context.close();

  const page = await newPage(env.browser, { width: 375, height: 800 });
  await login(page, env.server.base, 'demo_org');
  await page.goto(`${env.server.base}/SZ/helpList`);
  await waitInteractive(page);
  // The effect has run: the layout now knows it is mobile and holds the (closed) drawer instead.
  await page.locator('.app-wrapper.mobile').waitFor({ state: 'attached' });
  const after = await frameBoxes(page);
  assert.deepEqual(after, before);
  assert.equal(after.content.x, 0);
  await screenshot(page, 'shell-hydrated-375');
  await closeClean(page);
});

test('the sidebar collapse choice survives a reload and is rendered by the server', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_org');
  assert.equal(await page.getByTestId('sidebar').getAttribute('data-collapsed'), 'false');
  await page.getByTestId('hamburger').click();
  await page.locator('[data-testid="sidebar"][data-collapsed="true"]').waitFor();
  const html = await (await page.context().request.get(`${env.server.base}/dashboard`)).text();
  assert.match(html, /data-collapsed="true"/);
  await page.reload();
  assert.equal(await page.getByTestId('sidebar').getAttribute('data-collapsed'), 'true');
  await closeClean(page);
});

test('logging out clears the open tabs and the session cookie', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_reviewer');
  await turnOnTagsView(page);
  await page.goto(`${env.server.base}/config/orgInfo`);
  await waitInteractive(page);
  await page.getByTestId('tag-/config/orgInfo').waitFor();
  await page.waitForFunction(() => (sessionStorage.getItem('org_visited_views') || '').includes('/config/orgInfo'));

  await page.getByTestId('avatar').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login**');
  const cookies = await page.context().cookies();
  assert.equal(cookies.find((c) => c.name === 'token_org'), undefined);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('org_visited_views')), null);
  await page.goto(`${env.server.base}/dashboard`);
  assert.match(page.url(), /\/login\?redirect=%2Fdashboard/);
  await page.context().close();
});

test('the login page sends the user back to the page they asked for', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.base}/config/payAccount`);
  assert.match(page.url(), /\/login\?redirect=%2Fconfig%2FpayAccount/);
  await login(page, env.server.base, 'demo_org', { redirect: '/config/payAccount' });
  assert.equal(new URL(page.url()).pathname, '/config/payAccount');
  await page.context().close();
});

test('the login page downloads none of the console routes, and 返回首页 on a 404 screen loads them on the way to the dashboard', async () => {
  const page = await newPage(env.browser);
  const scripts = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto(`${env.server.base}/login`);
  await waitInteractive(page);
  const bodies = await Promise.all(scripts);
  assert.ok(bodies.length > 0, 'the login page loaded its scripts');
  // Console route names appear in the route table chunk only (as `name:"projectList"`).
  assert.ok(!bodies.some((b) => /name:"(projectList|helpList|activelist)"/.test(b)), 'no console route table before login');

  await login(page, env.server.base, 'demo_org');
  await page.goto(`${env.server.base}/no/such/page`);
  await page.getByTestId('page-404').waitFor();
  await waitInteractive(page);
  // The document's own 404 is logged by the browser; what follows must log nothing.
  const afterTheScreen = page.errors.length;
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.getByTestId('dashboard').waitFor();
  assert.equal(new URL(page.url()).pathname, '/dashboard');
  const errors = page.errors.slice(afterTheScreen);
  assert.deepEqual(errors, [], `console errors: ${errors.join('\n')}`);
  await page.context().close();
});
