// The message centre in Chromium: counts, the read/unread filter, marking read (the bell follows),
// 10 per page. Runs the real binary (BFF + sandbox in test mode) on a free port.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, newPage, login, screenshot, addMessages, waitInteractive, consoleOf, listPage, closeClean, loggedInAt } from './harness.mjs';

const env = serverAndBrowserForFile();

const rows = (page) => page.getByTestId('message-list').locator('tbody tr.ant-table-row');

async function rowCount(page, expected) {
  // Returns as soon as the rows are there. A wait that errors at once (seen twice in full runs,
  // e.g. an evaluation racing a re-render) is retried; a page that never shows the rows still
  // fails after three 15 s waits, with the last error logged.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="message-list"] tbody tr.ant-table-row').length === n,
        expected,
        { timeout: 15_000 },
      );
      break;
    } catch (err) {
      console.error(`rowCount attempt ${attempt + 1} at ${page.url()}: ${String(err).split('\n')[0]}`);
      await page.waitForLoadState('load').catch(() => {});
    }
  }
  return rows(page).count();
}

test('an unread message marked read moves to the read list and the counts and bell follow', async () => {
  const page = await loggedInAt(env, 'demo_org', '/messageNotice/index');
  assert.equal(await page.getByTestId('message-filter-unread').textContent(), '未读（3）');
  assert.equal(await page.getByTestId('message-filter-read').textContent(), '已读（2）');

  await page.getByTestId('message-filter-unread').click();
  await page.waitForURL(/is_read=0/);
  assert.equal(await rowCount(page, 3), 3);
  assert.equal(await rows(page).getByText('未读', { exact: true }).count(), 3);

  const markButton = rows(page).first().locator('[data-testid^="mark-read-"]');
  await markButton.click();
  await page.getByText('已标记为已读').waitFor({ timeout: 5000 });
  assert.equal(await rowCount(page, 2), 2, 'the marked message leaves the unread list');
  await page.getByTestId('message-filter-unread').getByText('未读（2）').waitFor({ timeout: 5000 });
  await page.getByTestId('bell').getByText('2', { exact: true }).waitFor({ timeout: 5000 });

  await page.getByTestId('message-filter-read').click();
  await page.waitForURL(/is_read=1/);
  assert.equal(await rowCount(page, 3), 3);
  assert.equal(await rows(page).getByText('已读', { exact: true }).count(), 3);
  await screenshot(page, 'messages-read');
  await closeClean(page);
});

test('messages are listed 10 per page and marking all read clears the bell', async () => {
  await addMessages(env.server.sandbox, 'demo_reviewer', 23);
  const page = await loggedInAt(env, 'demo_reviewer', '/messageNotice/index');
  assert.equal(await rowCount(page, 10), 10);
  const total = await page.getByTestId('message-filter-all').textContent();
  const n = Number(/（(\d+)）/.exec(total)[1]);
  assert.ok(n >= 23, total);
  const firstKey = () => page.locator('[data-testid="message-list"] tbody tr.ant-table-row').first().getAttribute('data-row-key');
  const page1First = await firstKey();
  await page.locator('.ant-pagination-item-2').click();
  await page.waitForURL(/page=2/);
  // Right after the URL changes page 1's rows can still be there (the loading spinner replaces
  // them next, then page 2's arrive): wait for other rows, not just for 10 rows.
  await page.waitForFunction(
    (key) => {
      const rows = document.querySelectorAll('[data-testid="message-list"] tbody tr.ant-table-row');
      return rows.length === 10 && rows[0].getAttribute('data-row-key') !== key;
    },
    page1First,
    { timeout: 15_000 },
  );
  assert.notEqual(await firstKey(), page1First);
  assert.equal(await rowCount(page, 10), 10, `page 2 rows at ${page.url()}`);

  await page.getByTestId('mark-all-read').click();
  await page.getByText('已标记为已读').waitFor({ timeout: 5000 });
  await page.getByTestId('message-filter-unread').getByText('未读（0）').waitFor({ timeout: 5000 });
  const badge = page.getByTestId('bell').locator('.ant-badge-count, .ant-scroll-number');
  await page.waitForFunction(() => !document.querySelector('[data-testid="bell"] .ant-badge-count'), null, { timeout: 5000 });
  assert.equal(await badge.count(), 0);
  await page.getByTestId('message-filter-unread').click();
  await page.waitForURL(/is_read=0/);
  assert.equal(await rowCount(page, 0), 0);
  await page.context().close();
});

test('the dashboard shows the organisation region as names, not codes', async () => {
  const page = await newPage(env.browser);
  await login(page, env.server.base, 'demo_org');
  await page.goto(`${env.server.base}/dashboard`);
  await page.getByTestId('org-region').getByText('北京市 朝阳区').waitFor({ timeout: 10_000 });
  await closeClean(page);
});

test('hovering a message time shows its full date, leaving hides it and hovering again shows it again', async () => {
  const page = await loggedInAt(env, 'demo_org', '/messageNotice/index');
  await rowCount(page, 5);
  // The 时间 column: the server renders only the short time; the tooltip mounts on first hover.
  const time = rows(page).first().locator('td').nth(2).locator('span').first();
  const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-container');
  assert.equal(await page.locator('.ant-tooltip').count(), 0, 'no tooltip is rendered before the first hover');

  await time.hover();
  await tooltip.waitFor({ timeout: 5000 });
  assert.match(await tooltip.textContent(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(await time.getAttribute('aria-describedby'), await tooltip.getAttribute('id'), 'the time points at the tooltip');

  await page.getByTestId('message-filter-all').hover();
  await tooltip.waitFor({ state: 'detached', timeout: 5000 });

  await time.hover();
  await tooltip.waitFor({ timeout: 5000 });
  assert.match(await tooltip.textContent(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await closeClean(page);
});

test('a page number past the end of a list shows its last page, not an empty table beside the total', async () => {
  await addMessages(env.server.sandbox, 'demo_partner', 3);
  const { goto, pageAs } = consoleOf(env);
  const page = await pageAs('demo_partner');
  await goto(page, '/messageNotice/index?page=999');
  await page.waitForURL((u) => !u.search.includes('page=999'));
  await listPage(page, 'message-list').waitForRows();
  assert.equal(await page.locator('.ant-pagination-item-active').innerText(), await page.locator('.ant-pagination-item').last().innerText());
  assert.deepEqual(page.errors, []);
});
