// Starts a real orgcenter (BFF + sandbox in test mode, fresh data dir) and a real Chromium,
// and offers the few steps every E2E test needs: log in, read the sidebar, count things.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { checkAccessibility } from './a11y.mjs';
import { finiteAnimationsEnded } from './animations.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const SCREENSHOTS = join(here, 'screenshots');
export const CAPTCHA = '8888';
export const PASSWORD = 'Demo@2026';
export const ACCOUNTS = { 1: 'demo_org', 2: 'demo_reviewer', 3: 'demo_partner', 4: 'demo_micro', 99: 'demo_admin' };
/** A role-1 organisation that starts unauthenticated and has not accepted the agreement. */
export const NEWCOMER = 'demo_newcomer';

/** Path of the orgcenter binary built by `cargo test` / `cargo build`. */
function binaryPath() {
  if (process.env.ORGCENTER_BIN) return process.env.ORGCENTER_BIN;
  const target = process.env.CARGO_TARGET_DIR || join(here, '..', '..', 'target');
  return join(target, 'debug', 'orgcenter');
}

/** Starts orgcenter on a free port; resolves once it prints its URLs. `env`: more settings
 *  (`ORGCENTER__SECTION__KEY`). */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orgcenter-e2e-'));
  const child = spawn(binaryPath(), ['serve', '--port', '0'], {
    env: {
      ...process.env,
      ORGCENTER_ENV: 'test',
      ORGCENTER__SANDBOX__DATA_DIR: dataDir,
      ORGCENTER__RENDER__THREADS: '1',
      ORGCENTER__SERVER__WORKERS: '2',
      RUST_LOG: process.env.RUST_LOG || 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const urls = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`orgcenter did not start:\n${output}`)), 60_000);
    child.on('exit', (code) => reject(new Error(`orgcenter exited with ${code}:\n${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const app = output.match(/running at (http:\/\/[\d.:]+)/);
      const sandbox = output.match(/sandbox platform at (http:\/\/[\d.:]+)/);
      if (app && sandbox) {
        clearTimeout(timer);
        resolve({ base: app[1], sandbox: sandbox[1] });
      }
    });
  });
  child.removeAllListeners('exit');
  // Wait until an isolate is warm, so timing-sensitive steps are not measuring start-up.
  for (let i = 0; i < 100; i++) {
    const r = await fetch(`${urls.base}/readyz`).catch(() => null);
    if (r && r.ok) break;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return {
    ...urls,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((ok) => (child.exitCode !== null ? ok() : child.on('exit', ok)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** A new page that records console errors and uncaught exceptions (`timezoneId`: the PC's zone, default this machine's). */
export async function newPage(browser, { width = 1366, height = 850, timezoneId } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN', ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat|did not match/i.test(msg.text()))) {
      page.errors.push(msg.text());
    }
  });
  page.on('pageerror', (err) => page.errors.push(String(err)));
  return page;
}

export async function login(page, base, account, { redirect, password = PASSWORD } = {}) {
  // Who the pages after this are checked as (a11y.mjs: once per route and account).
  page.account = account;
  const url = redirect ? `${base}/login?redirect=${encodeURIComponent(redirect)}` : `${base}/login`;
  await page.goto(url);
  await waitInteractive(page);
  await fillTestId(page, 'login-account', account);
  await fillTestId(page, 'login-password', password);
  await fillTestId(page, 'login-verify', CAPTCHA);
  // `base` may end in a mount path (`…/orgcenter`, tests/e2e/proxy.test.mjs).
  const loginPath = `${new URL(base).pathname.replace(/\/$/, '')}/login`;
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith(loginPath), { timeout: 15_000 }),
    page.getByTestId('login-submit').click(),
  ]);
  await waitInteractive(page);
}

/**
 * Waits until the page has hydrated (entry-client marks `<html data-interactive>`), then checks
 * it with axe-core the first time this route is seen for this account (a11y.mjs).
 */
export async function waitInteractive(page) {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await checkAccessibility(page);
}

/** Fills an input that carries the test id itself or wraps it. */
export async function fillTestId(page, id, value) {
  const el = page.getByTestId(id);
  const tag = await el.evaluate((n) => n.tagName);
  if (tag === 'INPUT' || tag === 'TEXTAREA') await el.fill(value);
  else await el.locator('input').first().fill(value);
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // A drawer or modal still sliding in would be caught half-way: wait for every finite CSS
  // animation and transition (spinners run forever and are left alone).
  await finiteAnimationsEnded(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** Adds `count` messages for `account` straight into the sandbox (test mode only). */
export async function addMessages(sandbox, account, count, isRead = false) {
  const r = await fetch(`${sandbox}/__sandbox/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, count, is_read: isRead ? 1 : 0 }),
  });
  if (!r.ok) throw new Error(`adding messages failed: ${r.status} ${await r.text()}`);
}

/**
 * One orgcenter and one Chromium for a test file: started before its first test, stopped after
 * its last. Returns the object whose `server` and `browser` the tests use.
 */
export function serverAndBrowserForFile() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

// ---- Page objects: the kit pieces every area's pages are built from (frontend/src/components/kit).

/** Opening pages as a user of one file's server: `goto(page, path)` waits until hydrated. */
export function consoleOf(env) {
  return {
    async goto(page, path) {
      await page.goto(`${env.server.base}${path}`);
      await waitInteractive(page);
    },
    /** A new page logged in as `account` (1440 × 900 unless told). */
    async pageAs(account, size = { width: 1440, height: 900 }) {
      const page = await newPage(env.browser, size);
      await login(page, env.server.base, account);
      return page;
    },
  };
}

/** A new page (1366 × 850) logged in as `account`, opened on `path` and hydrated. */
export async function loggedInAt(env, account, path) {
  const page = await newPage(env.browser);
  await login(page, env.server.base, account);
  await page.goto(`${env.server.base}${path}`);
  await waitInteractive(page);
  return page;
}

/** 保存草稿 on a new item's form: waits for the draft's own page (`/<draftPath>/<id>`); the draft's id. */
export async function saveDraft(page, draftPath) {
  await Promise.all([page.waitForURL(new RegExp(`/${draftPath}/\\d+$`)), page.getByTestId('save-draft').click()]);
  return Number(new RegExp(`/${draftPath}/(\\d+)`).exec(page.url())[1]);
}

/** Fills the form fields labelled so (by `getByLabel`, not exact), in the order given. */
export async function fillByLabel(page, values) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

/** The end of a test: none of its pages logged an error, then each page's browser context closes. */
export async function closeClean(...pages) {
  assert.deepEqual(pages.flatMap((p) => p.errors), []);
  for (const p of pages) await p.context().close();
}

/** Waits for a toast with this text. */
export const toast = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout: 10_000 });

/** Clicks the OK button of the open Popconfirm (the kit's confirmation of 通过, 提交, 删除…). */
export async function confirm(page) {
  const ok = page.locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary');
  await ok.waitFor();
  await ok.click();
}

/** Picks an option of the antd Select wrapped by the form item labelled `label`. */
export async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

/** The kit's ListPage: the table with this test id, its rows, a row by its text. */
export function listPage(page, tableTestId) {
  const table = page.getByTestId(tableTestId);
  return {
    table,
    rows: () => table.locator('tr.ant-table-row'),
    row: (hasText) => table.locator('tr.ant-table-row', { hasText }),
    count: () => table.locator('tr.ant-table-row').count(),
    /** Waits until the table shows at least one row (the browser's own load after a move). */
    waitForRows: () =>
      page.waitForFunction((id) => document.querySelectorAll(`[data-testid="${id}"] tr.ant-table-row`).length > 0, tableTestId),
  };
}

/** The kit's ActionBar and ReasonModal: 通过 (confirmed), 退回 with a reason. */
export function reviewBar(page) {
  return {
    /** Clicks an action and confirms it (actions without a confirmation: pass `confirmed: false`). */
    async act(testId, { confirmed = true } = {}) {
      await page.getByTestId(testId).click();
      if (confirmed) await confirm(page);
    },
    /** Opens 退回, sends the reason. */
    async returnWith(testId, reason) {
      await page.getByTestId(testId).click();
      await fillTestId(page, 'reason-input', reason);
      await page.getByTestId('reason-ok').click();
    },
    /** Opens 退回 and sends it empty: the dialog refuses it and stays open. */
    async returnEmpty(testId) {
      await page.getByTestId(testId).click();
      await page.getByTestId('reason-ok').click();
    },
    reasonInput: () => page.getByTestId('reason-input'),
  };
}

// ---- Form pieces of the shared building blocks (upload, region picker, date ranges, rich text).

/** A valid 1×1 PNG, for image uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The form item whose label is exactly `label`. */
export const formItemOf = (page, label) =>
  page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Uploads `count` images into the ImageUpload of the form item `label` and waits until they are done. */
export async function uploadImages(page, label, count = 1) {
  const item = formItemOf(page, label);
  const done = await item.locator('.ant-upload-list-item-done').count();
  const files = Array.from({ length: count }, (_, i) => ({ name: `img-${i + 1}.png`, mimeType: 'image/png', buffer: TINY_PNG }));
  await item.locator('input[type=file]').setInputFiles(files);
  await item.locator('.ant-upload-list-item-done').nth(done + count - 1).waitFor({ timeout: 20_000 });
}

/** Picks a region in the RegionPicker of the form item `label` by searching `name` (a district or city). */
export async function pickRegion(page, label, name) {
  await page.waitForFunction((l) => ![...document.querySelectorAll('.ant-form-item')].some((f) => f.querySelector('label')?.textContent === l && f.querySelector('.ant-cascader-disabled')), label);
  const input = formItemOf(page, label).locator('input');
  await input.click();
  await input.fill(name);
  await page.locator('.ant-cascader-menu-item', { hasText: name }).first().click();
}

/** Types both ends of the antd RangePicker of the form item `label` (`YYYY-MM-DD`). */
export async function pickRange(page, label, start, end) {
  const inputs = formItemOf(page, label).locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
}

/** Types into the rich-text editor with this test id once its chunk has loaded; `html` replaces the content. */
export async function typeRichText(page, testId, { text, bold }) {
  const editable = page.getByTestId(testId).locator('[contenteditable="true"]');
  await editable.waitFor({ timeout: 15_000 });
  await editable.click();
  await page.keyboard.type(text);
  if (bold) {
    await page.keyboard.press('Enter');
    await page.getByTestId(testId).getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type(bold);
  }
}

/** POSTs a test-mode call straight to the sandbox (`/__sandbox/...`); resolves with its envelope. */
export async function sandboxCall(sandbox, path, body) {
  const r = await fetch(`${sandbox}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = await r.json().catch(() => null);
  if (!r.ok || env?.code !== 200) throw new Error(`${path} failed: ${r.status} ${JSON.stringify(env)}`);
  return env;
}
