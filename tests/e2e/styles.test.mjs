// The browser build leaves antd's style code out (frontend/scripts/antd-zero-runtime.mjs): its
// style hooks return only class names, and the CSS variables antd used to inject per component
// come from the extracted stylesheet alone. This proves the browser applies the same CSS either
// way: the same pages, in the same states (server HTML hydrated, then popups, validation errors,
// a colour and a size changed in the browser), are opened in a build with antd's style code
// (`--antd-style-code`) and in the normal build, and every element's computed style (and its
// ::before/::after) must be identical. Served by frontend/scripts/preview.mjs (the server bundle
// in a bare vm context, fixtures for the API), so both builds render the very same data.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { launchBrowser, newPage, waitInteractive, closeClean } from './harness.mjs';
import { computedStyles, firstDifference } from './styleSnapshot.mjs';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend');
const { startPreview } = await import(pathToFileURL(join(FRONTEND, 'scripts', 'preview.mjs')).href);

const tmp = mkdtempSync(join(tmpdir(), 'orgcenter-styles-'));
const builds = { withStyleCode: join(tmp, 'with-style-code'), zeroRuntime: join(tmp, 'zero-runtime') };
const servers = [];
let browser;

before(async () => {
  const build = (out, ...flags) => promisify(execFile)(process.execPath, ['build.mjs', '--out', out, ...flags], { cwd: FRONTEND });
  await build(builds.withStyleCode, '--antd-style-code');
  await build(builds.zeroRuntime);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const s of servers) s.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A preview of `dist` for these roles and settings; resolves to its base URL. */
async function preview(dist, roles, settings) {
  const server = await startPreview({ dist, port: 0, roles, settings });
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

/** CSS text antd injected at run time for single components (`.css-var-….ant-btn{--ant-button-…}`). */
const injectedComponentStyles = (page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('style'), (s) => s.textContent).filter((t) => /^\.css-var-[\w-]+\.ant-/.test(t)).length);

const CASES = [
  { name: 'the login page with the account field focused', roles: [], url: '/login', act: (p) => p.getByTestId('login-account').click() },
  { name: 'the list page as the server rendered it', roles: [1], url: '/messageNotice/index' },
  { name: 'the list page in another colour (org_ui cookie)', roles: [1], url: '/messageNotice/index', settings: { theme: '#722ed1' } },
  { name: 'the list page in 迷你 (compact)', roles: [1], url: '/messageNotice/index', settings: { size: 'mini' } },
  { name: 'the list page in 默认 (large)', roles: [1], url: '/messageNotice/index', settings: { size: 'large' } },
  {
    name: 'the colour and the size changed in the browser (settings drawer, size menu)',
    roles: [1],
    url: '/messageNotice/index',
    // Clicks without moving the mouse: a pointer left over the navbar opens its icons' tooltips
    // after a delay, in one build's run and not in the other's.
    act: async (p) => {
      const click = (locator) => locator.dispatchEvent('click');
      await click(p.getByTestId('settings-button'));
      await click(p.getByTestId('theme-#1890ff'));
      await click(p.locator('.ant-drawer-close'));
      await p.locator('.ant-drawer-open').waitFor({ state: 'detached' });
      await click(p.getByTestId('size-select'));
      await click(p.getByTestId('size-small'));
    },
  },
  {
    name: 'a filter bar with its status select and date range open',
    roles: [99],
    url: '/SZ/helpList',
    act: async (p) => {
      await p.getByTestId('filter-status').click();
      await p.locator('.ant-select-dropdown').waitFor();
      await p.keyboard.press('Escape');
      await p.getByTestId('filter-dates').first().click();
      await p.locator('.ant-picker-dropdown').waitFor();
    },
  },
  {
    name: 'a form page showing its validation errors',
    roles: [1],
    url: '/config/payAccount/newWXAccount',
    act: async (p) => {
      await p.getByTestId('pay-submit').click();
      await p.locator('.ant-form-item-explain-error').first().waitFor();
    },
  },
];

for (const c of CASES) {
  test(`the browser applies the same CSS without antd's style code: ${c.name}`, async () => {
    const snapshots = {};
    for (const [kind, dist] of Object.entries(builds)) {
      const base = await preview(dist, c.roles, c.settings ?? null);
      const page = await newPage(browser);
      await page.goto(`${base}${c.url}`);
      await waitInteractive(page);
      await c.act?.(page);
      snapshots[kind] = await computedStyles(page);
      // antd's own hooks inject each component's variables again at run time; ours do not.
      const injected = await injectedComponentStyles(page);
      if (kind === 'zeroRuntime') assert.equal(injected, 0, 'per-component CSS injected at run time');
      else assert.ok(injected > 0, "the build with antd's style code injects component CSS (else this compares nothing)");
      await closeClean(page);
    }
    assert.ok(snapshots.zeroRuntime.length > 20, `only ${snapshots.zeroRuntime.length} elements`);
    assert.equal(firstDifference(snapshots.withStyleCode, snapshots.zeroRuntime), null);
  });
}

// The filter bar's date range is a lookalike of antd's RangePicker until the user reaches for it
// (frontend/src/components/kit/dateRange): the page must look the same before and after the
// real picker is swapped in, empty and with a range from the URL.
for (const query of ['', '?start_date=2026-01-05&end_date=2026-02-10']) {
  test(`the date range lookalike and antd's RangePicker look the same (${query ? 'with a range' : 'empty'})`, async () => {
    const base = await preview(builds.zeroRuntime, [99], null);
    const page = await newPage(browser);
    await page.goto(`${base}/SZ/helpList${query}`);
    await waitInteractive(page);
    const dates = page.getByTestId('filter-dates');
    // The pointer rests in an empty corner of the page in both snapshots (no hover style).
    const rest = () => page.mouse.move(1360, 845);
    await rest();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.rangePicker ?? null), null, 'the real picker is not loaded up front');
    const served = await computedStyles(page);
    const servedValues = await dates.evaluateAll((inputs) => inputs.map((i) => i.value));
    // A pointer over the field fetches the real picker; the pointer then leaves (no hover style).
    await dates.first().hover();
    await page.waitForFunction(() => document.documentElement.dataset.rangePicker === 'loaded');
    await rest();
    const swapped = await computedStyles(page);
    assert.deepEqual(await dates.evaluateAll((inputs) => inputs.map((i) => i.value)), servedValues);
    assert.ok(served.some((e) => e.el.startsWith('div.ant-picker.ant-picker-range')), 'the page shows a date range');
    assert.equal(firstDifference(served, swapped), null);
    // The swapped-in picker works: a click opens its calendar.
    await dates.first().click();
    await page.locator('.ant-picker-dropdown').waitFor();
    await closeClean(page);
  });
}
