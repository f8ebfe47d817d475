// First paint on a phone (issue 37): headless Chromium with the DevTools protocol's network and
// CPU throttling (4x), a 412 px viewport, against an `orgcenter` served directly over HTTP/1.1.
// Per page, profile and cache state, the median of RUNS loads: first contentful paint, largest
// contentful paint, interactive (`html[data-interactive]`, set by entry-client after hydration),
// and the requests and bytes (transferred) started before interactive.
//
//   node phone.mjs --base URL --pages "/login /SZ/helpList=demo_org …" [--runs 5]
//        [--profiles mobile,weak] [--caches cold,warm] [--label ssr] [--budget-s 900]
// A page is `PATH` (no session) or `PATH=ACCOUNT` (logged in as that demo account first).
// Prints one `PHONE …` line per cell as soon as it is measured, so a run ended early still
// reports what it measured; `--budget-s`: cells not started within that many seconds are skipped
// (and said so), so the bench's bound is kept on a slow day.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CPU_SLOWDOWN, PROFILES, VIEWPORT, sessionToken } from './phone-lab.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

function parseArgs(argv) {
  const a = { runs: 5, profiles: ['mobile', 'weak'], caches: ['cold', 'warm'], label: 'ssr', budgetS: Infinity, pages: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const v = argv[i + 1];
    if (argv[i] === '--base') a.base = v.replace(/\/$/, '');
    else if (argv[i] === '--pages') a.pages = v.split(/\s+/).filter(Boolean);
    else if (argv[i] === '--runs') a.runs = Number(v);
    else if (argv[i] === '--profiles') a.profiles = v.split(',');
    else if (argv[i] === '--caches') a.caches = v.split(',');
    else if (argv[i] === '--label') a.label = v;
    else if (argv[i] === '--budget-s') a.budgetS = Number(v);
    else throw new Error(`unknown argument ${argv[i]}`);
    i += 1;
  }
  if (!a.base || a.pages.length === 0) throw new Error('--base and --pages are required');
  return a;
}

// Runs in the page before any of its scripts: when hydration marks <html data-interactive>, and
// the latest largest-contentful-paint candidate.
function observePaint() {
  window.__lcp = -1;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement.getAttribute('data-interactive') === 'true') {
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
}

function readTimes() {
  const at = window.__interactiveAt;
  const nav = performance.getEntriesByType('navigation')[0];
  const before = performance.getEntriesByType('resource').filter((r) => r.startTime <= at);
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    lcp: window.__lcp,
    interactive: at,
    url: location.pathname,
    // Served from the cache (transferSize 0) is no request on the wire.
    requests: 1 + before.filter((r) => r.transferSize > 0).length,
    bytes: (nav?.transferSize ?? 0) + before.reduce((n, r) => n + r.transferSize, 0),
  };
}

async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down / 8,
    uploadThroughput: profile.up / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One measured load; `warm`: the same page was loaded once before in this context. */
async function measure(browser, url, token, profile, warm) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  try {
    if (token) await context.addCookies([{ name: 'token_org', value: token, url: new URL('/', url).href }]);
    const page = await context.newPage();
    await page.addInitScript(observePaint);
    const wait = () => page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 90_000 });
    if (warm) {
      await page.goto(url);
      await wait();
      await page.waitForLoadState('networkidle');
    }
    await throttle(context, page, profile);
    await page.goto(url);
    await wait();
    // LCP candidates stop with the first input; none here, so wait for paint to settle.
    await page.waitForTimeout(300);
    const t = await page.evaluate(readTimes);
    if (process.env.PHONE_DEBUG) console.error(t);
    return t;
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const tokens = new Map();
  try {
    // Chromium's own first-start costs are not the page's: one unmeasured, unthrottled load.
    const [firstPath] = args.pages[0].split('=');
    const warmup = await browser.newPage();
    await warmup.goto(args.base + firstPath).catch(() => {});
    await warmup.close();
    for (const spec of args.pages) {
      const [pagePath, account] = spec.split('=');
      if (account && !tokens.has(account)) tokens.set(account, await sessionToken(args.base, account));
      for (const profileName of args.profiles) {
        for (const cache of args.caches) {
          const cell = `label=${args.label} page=${pagePath} profile=${profileName} cache=${cache}`;
          if ((Date.now() - started) / 1000 > args.budgetS) {
            console.log(`PHONE ${cell} skipped=time-budget`);
            continue;
          }
          const runs = [];
          for (let i = 0; i < args.runs; i += 1) {
            runs.push(await measure(browser, args.base + pagePath, account && tokens.get(account), PROFILES[profileName], cache === 'warm'));
          }
          const m = (k) => median(runs.map((r) => r[k]));
          console.log(
            `PHONE ${cell} fcp_ms=${m('fcp').toFixed(0)} lcp_ms=${m('lcp').toFixed(0)} interactive_ms=${m('interactive').toFixed(0)} ` +
              `requests=${m('requests')} kbytes=${(m('bytes') / 1024).toFixed(1)} runs=${runs.length}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
