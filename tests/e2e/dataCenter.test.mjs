// 数据中心 in Chromium: every chart is SVG in the server's HTML (no JavaScript needed), becomes
// an interactive ECharts chart after the lazy chunk loads (tooltip on hover) with no hydration
// warning, the province ranking is markup, filters live in the URL, role 3 sees only its
// province, roles 1 and 4 get the 401 page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, consoleOf, screenshot, ACCOUNTS } from './harness.mjs';
import { sheetRows } from './xlsx.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);
const PATH = '/dataCenter/dataCenter';
const CHARTS = ['chart-trend', 'chart-area', 'chart-pledges'];
/**
 * The trend's count bars' colour (CHART_COLORS[4]; its legend icon has it too while shown) and
 * the lighter one ECharts draws them in while their series is highlighted (the pointer on the
 * legend item; it may stay highlighted after the pointer leaves the chart).
 */
const COUNT_BAR_FILLS = ['#ffd591', 'rgb(255,234,159)'];

/** The server's HTML of a page for the logged-in user of `page` (a plain GET: no script runs). */
async function serverHtml(page, path) {
  const r = await page.request.get(`${env.server.base}${path}`);
  return { status: r.status(), html: await r.text() };
}

/** The markup of one chart's box in the server's HTML (up to the next chart box). */
function chartMarkup(html, testId) {
  const at = html.indexOf(`data-testid="${testId}"`);
  assert.ok(at > 0, `${testId} is in the server HTML`);
  const next = html.indexOf('class="chart-box"', at + 1);
  return html.slice(at, next > 0 ? next : undefined);
}

/** The province names of the 地区分布 ranking in the server's HTML, in their order. */
function rankedProvinces(html) {
  const at = html.indexOf('data-testid="region-ranking"');
  assert.ok(at > 0, 'the province ranking is in the server HTML');
  const list = html.slice(at, html.indexOf('</ol>', at));
  // A name is a link for those who may choose a province, plain text for role 3.
  return [...list.matchAll(/class="region-name">(?:<a [^>]*>)?([^<]+)</g)].map((m) => m[1]);
}

test('the server HTML of the data centre already holds every chart as SVG', async () => {
  const page = await pageAs(ACCOUNTS[99]);
  const { status, html } = await serverHtml(page, PATH);
  assert.equal(status, 200);
  for (const id of CHARTS) {
    const box = chartMarkup(html, id);
    assert.match(box, /<svg [^>]*viewBox=/, `${id} has an SVG in the first paint`);
    assert.doesNotMatch(box, /<style/, `${id} brings no style element`);
  }
  // The charts carry the figures: the trend's legend; the province ranking names the provinces.
  assert.match(chartMarkup(html, 'chart-trend'), />募款金额</);
  assert.ok(rankedProvinces(html).includes('浙江省'), 'the ranking lists 浙江省');
  // The ring's legend names each area's amount and share, the same figures as its text table.
  const ring = chartMarkup(html, 'chart-area');
  const rows = [...ring.matchAll(/<th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td>/g)].map((m) => m.slice(1));
  assert.equal(rows.length, 6, 'every area in the text table');
  for (const [name, amount, share] of rows) {
    assert.match(amount, /^¥[\d,]+\.\d{2}$/);
    assert.match(share, /^\d+\.\d%$/);
    assert.ok(ring.includes(`>${name}  ${amount}  ${share}<`), `the legend says ${name}  ${amount}  ${share}`);
  }
  // ECharts itself is not part of what the page loads before it is interactive.
  assert.doesNotMatch(html.slice(0, html.indexOf('<body')), /echarts/i);
  await page.close();
});

test('in Chromium the charts become interactive: hovering the trend shows a tooltip and its legend hides a series, with no hydration warning', async () => {
  const page = await pageAs(ACCOUNTS[99], { width: 1280, height: 900 });
  await goto(page, PATH);
  for (const id of CHARTS) await page.locator(`[data-testid="${id}"][data-live="true"] .chart-live svg`).waitFor();
  const trend = page.getByTestId('chart-trend');
  const box = await trend.boundingBox();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.45);
  const tip = page.locator('.chart-tooltip').first();
  await tip.waitFor({ state: 'visible' });
  assert.match(await tip.innerText(), /募款金额：¥[\d,]+\.\d{2}/);
  await screenshot(page, 'data-center-1280');
  // A legend click hides a series (the live chart handles it; the static SVG could not): the
  // count bars are gone, and come back with a second click.
  const countBars = (min, max) =>
    page.waitForFunction(
      ([fills, lo, hi]) => {
        const paths = [...document.querySelectorAll('[data-testid="chart-trend"] .chart-live svg path')];
        const n = paths.filter((p) => fills.includes(p.getAttribute('fill'))).length;
        return n >= lo && n <= hi;
      },
      [COUNT_BAR_FILLS, min, max],
    );
  await countBars(2, Infinity);
  const legendItem = trend.locator('.chart-live svg text', { hasText: '捐款笔数' });
  await legendItem.click();
  await countBars(0, 0);
  await legendItem.click();
  await countBars(2, Infinity);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__reactErrors ?? []), []);
  await page.close();
});

test('filters live in the URL, so the server renders the chosen view, and a province in the ranking narrows to it', async () => {
  const page = await pageAs(ACCOUNTS[2]);
  await goto(page, PATH);
  await page.getByTestId('data-granularity').getByText('按月').click();
  await page.waitForURL(/granularity=month/);
  const { html } = await serverHtml(page, `${PATH}?granularity=month&area=project`);
  // Month buckets are labelled YYYY-MM on the trend's axis; the scope line names the area.
  assert.match(chartMarkup(html, 'chart-trend'), />\d{4}-\d{2}<\/text>/);
  assert.match(html, /data-testid="data-scope"[^>]*>全国(<!-- -->)? · (<!-- -->)?募捐项目/);
  // A province's name in the ranking narrows the figures to it, keeping the other filters.
  await page.getByTestId('region-ranking').getByRole('link', { name: '浙江省' }).click();
  await page.waitForURL(/granularity=month.*province=330000/);
  await page.getByTestId('data-scope').filter({ hasText: '浙江省' }).waitFor();
  assert.deepEqual(await page.getByTestId('region-ranking').locator('.region-name').allInnerTexts(), ['浙江省']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('role 3 sees only its own province (浙江), with no region picker', async () => {
  const page = await pageAs(ACCOUNTS[3]);
  const { status, html } = await serverHtml(page, `${PATH}?province=110000`);
  assert.equal(status, 200);
  assert.deepEqual(rankedProvinces(html), ['浙江省']);
  assert.match(html, /data-testid="data-province-fixed"[^>]*>地区：<!-- -->浙江省/);
  assert.doesNotMatch(html, /data-testid="data-province"/);
  assert.doesNotMatch(html, /data-testid="data-org"/);
  await goto(page, PATH);
  await page.getByTestId('data-scope').filter({ hasText: '浙江省' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('导出报表 downloads the shown figures as .xlsx: its 核心指标 sheet holds the KPI cards\' amounts', async () => {
  const page = await pageAs(ACCOUNTS[3]);
  await goto(page, `${PATH}?granularity=week`);
  const shown = (await page.getByTestId('kpi-raised').locator('.ant-statistic-content-value').innerText()).replace(/[¥,]/g, '');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-data_center').click()]);
  assert.match(download.suggestedFilename(), /^数据中心_\d{8}\.xlsx$/);
  const rows = sheetRows(Buffer.concat(await (await download.createReadStream()).toArray()));
  assert.deepEqual(rows[0].slice(0, 3), ['指标', '金额（元）', '数量']);
  const raised = rows.find((r) => r[0] === '募款金额');
  assert.ok(raised, `rows: ${JSON.stringify(rows)}`);
  // Role 3's file is its province's figures, the same as its page shows.
  assert.equal(Number(raised[1]).toFixed(2), shown);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('roles 1 and 4 get the 401 page on the data centre', async () => {
  for (const role of [1, 4]) {
    const page = await pageAs(ACCOUNTS[role]);
    const { status } = await serverHtml(page, PATH);
    assert.equal(status, 401, `role ${role}`);
    await goto(page, PATH);
    await page.getByTestId('page-401').waitFor();
    await page.close();
  }
});

test('the data centre on a phone (375 px) shows its charts one under another', async () => {
  const page = await pageAs(ACCOUNTS[99], { width: 375, height: 800 });
  await goto(page, PATH);
  for (const id of CHARTS) await page.locator(`[data-testid="${id}"][data-live="true"] .chart-live svg`).waitFor();
  const widths = await page.evaluate(() => [...document.querySelectorAll('.chart-box')].map((b) => b.getBoundingClientRect().width));
  assert.equal(widths.length, CHARTS.length);
  for (const w of widths) assert.ok(w > 250 && w <= 375, `chart width ${w}`);
  // The province ranking wraps into the card: nothing sticks out sideways.
  const ranking = await page.getByTestId('region-ranking').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
  assert.ok(ranking.scroll <= ranking.client && ranking.right <= 375, `ranking ${JSON.stringify(ranking)}`);
  await screenshot(page, 'data-center-375');
  // The ring's legend, with its figures, beside the ring on a phone.
  await page.getByTestId('chart-area').scrollIntoViewIfNeeded();
  await screenshot(page, 'data-center-375-ring');
  assert.deepEqual(page.errors, []);
  await page.close();
});
