// 导出记录 in Chromium (issue 42): an export of 50 000 orders shows its progress climbing, is still
// shown with its progress after the page is reloaded mid-way (the button picks it up again and
// 导出记录 lists it running), and its file is saved when ready; 导出记录 then offers it for download
// again. The jobs are the server's (any replica's), not the page's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, consoleOf, screenshot, sandboxCall } from './harness.mjs';
import { sheetRows } from './xlsx.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);
const ROWS = 50_000;

/** The export button's progress circle's percent, or null while it is not shown. */
const shownPercent = (page) =>
  page.getByTestId('export-progress').evaluate((el) => Number(el.getAttribute('aria-valuenow') ?? el.textContent.replace('%', ''))).catch(() => null);

test('an export of 50 000 rows climbs, survives a reload with its progress, downloads, and stays in 导出记录', { timeout: 300_000 }, async () => {
  await sandboxCall(env.server.sandbox, '/__sandbox/export_rows', { account: 'demo_org', table: 'sale', count: ROWS });
  const page = await pageAs('demo_org');
  await goto(page, '/SP/orderlist');
  await page.getByTestId('export-sale').click();
  const seen = [];
  const giveUp = Date.now() + 60_000;
  while (seen.length < 3 && Date.now() < giveUp) {
    const p = await shownPercent(page);
    if (p !== null && p > 0 && p !== seen.at(-1)) seen.push(p);
    await page.waitForTimeout(100);
  }
  assert.ok(seen.length >= 3 && seen.every((p, i) => i === 0 || p > seen[i - 1]), `climbing: ${seen}`);
  assert.ok(seen.at(-1) < 90, `still building when the page reloads: ${seen}`);

  // A reload in the middle: the running export is still shown, with its progress.
  const downloading = page.waitForEvent('download', { timeout: 240_000 });
  await page.reload();
  await page.getByTestId('export-progress').waitFor({ timeout: 15_000 });
  await page.getByTestId('export-records').click();
  const running = page.getByTestId('export-record-running').first();
  await running.waitFor({ timeout: 15_000 });
  assert.match(await running.innerText(), /义卖订单[\s\S]*开始于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[\s\S]*生成中/);
  await screenshot(page, 'export-records-running');

  const download = await downloading;
  assert.match(download.suggestedFilename(), /^义卖订单_\d{8}\.xlsx$/);
  const rows = sheetRows(Buffer.concat(await (await download.createReadStream()).toArray()));
  assert.ok(rows.length > ROWS, `every order under one header: ${rows.length}`);

  // Done: 导出记录 offers the file again.
  const done = page.getByTestId('export-record-done').first();
  await done.waitFor({ timeout: 15_000 });
  assert.match(await done.innerText(), /已完成，共 [\d,]+ 行/);
  await screenshot(page, 'export-records-done');
  const [again] = await Promise.all([page.waitForEvent('download'), done.getByTestId('export-record-download').click()]);
  assert.equal(again.suggestedFilename(), download.suggestedFilename());
  assert.deepEqual(page.errors, [], page.errors.join('\n'));
  await page.close();
});
