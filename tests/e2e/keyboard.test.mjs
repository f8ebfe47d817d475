// Keyboard paths through every area (issue 38): on a list the skip link takes the focus past the
// menu, Tab alone reaches the first row's main action and the pager, Shift+Tab goes back to it,
// Enter opens the item, which gets the focus, and Tab walks through its controls to the last;
// Back returns to the list, whose rows Tab reaches again. Every walk fails when the
// focus stays on one element for three presses (tabUntil), the trap the date-range filter had.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { consoleOf, serverAndBrowserForFile, waitInteractive } from './harness.mjs';
import { tabUntil } from './a11y.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

// The area lists, each with a date-range filter or other filters before the table.
const LISTS = [
  ['project management (/SJ)', '/SJ/projectList'],
  ['joint donation (/SJM)', '/SJM/projectMList'],
  ['help cases (/SZ)', '/SZ/helpList'],
  ['micro wishes (/MicroWish)', '/MicroWish/microwish_list'],
  ['activities (/SX)', '/SX/activelist'],
  ['charity sales (/SP)', '/SP/salesmanlist'],
];

// One logged-in page for the whole file (logging in is not what is tested here).
let admin;
const adminPage = () => (admin ??= pageAs('demo_admin'));

const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const focusedId = (page) => page.evaluate(() => document.activeElement?.id);

for (const [area, list] of LISTS) {
  test(`${area}: the skip link, then Tab alone reaches the first row's main action and the pager; Enter opens the item, Tab works in it and Back comes back to the rows`, async () => {
    const page = await adminPage();
    await goto(page, list);
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    const mainAction = firstRow.locator('a[href]').first();
    const pager = page.locator('.ant-pagination').locator('[tabindex="0"], button:not([disabled])').first();

    // The first stop is the skip link; Enter on it puts the focus on the page, past the menu.
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), '跳到主要内容');
    await page.keyboard.press('Enter');
    assert.equal(await focusedId(page), 'main-content');

    await tabUntil(page, mainAction);
    await tabUntil(page, pager);
    await tabUntil(page, mainAction, { back: true });

    // A move inside the app (history.pushState): waitForURL would wait for a load that never comes.
    await page.keyboard.press('Enter');
    await page.waitForFunction((from) => location.pathname !== from, list);
    await waitInteractive(page);
    // The new page has the focus (the row link that had it is gone), and Tab goes on inside it.
    assert.equal(await focusedId(page), 'main-content', 'the opened item has the focus');
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.getElementById('main-content').contains(document.activeElement)), 'Tab reaches a control of the item');
    await tabUntil(page, page.locator('#main-content').locator('a[href], button:not([disabled])').last());

    // The browser's Back (Alt+← in a browser window; headless Chromium has no such shortcut).
    await page.goBack();
    await page.waitForFunction((to) => location.pathname === to, list);
    await firstRow.waitFor();
    await tabUntil(page, mainAction);
  });
}

test('the help list\'s date-range filter lets Tab walk on to the rows (it held the focus on 开始日期)', async () => {
  const page = await adminPage();
  await goto(page, '/SZ/helpList');
  const start = page.getByTestId('filter-dates').first();
  await tabUntil(page, start);
  await page.locator('html[data-range-picker="loaded"]').waitFor({ state: 'attached' });
  const firstRowAction = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a[href]').first();
  await tabUntil(page, firstRowAction, { max: 10 });
});
