// Session and navbar items a new user meets (issue 24): why the login page opened, the
// full-screen toggle and its warning, /auth-redirect going on, the sidebar logo's tab.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, newPage, login, screenshot, waitInteractive, loggedInAt, closeClean } from './harness.mjs';

const env = serverAndBrowserForFile();

test('the login page says why the user is there', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.base}/login?redirect=%2FSZ%2FhelpList&error=expired`);
  await waitInteractive(page);
  assert.equal(await page.getByTestId('login-error').innerText(), '登录已过期，请重新登录');
  await screenshot(page, 'login-reason-expired');
  await page.goto(`${env.server.base}/login?error=roles`);
  await waitInteractive(page);
  assert.equal(await page.getByTestId('login-error').innerText(), 'getInfo: roles must be a non-null array!');
  await closeClean(page);
});

test('the navbar full-screen toggle enters and leaves full screen', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_org');
  await page.getByTestId('fullscreen-toggle').click();
  await page.waitForFunction(() => document.fullscreenElement !== null);
  await page.getByTestId('fullscreen-toggle').click();
  await page.waitForFunction(() => document.fullscreenElement === null);
  await page.context().close();
});

test('where the browser refuses full screen the toggle warns "you browser can not work"', async () => {
  const page = await newPage(env.browser);
  await page.addInitScript(() => {
    Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
  });
  await login(page, env.server.base, 'demo_org');
  await page.getByTestId('fullscreen-toggle').click();
  await page.getByText('you browser can not work').waitFor({ timeout: 5000 });
  await screenshot(page, 'fullscreen-refused');
  await page.context().close();
});

test('/auth-redirect goes on to the safe redirect target, or home for another origin', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_org');
  await page.goto(`${env.server.base}/auth-redirect?redirect=%2FSZ%2FhelpList`);
  await page.waitForURL('**/SZ/helpList', { timeout: 10_000 });
  await page.goto(`${env.server.base}/auth-redirect?redirect=%2F%2Fevil.example%2F`);
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  assert.equal(new URL(page.url()).origin, env.server.base);
  await page.context().close();
});

test('without a platform site the sidebar logo stays in the same tab', async () => {
  const page = await loggedInAt(env, 'demo_org', '/SZ/helpList');
  const logo = page.getByTestId('sidebar-logo');
  assert.equal(await logo.getAttribute('target'), null);
  const pagesBefore = page.context().pages().length;
  await logo.click();
  await page.waitForURL('**/dashboard');
  assert.equal(page.context().pages().length, pagesBefore, 'no second console tab');
  await page.context().close();
});

test('a session ended in another tab sends this tab to login saying why', async () => {
  const first = await loggedInAt(env, 'demo_org', '/SZ/helpList');
  // A second tab of the same browser logs out.
  const second = await first.context().newPage();
  await second.goto(`${env.server.base}/dashboard`);
  await waitInteractive(second);
  await second.getByTestId('avatar').click();
  await second.getByTestId('logout').click();
  await second.waitForURL('**/login**');

  // Back in the first tab, the next move finds the session over.
  await first.getByTestId('sidebar-logo').click();
  await first.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
  await waitInteractive(first);
  assert.equal(new URL(first.url()).searchParams.get('redirect'), '/dashboard');
  assert.equal(await first.getByTestId('login-error').innerText(), '登录已失效，请重新登录');
  await screenshot(first, 'login-reason-ended-in-another-tab');
  await first.context().close();
});
