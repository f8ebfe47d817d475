// Donation projects (/SJ) in Chromium — donations and disclosures: a donation made through the
// sandbox's test call shows on 捐款明细 and the project's list with the right sum and a refund
// takes it out; 导出 downloads an .xlsx whose rows are the list's; 月捐 and 一起捐 stay with the
// roles the spec gives them; a disclosure written by the organisation is passed by a reviewer;
// an end report's pass closes the project.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, consoleOf, toast, listPage, reviewBar, closeClean } from './harness.mjs';
import { sheetRows } from './xlsx.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);
const API = '/api/organization/SJ';

/** A GET through the BFF with the page's session (data, or throws on a refusal). */
async function apiGet(page, path, params = {}) {
  const url = `${path}?${new URLSearchParams(params)}`;
  const body = await page.evaluate(async (u) => (await fetch(u, { headers: { 'X-Requested-With': 'orgcenter' } })).json(), url);
  assert.equal(body.code, 200, `${url}: ${body.msg}`);
  return body.data;
}


/** The sandbox's test-mode donation (or refund, with `refund_of`). */
async function donate(payload) {
  const r = await fetch(`${env.server.sandbox}/__sandbox/project_donation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await r.json();
  assert.equal(body.code, 200, `project_donation: ${body.msg}`);
  return body.data;
}

/** Yuan in fen from a shown amount (`¥1,234.50`, `1234.5`). */
const fen = (text) => Math.round(Number(String(text).replace(/[^\d.-]/g, '')) * 100);
const sumShown = async (page) => fen(await page.getByTestId('donate-sum').locator('.ant-statistic-content').innerText());

/** One of demo_org's projects in a state (募款中 2, 执行中 8), with the most raised first. */
async function ownProject(page, status) {
  const { list } = await apiGet(page, `${API}/project_list`, { pageNum: 1, pageSize: 10, status });
  assert.ok(list.length > 0, `demo_org has a project in state ${status}`);
  return list[0];
}

const shared = { projectId: null };

test('a donation shows on 捐款明细 and the project\'s list with the right sum, and its refund takes it out of the sum', async () => {
  const org = await pageAs('demo_org');
  const project = await ownProject(org, 2);
  shared.projectId = project.id;
  await goto(org, `/SJ/donateListProject/${project.id}`);
  const before = await sumShown(org);
  assert.equal(before, fen(project.raised_amount), 'the list\'s paid sum is the project\'s raised amount');

  const gift = await donate({ project_id: project.id, amount: '123.45', donor_name: '测试爱心人士', need_bill: 1, bill_title: '北京测试科技有限公司' });
  await goto(org, `/SJ/donateListProject/${project.id}`);
  assert.equal(await sumShown(org), before + 12345);
  const row = listPage(org, 'order-table').row('北京测试科技有限公司');
  await row.waitFor();
  assert.match(await row.innerText(), /123\.45/);
  assert.match(await row.innerText(), /已支付/);
  assert.ok(!(await row.innerText()).includes('测试爱心人士'), 'the donor\'s name is masked');
  await screenshot(org, 'SJ-donate-list-project');

  // Every project's list, filtered to this project by the URL, adds up the same.
  await goto(org, `/SJ/donateList?project_id=${project.id}`);
  assert.equal(await sumShown(org), before + 12345);
  await goto(org, '/SJ/donateList');
  await listPage(org, 'order-table').waitForRows();
  await screenshot(org, 'SJ-donate-list');

  await donate({ project_id: project.id, amount: '123.45', refund_of: gift.id });
  await goto(org, `/SJ/donateListProject/${project.id}?status=2`);
  await listPage(org, 'order-table').row('北京测试科技有限公司').getByText('已退款').waitFor();
  await goto(org, `/SJ/donateListProject/${project.id}`);
  assert.equal(await sumShown(org), before, 'the refund left the sum');
  const after = await apiGet(org, `${API}/project_detail`, { id: project.id });
  assert.equal(fen(after.raised_amount), before, 'the project\'s raised amount agrees with the list');
  await closeClean(org);
});

test('金额 and 支付时间 sort the whole donation list on the platform, the sort kept in the URL and drawn on the first paint', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SJ/donateList');
  const list = listPage(org, 'order-table');
  const { total } = await apiGet(org, `${API}/donate_list`, { pageNum: 1, pageSize: 1 });
  assert.ok(total > 10, `more than one page of donations (${total})`);
  // The amount cell of the first row: the column whose header reads 金额.
  const firstAmount = async () =>
    fen(
      await org.evaluate(() => {
        const table = document.querySelector('[data-testid="order-table"]');
        const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
        return table.querySelector('tr.ant-table-row').children[heads.indexOf('金额')].textContent;
      }),
    );
  const ends = async (order) => fen((await apiGet(org, `${API}/donate_list`, { pageNum: 1, pageSize: 1, sort: 'amount', order })).list[0].amount);

  await org.locator('[data-testid="order-table"] thead th', { hasText: '金额' }).click();
  await org.waitForURL(/sort=amount&order=asc/);
  await org.waitForFunction(() => document.querySelector('[data-testid="order-table"] th[aria-sort="ascending"]'));
  assert.equal(await firstAmount(), await ends('asc'), 'the smallest donation of the whole list, not of the first page');
  await org.locator('[data-testid="order-table"] thead th', { hasText: '金额' }).click();
  await org.waitForURL(/sort=amount&order=desc/);
  await org.waitForFunction(() => document.querySelector('[data-testid="order-table"] th[aria-sort="descending"]'));
  assert.equal(await firstAmount(), await ends('desc'), 'the largest donation of the whole list');

  // Page 2 of the sorted list continues it; a shared link renders the same order on the server.
  await org.getByTitle('2', { exact: true }).click();
  await org.waitForURL(/page=2/);
  assert.match(org.url(), /sort=amount&order=desc/);
  const html = await (await org.request.get(org.url())).text();
  assert.match(html, /aria-sort="descending"/, 'the server render shows the sorted column');
});

test('导出 downloads an .xlsx holding exactly the rows of the filtered list', async () => {
  const org = await pageAs('demo_org');
  await goto(org, `/SJ/donateListProject/${shared.projectId}?status=1`);
  const list = await apiGet(org, `${API}/donate_list`, { pageNum: 1, pageSize: 100, project_id: shared.projectId, pay_status: 1 });
  assert.ok(list.total > 0);
  const [download] = await Promise.all([org.waitForEvent('download'), org.getByTestId('export-project_donate').click()]);
  assert.match(download.suggestedFilename(), /^项目捐款明细_\d{8}\.xlsx$/);
  const rows = sheetRows(await readAll(await download.createReadStream()));
  const header = rows[0];
  const orderCol = header.findIndex((h) => h.includes('订单号'));
  const amountCol = header.findIndex((h) => h.includes('金额'));
  assert.ok(orderCol >= 0 && amountCol >= 0, `headers: ${header.join(',')}`);
  const body = rows.slice(1).filter((r) => r.some((c) => c !== ''));
  assert.equal(body.length, list.total, 'one row per donation of the filter');
  assert.deepEqual(body.map((r) => r[orderCol]).sort(), list.list.map((o) => o.order_no).sort());
  assert.equal(body.reduce((s, r) => s + fen(r[amountCol]), 0), fen(list.sum_amount), 'the file adds up to the list\'s sum');
  await org.context().close();
});

async function readAll(stream) {
  const parts = [];
  for await (const chunk of stream) parts.push(chunk);
  return Buffer.concat(parts);
}

test('月捐 is the super admin\'s alone and 一起捐 the reviewers\' and partners\': role 1 never reaches either, role 3 opens 一起捐 but not 月捐', async () => {
  const org = await pageAs('demo_org');
  for (const path of ['/SJ/monthDonateList', '/SJ/shareDonateList']) {
    assert.equal(await org.getByTestId(`menu-${path}`).count(), 0, `no menu entry ${path} for role 1`);
    await goto(org, path);
    await org.getByTestId('page-401').waitFor();
  }
  await org.context().close();

  // The partner opens 一起捐 (menu and page); it lists the shares of projects in its province
  // only, and the seed's shares are all on projects elsewhere: the table agrees with the call.
  const partner = await pageAs('demo_partner');
  await goto(partner, '/SJ/shareDonateList');
  await partner.getByTestId('share-table').waitFor();
  assert.equal(await partner.getByTestId('page-401').count(), 0);
  const partnerShares = await apiGet(partner, `${API}/share_list`, { pageNum: 1, pageSize: 10 });
  assert.equal(await listPage(partner, 'share-table').count(), partnerShares.list.length);
  assert.deepEqual(partner.errors, [], `console errors: ${partner.errors.join('\n')}`);
  await goto(partner, '/SJ/monthDonateList');
  await partner.getByTestId('page-401').waitFor();
  await partner.context().close();

  const admin = await pageAs('demo_admin');
  await goto(admin, '/SJ/shareDonateList');
  await listPage(admin, 'share-table').waitForRows();
  const firstShare = admin.getByTestId('share-table').locator('[data-testid^="open-share-"]').first();
  await Promise.all([admin.waitForURL(/\/SJ\/shareDonateDetail\/\d+$/), firstShare.click()]);
  await admin.getByTestId('share-detail').waitFor();
  await listPage(admin, 'order-table').waitForRows();
  // Every donation listed under the share came through it.
  for (const text of await listPage(admin, 'order-table').rows().allInnerTexts()) assert.match(text, /一起捐/);
  await screenshot(admin, 'SJ-share-detail');
  await goto(admin, '/SJ/monthDonateList');
  await listPage(admin, 'month-table').waitForRows();
  await goto(admin, '/SJ/monthDonateList?status=3');
  await listPage(admin, 'month-table').waitForRows();
  for (const text of await listPage(admin, 'month-table').rows().allInnerTexts()) assert.match(text, /已取消/);
  await screenshot(admin, 'SJ-month-donate-list');
  await admin.context().close();
});

const REPORT_TITLE = `第一季度执行情况-${Date.now().toString(36)}`;

test('a disclosure the organisation writes on a fundraising project is passed by a reviewer and shows as 已通过 on 信息披露', async () => {
  const org = await pageAs('demo_org');
  await goto(org, `/SJ/newProcess/${shared.projectId}`);
  await org.getByTestId('progress-form').waitFor();
  await screenshot(org, 'SJ-new-process');
  await org.getByTestId('p-title').fill(REPORT_TITLE);
  // More than raised is refused before sending.
  await org.getByTestId('p-amount').fill('999999999');
  await org.getByTestId('p-content').fill('已向三所乡村小学发放首批图书与书架，受益学生约六百人。');
  await org.getByTestId('submit-progress').click();
  await org.getByText('使用金额不能超过已筹金额').first().waitFor();
  await org.getByTestId('p-amount').fill('100');
  await Promise.all([org.waitForURL(/\/SJ\/processList\?project_id=\d+$/), org.getByTestId('submit-progress').click()]);
  await listPage(org, 'process-table').row(REPORT_TITLE).getByText('待审核').waitFor();

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SJ/processList?kind=progress&status=1&keyword=${encodeURIComponent(REPORT_TITLE)}`);
  const verify = listPage(reviewer, 'process-table').row(REPORT_TITLE).locator('[data-testid^="verify-process-"]');
  await Promise.all([reviewer.waitForURL(/\/SJ\/verifyProcess\/\d+$/), verify.click()]);
  await screenshot(reviewer, 'SJ-verify-process');
  await reviewBar(reviewer).act('progress-pass');
  await toast(reviewer, '审核通过');
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="process-status"]')?.textContent === '已通过');
  await Promise.all([reviewer.waitForURL(/\/SJ\/processListProject\/\d+$/), reviewer.getByTestId('review-nothing').getByTestId('review-back').click()]);
  await listPage(reviewer, 'process-table').row(REPORT_TITLE).getByText('已通过').waitFor();

  await goto(org, '/SJ/processList');
  await listPage(org, 'process-table').row(REPORT_TITLE).getByText('已通过').waitFor();
  await screenshot(org, 'SJ-process-list');
  await closeClean(reviewer);
  await org.context().close();
});

test('an end report\'s pass closes the project (执行中 → 已结项), and the confirmation says so', async () => {
  const org = await pageAs('demo_org');
  const reviewer = await pageAs('demo_reviewer');
  // The seed's pending end report: its project is 执行中 until the pass.
  const { list } = await apiGet(reviewer, `${API}/process_list`, { pageNum: 1, pageSize: 10, kind: 'end', status: 1 });
  assert.ok(list.length > 0, 'an end report waits for review');
  const report = list[0];
  assert.equal((await apiGet(org, `${API}/project_detail`, { id: report.project_id })).status, 8);
  await goto(reviewer, `/SJ/verifyEndProcess/${report.id}`);
  await reviewer.getByTestId('progress-pass').click();
  await reviewer.locator('.ant-popover:not(.ant-popover-hidden)', { hasText: '将结项' }).waitFor();
  await screenshot(reviewer, 'SJ-verify-end-process');
  await reviewer.locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary').click();
  await toast(reviewer, '审核通过');
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="process-status"]')?.textContent === '已通过');
  const closed = await apiGet(org, `${API}/project_detail`, { id: report.project_id });
  assert.equal(closed.status, 9);
  assert.equal(closed.status_label, '已结项');
  // A closed project takes no more disclosures: the page says why instead of a form.
  await goto(org, `/SJ/newProcess/${report.project_id}`);
  await org.getByTestId('process-refused').getByText('已结项').waitFor();
  await reviewer.context().close();
  await org.context().close();
});
