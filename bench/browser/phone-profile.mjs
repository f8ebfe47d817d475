// Where a phone's load goes (issue 37): one load throttled as phone.mjs throttles it (4x CPU,
// 412 px, a network profile), under DevTools' sampling CPU profiler, after VISITS unthrottled
// loads of the same page in the same context (0: cold; 1: phone.mjs's "warm"; 2: a third visit,
// the first to use V8's code cache). Prints when the page was interactive, the script time per
// file and the functions with the most self and total time; writes the profile for DevTools'
// Performance panel (`--out`). Names are the minified ones: find a function by its file, line
// and column in the served script.
//
//   node phone-profile.mjs --base URL --page /SZ/helpList=demo_org [--visits 1]
//        [--profile mobile] [--out load.cpuprofile] [--top 25]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CPU_SLOWDOWN, PROFILES, VIEWPORT, sessionToken } from './phone-lab.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

/** Sampling interval, µs: fine enough for tasks of a few ms at 4x. */
const SAMPLE_US = 200;

function parseArgs(argv) {
  const a = { visits: 1, profile: 'mobile', out: null, top: 25 };
  for (let i = 0; i < argv.length; i += 2) {
    const v = argv[i + 1];
    if (argv[i] === '--base') a.base = v.replace(/\/$/, '');
    else if (argv[i] === '--page') a.page = v;
    else if (argv[i] === '--visits') a.visits = Number(v);
    else if (argv[i] === '--profile') a.profile = v;
    else if (argv[i] === '--out') a.out = v;
    else if (argv[i] === '--top') a.top = Number(v);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!a.base || !a.page || !PROFILES[a.profile]) throw new Error('--base and --page are required; --profile mobile|weak');
  return a;
}

function observeInteractive() {
  new MutationObserver((_, observer) => {
    if (document.documentElement.getAttribute('data-interactive') === 'true') {
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
}

/** Self time per frame key, total time per frame key (once per sample), and time per script file. */
function summarize(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${path.basename(f.url) || '-'}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const self = new Map();
  const total = new Map();
  const files = new Map();
  const add = (map, k, t) => map.set(k, (map.get(k) ?? 0) + t);
  profile.samples.forEach((id, i) => {
    const t = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    add(self, key(node), t);
    add(files, path.basename(node.callFrame.url) || node.callFrame.functionName, t);
    const seen = new Set();
    for (let c = id; c !== undefined; c = parent.get(c)) {
      const k = key(byId.get(c));
      if (!seen.has(k)) add(total, k, t);
      seen.add(k);
    }
  });
  return { self, total, files };
}

const top = (map, n) =>
  [...map]
    .sort((x, y) => y[1] - x[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${k}`)
    .join('\n');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const [pagePath, account] = args.page.split('=');
  const url = args.base + pagePath;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
    if (account) await context.addCookies([{ name: 'token_org', value: await sessionToken(args.base, account), url: new URL('/', url).href }]);
    const page = await context.newPage();
    await page.addInitScript(observeInteractive);
    const interactive = () => page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 90_000 });
    for (let i = 0; i < args.visits; i += 1) {
      await page.goto(url);
      await interactive();
      await page.waitForLoadState('networkidle');
    }
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const net = PROFILES[args.profile];
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: net.latency, downloadThroughput: net.down / 8, uploadThroughput: net.up / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await interactive();
    const { profile } = await cdp.send('Profiler.stop');
    const at = await page.evaluate(() => window.__interactiveAt);
    if (args.out) writeFileSync(args.out, JSON.stringify(profile));
    const { self, total, files } = summarize(profile);
    console.log(`PROFILE page=${pagePath} visits=${args.visits} profile=${args.profile} interactive_ms=${at.toFixed(0)} (the profiler adds its own overhead)`);
    console.log(`--- by script file (self time)\n${top(files, 12)}`);
    console.log(`--- self time\n${top(self, args.top)}`);
    console.log(`--- total time\n${top(total, args.top)}`);
  } finally {
    await browser.close();
  }
}

await main();
