// First paint in headless Chromium on loopback: the server-rendered list page against the same
// page from a BFF with `render.ssr = false` (empty root, the browser renders it), alternating,
// each load in a fresh browser context (cold cache, as a first visit). Also the gzip size of the
// JavaScript each page loads before it is interactive (login page, list page).
//
//   node first-paint.mjs SSR_BASE CSR_BASE TOKEN PATH RUNS
// Prints `RESULT …` lines for run.sh.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const [ssrBase, csrBase, token, pagePath, runsArg = '5'] = process.argv.slice(2);
const runs = Number(runsArg);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** Navigation-relative times (ms): first contentful paint, and when table rows exist in the DOM. */
async function measure(base, withSession) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  if (withSession) await context.addCookies([{ name: 'token_org', value: token, url: base }]);
  const page = await context.newPage();
  // Registered before any document script: records when the first table row is inserted,
  // whether by the HTML parser (server-rendered) or by React (client-rendered).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('.ant-table-row')) {
        window.__rowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(base + pagePath, { waitUntil: 'load' });
  await page.waitForSelector('.ant-table-row', { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const t = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    rows: window.__rowsAt ?? -1,
  }));
  let jsGzip = 0;
  for (const res of scripts) jsGzip += gzipSync(await res.body(), { level: 9 }).length;
  await context.close();
  return { ...t, jsGzip, jsFiles: scripts.length };
}

/** Gzip bytes of the JavaScript the login page loads (no session). */
async function loginJs(base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="login-account"]', { timeout: 15_000 });
  let bytes = 0;
  for (const res of scripts) bytes += gzipSync(await res.body(), { level: 9 }).length;
  await context.close();
  return { bytes, files: scripts.length };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

try {
  // One unmeasured load each: Chromium's own first-start costs are not the page's.
  await measure(ssrBase, true);
  await measure(csrBase, true);
  const ssr = [];
  const csr = [];
  for (let i = 0; i < runs; i += 1) {
    ssr.push(await measure(ssrBase, true));
    csr.push(await measure(csrBase, true));
  }
  for (const [name, list] of [
    ['ssr', ssr],
    ['csr', csr],
  ]) {
    console.log(
      `RESULT mode=${name} fcp_ms=${median(list.map((r) => r.fcp)).toFixed(1)} rows_ms=${median(list.map((r) => r.rows)).toFixed(1)} ` +
        `js_gzip=${list[0].jsGzip} js_files=${list[0].jsFiles} runs=${list.length}`,
    );
  }
  const login = await loginJs(ssrBase);
  console.log(`RESULT mode=login js_gzip=${login.bytes} js_files=${login.files}`);
} finally {
  await browser.close();
}
