// 首页's 待办 per role in Chromium: what needs each demo user's attention now, each item one
// click from a page that user may open (never the 401 or 404 page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, consoleOf, screenshot, ACCOUNTS, waitInteractive } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

/** Every link of the 待办 panel (items, each kind's list, unread messages), as the server rendered them. */
async function todoLinks(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="dashboard-todo"] a[href]')].map((a) => ({ href: a.getAttribute('href'), id: a.dataset.testid ?? a.textContent })),
  );
}

const countOf = async (page, group) => Number(await page.getByTestId(`todo-${group}-count`).innerText());

for (const role of [1, 2, 3, 4, 99]) {
  test(`role ${role}: every link of the dashboard's 待办 opens a page the role may see`, async () => {
    const page = await pageAs(ACCOUNTS[role]);
    await goto(page, '/dashboard');
    await page.getByTestId('dashboard-todo').waitFor();
    const links = await todoLinks(page);
    assert.ok(links.length > 0, 'the seed gives every demo user something to do or read');
    for (const { href, id } of links) {
      // A page of its own, not the root (a kind spread over several lists is plain text).
      assert.match(href, /^\/[A-Za-z]/, `${id} links to a page`);
      const r = await page.request.get(`${env.server.base}${href}`);
      assert.equal(r.status(), 200, `${id} → ${href}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

/** The cards of the user's own organisation's items: not for staff, who submit nothing. */
const OWN_CARDS = ['returned', 'drafts', 'reports_due'];

for (const role of [1, 2, 3, 4, 99]) {
  test(`role ${role}: a 待办 chip opens the list filtered to the items it counts, and only the role's cards show`, async () => {
    const page = await pageAs(ACCOUNTS[role]);
    await goto(page, '/dashboard');
    // Decided in the page from what the role may do (lib/capabilities.ts, the route table), not
    // from its number: these are the expectations for the five demo accounts.
    const staff = role === 2 || role === 99;
    for (const card of staff ? OWN_CARDS : ['returned', 'drafts']) {
      assert.equal(await page.getByTestId(`todo-${card}`).count(), staff ? 0 : 1, `${card} card for role ${role}`);
    }
    // A review card for those who review (the partner: its 初审 and micro reports), none for organisations.
    assert.equal(await page.getByTestId('todo-review').count(), role === 1 || role === 4 ? 0 : 1);
    const chips = page.locator('a[data-testid^="todo-chip-"]');
    const all = await chips.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), count: Number(a.textContent.trim().split(/\s+/).pop()), id: a.dataset.testid })));
    assert.ok(all.length > 0, `role ${role} has a chip`);
    // A chip counting several items whose list is filtered, when there is one; else any list; else an item.
    const chip = all.find((c) => c.count > 1 && c.href.includes('?')) ?? all.find((c) => c.count > 1) ?? all[0];
    await page.getByTestId(chip.id).click();
    await page.waitForURL((u) => u.pathname + u.search === chip.href);
    await waitInteractive(page);
    const here = new URL(page.url());
    assert.equal(here.pathname + here.search, chip.href, 'the list keeps the filter after hydration');
    assert.equal(await page.getByTestId('page-401').count(), 0);
    assert.equal(await page.getByTestId('page-404').count(), 0);
    if (chip.count > 1) {
      assert.equal(await page.locator('.ant-pagination-total-text').innerText(), `共 ${chip.count} 条`, `${chip.id} → ${chip.href}`);
      assert.equal(await page.locator('.ant-table-tbody tr.ant-table-row').count(), Math.min(chip.count, 10));
    }
    await screenshot(page, `dashboard-chip-role${role}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a reviewer sees items waiting for review and reaches one with one click', async () => {
  const page = await pageAs(ACCOUNTS[2]);
  await goto(page, '/dashboard');
  assert.ok((await countOf(page, 'review')) > 0, 'the seed has items waiting for review');
  const first = page.locator('a[data-testid^="todo-item-review-"]').first();
  const href = await first.getAttribute('href');
  await first.click();
  await page.waitForURL((u) => u.pathname + u.search === href);
  await waitInteractive(page);
  assert.equal(await page.getByTestId('page-401').count(), 0);
  assert.equal(await page.getByTestId('page-404').count(), 0);
  await page.close();
});

test('an organisation sees its returned items with the reason, and its drafts', async () => {
  const page = await pageAs(ACCOUNTS[1], { width: 1280, height: 900 });
  await goto(page, '/dashboard');
  assert.ok((await countOf(page, 'returned')) > 0, 'demo_org has a returned help case');
  const returned = page.getByTestId('todo-returned');
  assert.match(await returned.innerText(), /退回原因：\S+/);
  assert.ok((await countOf(page, 'drafts')) > 0, 'demo_org has drafts');
  const draft = page.locator('a[data-testid^="todo-item-drafts-"]').first();
  assert.match(await draft.getAttribute('href'), /^\/(SZ\/draftHelp|SJ\/draftProject|SJM\/draftMProject|SX\/drafts_detail|SP\/edit_charity)\//);
  // Organisations have no review queue, so no 待我审核 card either.
  assert.equal(await page.getByTestId('todo-review').count(), 0);
  // The figures of the last 30 days with their small chart, drawn on the server.
  await page.getByTestId('figure-raised').waitFor();
  assert.match(await page.getByTestId('figure-spark').innerHTML(), /<polyline points="[\d., ]+"/);
  await screenshot(page, 'dashboard-todo-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'dashboard-todo-375');
  await page.close();
});
