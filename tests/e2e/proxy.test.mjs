// The console behind nginx, as README's recipe sets it up (deploy/nginx/orgcenter.conf): on a
// sub-path (/orgcenter/) of a non-default port, with proxy_buffering on and a 1 MB body limit.
// A user logs in, opens a list and an item, saves a change with an image, exports, logs out, and
// every page reloads under the prefix, hydrated, without a console error and without a request
// that leaves the prefix. A file above the proxy's limit is refused by nginx (413, its HTML
// page), and the upload dialog says so with the limit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, login, newPage, screenshot, startServer, toast, uploadImages, waitInteractive, formItemOf, closeClean } from './harness.mjs';
import { startNginx } from './nginx.mjs';
import { sheetRows } from './xlsx.mjs';

const BASE_PATH = '/orgcenter/';
const MAX_BODY_MB = 1;
const env = { server: null, nginx: null, browser: null, site: '' };

before(async () => {
  env.server = await startServer({
    ORGCENTER__SERVER__BASE_PATH: BASE_PATH,
    ORGCENTER__SERVER__GATEWAY_MAX_BODY_MB: String(MAX_BODY_MB),
    ORGCENTER__SERVER__TRUSTED_PROXIES: '["127.0.0.1"]',
  });
  env.nginx = await startNginx({ orgcenter: new URL(env.server.base).host, basePath: BASE_PATH, maxBodyMb: MAX_BODY_MB });
  env.site = `${env.nginx.origin}${BASE_PATH.replace(/\/$/, '')}`;
  env.browser = await launchBrowser();
});

after(async () => {
  await env.browser?.close();
  await env.nginx?.stop();
  await env.server?.stop();
});

/** A page that records every request to nginx's origin outside the prefix. */
async function pageBehindProxy() {
  const page = await newPage(env.browser, { width: 1366, height: 850 });
  page.outside = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // blob: URLs (a download handed to the browser, a local preview) name no path of the site.
    if (url.protocol === 'http:' && url.origin === env.nginx.origin && !url.pathname.startsWith(BASE_PATH)) page.outside.push(url.pathname);
  });
  return page;
}

/** Reloads, waits for hydration and checks the address is still under the prefix. */
async function reload(page, pathPattern) {
  await page.reload();
  await waitInteractive(page);
  const { pathname } = new URL(page.url());
  assert.match(pathname, pathPattern);
}

async function readAll(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

test('behind nginx on a sub-path: log in, a list, an item, a change with an image, an export and log out, each page reloading under the prefix', async () => {
  const page = await pageBehindProxy();
  // The login's POST passes the Origin check on a non-default port: nginx sends the Host the
  // browser used (with `Host $host` it would be 403 「请求被拒绝：来源不一致」).
  const answered = page.waitForResponse((r) => r.url().endsWith('/orgcenter/api/organization/login/login'));
  const loggedIn = login(page, env.site, 'demo_org');
  const answer = await answered;
  // The body only when refused: a successful login navigates on, and its body goes with the page.
  if (answer.status() !== 200) assert.fail(`the login through nginx: ${answer.status()} ${await answer.text()}`);
  await loggedIn;
  assert.equal(new URL(page.url()).pathname, '/orgcenter/dashboard');
  await reload(page, /^\/orgcenter\/dashboard$/);

  // A list, opened from the sidebar: its links carry the prefix, the router navigates without it.
  await page.goto(`${env.site}/SZ/helpList`);
  await waitInteractive(page);
  await reload(page, /^\/orgcenter\/SZ\/helpList$/);
  const caseLink = page.locator('a[data-testid^="case-link-"]').first();
  await caseLink.waitFor();
  assert.match(await caseLink.getAttribute('href'), /^\/orgcenter\/SZ\/viewHelp\/\d+$/);

  // An item, by a click (client navigation), then reloaded (server render under the prefix).
  await Promise.all([page.waitForURL(/\/orgcenter\/SZ\/viewHelp\/\d+$/), caseLink.click()]);
  await page.getByTestId('case-detail').waitFor();
  await reload(page, /^\/orgcenter\/SZ\/viewHelp\/\d+$/);
  await page.getByTestId('case-detail').waitFor();

  // A change with an upload: a draft case with a cover image, posted through nginx.
  await page.goto(`${env.site}/SZ/newHelp`);
  await waitInteractive(page);
  await page.getByLabel('求助标题').fill(`代理后的草稿-${Date.now().toString(36)}`);
  await uploadImages(page, '封面图');
  await Promise.all([page.waitForURL(/\/orgcenter\/SZ\/draftHelp\/\d+$/), page.getByTestId('save-draft').click()]);
  await toast(page, '草稿已保存');
  await reload(page, /^\/orgcenter\/SZ\/draftHelp\/\d+$/);
  const cover = formItemOf(page, '封面图').locator('img').first();
  await cover.waitFor();
  assert.match(await cover.getAttribute('src'), /^\/orgcenter\/sandbox-files\//);
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await cover.elementHandle());
  await cover.scrollIntoViewIfNeeded();
  await screenshot(page, 'proxy-subpath-draft');

  // An export through the proxy (buffered by nginx), from a list reloaded under the prefix.
  await page.goto(`${env.site}/SX/activelist`);
  await waitInteractive(page);
  await reload(page, /^\/orgcenter\/SX\/activelist$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-activity').click()]);
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  const rows = sheetRows(await readAll(await download.createReadStream()));
  assert.ok(rows.length > 1, `the export holds rows: ${rows.length}`);

  // Logging out lands on the login page under the prefix; the session cookie is gone.
  await page.getByTestId('avatar').click();
  await Promise.all([page.waitForURL(/\/orgcenter\/login/), page.getByTestId('logout').click()]);
  await waitInteractive(page);
  assert.equal((await page.context().cookies()).find((c) => c.name === 'token_org'), undefined);
  await reload(page, /^\/orgcenter\/login$/);
  await page.goto(`${env.site}/dashboard`);
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/orgcenter/login?redirect=%2Fdashboard');

  assert.deepEqual(page.outside, [], 'every request stays under the prefix');
  await closeClean(page);
});

test('a file above the proxy\'s body limit is refused by nginx, and the upload dialog names the limit', async () => {
  const page = await pageBehindProxy();
  await login(page, env.site, 'demo_org');
  await page.goto(`${env.site}/SZ/newHelp`);
  await waitInteractive(page);
  // Under the console's 5 MB image limit, over the proxy's 1 MB.
  // It starts like a PNG, so the browser's content check lets it go and the proxy is what refuses.
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(Math.round(1.5 * 1024 * 1024), 7)]);
  const big = { name: 'big.png', mimeType: 'image/png', buffer: body };
  const refused = page.waitForResponse((r) => r.url().includes('/orgcenter/sandbox-files/oss/') && r.status() === 413);
  await formItemOf(page, '封面图').locator('input[type=file]').setInputFiles(big);
  const answer = await refused;
  assert.match(await answer.headerValue('content-type'), /text\/html/, "nginx's own page, not the console's JSON");
  await toast(page, `文件超过网关允许的大小（上限 ${MAX_BODY_MB} MB），请压缩后重试`);
  await screenshot(page, 'proxy-413');
  assert.deepEqual(page.outside, []);
  // The browser reports the refused request itself; nothing else went wrong.
  assert.deepEqual(page.errors.filter((e) => !/status of 413/.test(e)), []);
  await page.context().close();
});
