// The whole stylesheet loads after hydration (issue 37): a page's HTML carries its first-paint
// rules inline and the sheet's link in a <noscript>, which entry-client turns into a real link
// once the page is interactive. This checks the browser side of it on a phone-sized list page:
// nothing asks for the sheet before the page is interactive, the sheet then loads, and what the
// page shows at that moment without the sheet (after the lookalikes have swapped in antd's
// components) is what it shows with it — every element's computed style, pseudo-elements too;
// and the filter bar's Select, which a phone fetches only once the page is interactive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, login, waitInteractive } from './harness.mjs';
import { computedStyles, firstDifference } from './styleSnapshot.mjs';

const env = serverAndBrowserForFile();
const PHONE = { viewport: { width: 412, height: 915 }, locale: 'zh-CN' };
const WIDE = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };
const PAGES = ['/SZ/helpList', '/SJ/projectList', '/dashboard'];

let cookies = null;

/** A fresh context of `options` (empty cache) with demo_org's session, logged in once per file. */
async function withSession(options) {
  if (!cookies) {
    const context = await env.browser.newContext(PHONE);
    await login(await context.newPage(), env.server.base, 'demo_org');
    cookies = await context.cookies();
    await context.close();
  }
  const context = await env.browser.newContext(options);
  await context.addCookies(cookies);
  return { context, page: await context.newPage() };
}

/** A fresh phone context with demo_org's session; `blockSheets`: every stylesheet request fails
 *  (routing also turns the HTTP cache off). */
async function phone(blockSheets) {
  const { context, page } = await withSession(PHONE);
  if (blockSheets) await page.route(/\.css(\?|$)/, (route) => route.abort());
  return { context, page };
}

// When <html data-interactive> was set, on the page's clock (as bench/browser/phone.mjs sees it).
function recordInteractive() {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.interactive === 'true') {
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
}

test('no stylesheet is requested before a list page is interactive, and the whole sheet loads after', async () => {
  const { context, page } = await phone(false);
  try {
    await page.addInitScript(recordInteractive);
    await page.goto(`${env.server.base}/SZ/helpList`);
    await waitInteractive(page);
    await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/app-')), null, { timeout: 30_000 });
    const { at, sheets, inHead } = await page.evaluate(() => ({
      at: window.__interactiveAt,
      sheets: performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'link' && /\.css(\?|$)/.test(r.name)).map((r) => r.startTime),
      inHead: document.head.querySelector('link[rel="stylesheet"][href*="/assets/app-"]') !== null,
    }));
    assert.equal(sheets.length, 1, `one stylesheet request: ${sheets}`);
    assert.ok(sheets[0] > at, `the sheet was requested at ${sheets[0]} ms, interactive at ${at} ms`);
    assert.ok(inHead, 'entry-client linked the sheet in the head');
  } finally {
    await context.close();
  }
});

/** `path` opened hydrated with demo_org's session in a fresh context, a phone's (412 px) or a
 *  wide screen's (1280 px), with the moment it became interactive recorded; `use(page)` runs, then
 *  the context closes. */
async function interactiveOn(screen, path, use) {
  const { context, page } = await withSession(screen === 'phone' ? PHONE : WIDE);
  try {
    await page.addInitScript(recordInteractive);
    await page.goto(`${env.server.base}${path}`);
    await waitInteractive(page);
    return await use(page);
  } finally {
    await context.close();
  }
}

/** When the page became interactive and when the swap code behind `dataKey` was fetched. */
const fetchTimes = (page, dataKey) => page.evaluate((key) => ({ at: window.__interactiveAt, fetched: Number(document.documentElement.dataset[key]) }), dataKey);

/** The options of the select that is open now. */
const openOptions = (page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

// The filter bar's choice filters fetch antd's Select when they go live (frontend/src/lib/swapCode.ts):
// folded away on a phone, after the page is interactive; shown on a wide screen, beside the page's
// own chunks, and the page is interactive only once they are antd's.
test("a phone's list is interactive before antd's Select is fetched for its folded filters; a wide screen's filters answer once it is interactive", async () => {
  await interactiveOn('phone', '/SZ/helpList', async (page) => {
    await page.waitForFunction(() => document.documentElement.dataset.choiceSelectFetched !== undefined, null, { timeout: 30_000 });
    const { at, fetched } = await fetchTimes(page, 'choiceSelectFetched');
    assert.ok(fetched >= at, `fetched at ${fetched} ms, interactive at ${at} ms`);
  });
  await interactiveOn('wide', '/SZ/helpList', async (page) => {
    const { at, fetched } = await fetchTimes(page, 'choiceSelectFetched');
    assert.ok(fetched < at, `fetched at ${fetched} ms, interactive at ${at} ms`);
    // Interactive means antd's Select: the first click opens its options.
    await page.getByTestId('filter-status').click();
    await openOptions(page).first().waitFor({ timeout: 5_000 });
  });
});

/** Code only a popup, a searching select or a menu needs: the trigger, the select's list, rc-menu. */
const POPUP_CODE = ['rc-trigger-popup', 'rc-virtual-list', '"rc-menu"'];

// antd's overlays (Tooltip, Dropdown, Popover, Popconfirm), the sidebar's Menu and a remote
// filter's searching select are swap code too (components/onDemand, layout/AntdSideMenu.tsx,
// FilterBar.tsx): a phone fetches them once the page is interactive, and no script it loads
// before holds any of that code; a wide screen's remote filter is antd's Select when it is.
test("a phone's list with a remote filter loads no popup, select or menu code before it is interactive; a wide screen's remote filter searches once it is", async () => {
  await interactiveOn('phone', '/SX/activelist', async (page) => {
    await page.waitForFunction(() => document.documentElement.dataset.overlaysFetched !== undefined && document.documentElement.dataset.remoteSelectFetched !== undefined, null, { timeout: 30_000 });
    const early = await page.evaluate(async (markers) => {
      const scripts = performance.getEntriesByType('resource').filter((r) => /\.js(\?|$)/.test(r.name) && r.startTime < window.__interactiveAt);
      const found = [];
      for (const s of scripts) {
        const text = await (await fetch(s.name)).text();
        for (const m of markers) if (text.includes(m)) found.push(`${s.name}: ${m}`);
      }
      return found;
    }, POPUP_CODE);
    assert.deepEqual(early, [], 'scripts loaded before the page was interactive hold popup code');
    for (const key of ['overlaysFetched', 'remoteSelectFetched']) {
      const { at, fetched } = await fetchTimes(page, key);
      assert.ok(fetched >= at, `${key}: at ${fetched} ms, interactive at ${at} ms`);
    }
  });
  await interactiveOn('wide', '/SX/activelist', async (page) => {
    const { at, fetched } = await fetchTimes(page, 'remoteSelectFetched');
    assert.ok(fetched < at, `fetched at ${fetched} ms, interactive at ${at} ms`);
    // Interactive means antd's searching Select: the first click lists the platform's tags.
    await page.getByTestId('filter-tag_id').click();
    const option = openOptions(page).first();
    await option.waitFor({ timeout: 10_000 });
    const label = (await option.textContent()).trim();
    await option.click();
    await page.waitForURL(/[?&]tag_id=\d+/);
    await page.getByTestId('filter-tag_id').getByText(label, { exact: true }).waitFor();
  });
});

for (const path of PAGES) {
  test(`${path} at 412 px looks the same when interactive without the whole sheet as with it`, async () => {
    const snapshot = async (blockSheets) => {
      const { context, page } = await phone(blockSheets);
      try {
        await page.goto(`${env.server.base}${path}`);
        await waitInteractive(page);
        if (!blockSheets) {
          await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/app-')), null, { timeout: 30_000 });
        }
        // The first paint leaves out the custom properties none of its rules reads
        // (bff/critical_css/custom_properties.rs); the properties that read them are compared.
        return await computedStyles(page, '#root', { customProperties: false });
      } finally {
        await context.close();
      }
    };
    const without = await snapshot(true);
    const withSheet = await snapshot(false);
    assert.equal(firstDifference(without, withSheet), null);
  });
}
