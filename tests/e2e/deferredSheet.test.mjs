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
const PAGES = ['/SZ/helpList', '/SJ/projectList', '/dashboard'];

let cookies = null;

/** A fresh phone context (empty cache) with demo_org's session; `blockSheets`: every stylesheet
 *  request fails (routing also turns the HTTP cache off). */
async function phone(blockSheets) {
  if (!cookies) {
    const context = await env.browser.newContext(PHONE);
    await login(await context.newPage(), env.server.base, 'demo_org');
    cookies = await context.cookies();
    await context.close();
  }
  const context = await env.browser.newContext(PHONE);
  await context.addCookies(cookies);
  const page = await context.newPage();
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

// The filter bar's choice filters fetch antd's Select when they go live (frontend/src/lib/swapCode.ts):
// folded away on a phone, after the page is interactive; shown on a wide screen, beside the page's
// own chunks, and the page is interactive only once they are antd's.
test("a phone's list is interactive before antd's Select is fetched for its folded filters; a wide screen's filters answer once it is interactive", async () => {
  const { context, page } = await phone(false);
  try {
    await page.addInitScript(recordInteractive);
    await page.goto(`${env.server.base}/SZ/helpList`);
    await waitInteractive(page);
    await page.waitForFunction(() => document.documentElement.dataset.choiceSelectFetched !== undefined, null, { timeout: 30_000 });
    const phoneTimes = await page.evaluate(() => ({ at: window.__interactiveAt, fetched: Number(document.documentElement.dataset.choiceSelectFetched) }));
    assert.ok(phoneTimes.fetched >= phoneTimes.at, `fetched at ${phoneTimes.fetched} ms, interactive at ${phoneTimes.at} ms`);
  } finally {
    await context.close();
  }
  const wide = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    await wide.addCookies(cookies);
    const page = await wide.newPage();
    await page.addInitScript(recordInteractive);
    await page.goto(`${env.server.base}/SZ/helpList`);
    await waitInteractive(page);
    const wideTimes = await page.evaluate(() => ({ at: window.__interactiveAt, fetched: Number(document.documentElement.dataset.choiceSelectFetched) }));
    assert.ok(wideTimes.fetched < wideTimes.at, `fetched at ${wideTimes.fetched} ms, interactive at ${wideTimes.at} ms`);
    // Interactive means antd's Select: the first click opens its options.
    await page.getByTestId('filter-status').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().waitFor({ timeout: 5_000 });
  } finally {
    await wide.close();
  }
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
