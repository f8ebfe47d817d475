// Deciding many at once (issue 42) in Chromium: a reviewer selects 12 claimed cases across the
// two pages of the queue, passes them with one confirmation (by keyboard), and sees 10 done and
// the 2 another reviewer decided first refused with the platform's reason; the list is reloaded.
// 「选择全部 N 项」 selects every matching row of the claim pool through the list call; 认证审核
// returns two authentications with one reason; a regional partner recommends (初审) from 项目列表.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { consoleOf, listPage, screenshot, serverAndBrowserForFile, closeClean } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);
const SZ = '/api/organization/SZ';
const TITLE = '批量审核求助';

/** A call through the console with the page's session; resolves with the envelope. */
function api(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, {
        method,
        headers: { 'X-Requested-With': 'orgcenter', 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return r.json();
    },
    { method, path, body },
  );
}

/** `YYYY-MM-DD`, `days` from today. */
const dayIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const caseForm = (title) => ({
  title, help_type_id: 1, target_amount: '200000.00', deadline: dayIn(90),
  summary: '小雨今年九岁，确诊急性淋巴细胞白血病，急需骨髓移植费用。',
  images: ['/sandbox-files/oss/orgcenter-images/images/1/a.jpg'],
  province: '110000', city: '110100', district: '110105', address: '北京市朝阳区建国路88号',
  publisher_name: '王建国', publisher_phone: '13800138000', beneficiary_name: '王小雨', beneficiary_gender: 2,
  beneficiary_age: 9, beneficiary_id_card: '11010520161012008x', relation: 2, witness_name: '李医生',
  witness_phone: '13900139000', pay_method: 1, payee_name: '王建国', payee_bank: '中国工商银行北京分行',
  payee_account: '6222020200112233445',
});

/** Ticks the selection checkbox of every row the table shows on this page. */
async function selectPage(page, table) {
  const boxes = page.getByTestId(table).locator('tbody tr.ant-table-row .ant-checkbox-input');
  const n = await boxes.count();
  for (let i = 0; i < n; i++) await boxes.nth(i).check();
  return n;
}

test('a reviewer selects 12 cases across the queue, passes them at once, and sees 10 done and 2 refused with reasons', async () => {
  const org = await pageAs('demo_org');
  const reviewer = await pageAs('demo_reviewer');
  const admin = await pageAs('demo_admin');
  // The seeded queue holds fewer than 12: the organisation submits 12 and the reviewer claims them.
  const ids = [];
  for (let i = 1; i <= 12; i++) {
    const added = await api(org, 'POST', `${SZ}/add_help_project`, caseForm(`${TITLE}${String(i).padStart(2, '0')}`));
    assert.equal(added.code, 200, added.msg);
    ids.push(added.data.id);
  }
  const claimed = await api(reviewer, 'POST', `${SZ}/bulk_help_project`, { action: 'claim', ids });
  assert.deepEqual(claimed.data.results.map((r) => r.ok), ids.map(() => true), JSON.stringify(claimed));

  await goto(reviewer, `/SZ/helpClaimed?keyword=${encodeURIComponent(TITLE)}`);
  const list = listPage(reviewer, 'claimed-table');
  await list.waitForRows();
  assert.equal(await selectPage(reviewer, 'claimed-table'), 10);
  await reviewer.getByTestId('bulk-count').filter({ hasText: '已选择 10 项求助' }).waitFor();
  await reviewer.locator('.ant-pagination-item-2').click();
  await reviewer.waitForURL(/page=2/);
  await reviewer.waitForFunction(() => document.querySelectorAll('[data-testid="claimed-table"] tbody tr.ant-table-row').length === 2);
  assert.equal(await selectPage(reviewer, 'claimed-table'), 2);
  await reviewer.getByTestId('bulk-count').filter({ hasText: '已选择 12 项求助' }).waitFor();
  assert.ok(await reviewer.getByTestId('bulk-return').isVisible(), 'every selected case offers 退回 too');

  // Meanwhile the super admin decides two of them first.
  assert.equal((await api(admin, 'POST', `${SZ}/pass_help_project`, { id: ids[3] })).code, 200);
  assert.equal((await api(admin, 'POST', `${SZ}/return_help_project`, { id: ids[8], reason: '请补充诊断证明' })).code, 200);

  // One confirmation, by keyboard: Enter opens it, its confirming button has the focus.
  await reviewer.getByTestId('bulk-pass').focus();
  await reviewer.keyboard.press('Enter');
  await reviewer.waitForFunction(() => document.activeElement?.hasAttribute('data-confirm-ok'));
  await reviewer.keyboard.press('Enter');

  const results = reviewer.getByTestId('bulk-results');
  await results.waitFor({ timeout: 60_000 });
  await reviewer.locator('.ant-modal-title', { hasText: '批量通过：成功 10 项，未处理 2 项' }).waitFor();
  for (const id of [ids[3], ids[8]]) {
    const row = reviewer.getByTestId(`bulk-result-${id}`);
    await row.filter({ hasText: '未处理' }).waitFor();
    assert.match(await row.innerText(), /只有审核中的求助可以审核/);
  }
  await screenshot(reviewer, 'bulk-pass-results');
  // Refused items come first; the 10 done ones fill the rest of the results' pages.
  assert.equal(await results.locator('.ant-tag-error').count(), 2);

  await reviewer.getByRole('button', { name: '知道了' }).click();
  await reviewer.getByTestId('bulk-bar').waitFor({ state: 'detached' });
  // The list was reloaded: no row of page 2 offers 审核 any more.
  await reviewer.waitForFunction(() => document.querySelectorAll('[data-testid="claimed-table"] [data-testid^="verify-"]').length === 0);
  for (const [i, id] of ids.entries()) {
    const detail = await api(reviewer, 'GET', `${SZ}/help_project_detail?id=${id}`);
    assert.equal(detail.data.status, i === 8 ? 3 : 4, `case ${i + 1}`);
  }
  assert.deepEqual([...org.errors, ...reviewer.errors, ...admin.errors], []);
  for (const p of [org, reviewer, admin]) await p.context().close();
});

test('「选择全部」 selects every case of the claim pool that matches, across its pages', async () => {
  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, '/SZ/helpClaim');
  await listPage(reviewer, 'pool-table').waitForRows();
  const pool = await api(reviewer, 'GET', `${SZ}/get_org_receive_help_list?pageNum=1&pageSize=100`);
  const selectable = pool.data.list.filter((r) => r.actions?.includes('claim') || r.actions?.includes('ignore')).length;
  await reviewer.getByTestId('pool-table').locator('tbody tr.ant-table-row .ant-checkbox-input').first().check();
  await reviewer.getByTestId('bulk-count').filter({ hasText: '已选择 1 项求助' }).waitFor();
  if (pool.data.total > 1) {
    await reviewer.getByTestId('bulk-select-all').click();
    await reviewer.getByTestId('bulk-count').filter({ hasText: `已选择 ${selectable} 项求助` }).waitFor();
  }
  await reviewer.getByTestId('bulk-clear').click();
  await reviewer.getByTestId('bulk-bar').waitFor({ state: 'detached' });
  await closeClean(reviewer);
});

test('the super admin returns both waiting authentications of 认证审核 at once with one reason', async () => {
  const admin = await pageAs('demo_admin');
  const AUTH = '/api/organization/auth';
  const waiting = (await api(admin, 'GET', `${AUTH}/review_list?status=1`)).data.list;
  assert.ok(waiting.length >= 2, `the seed has two authentications waiting: ${waiting.length}`);
  await goto(admin, '/config/authReview?status=1');
  await listPage(admin, 'review-queue').waitForRows();
  assert.equal(await selectPage(admin, 'review-queue'), waiting.length);
  await admin.getByTestId('bulk-count').filter({ hasText: `已选择 ${waiting.length} 项认证申请` }).waitFor();
  await screenshot(admin, 'bulk-auth-selected');

  await admin.getByTestId('bulk-return').click();
  await admin.getByTestId('reason-input').fill('营业执照照片不清晰，请重新上传');
  await admin.getByTestId('reason-ok').click();
  await admin.getByTestId('bulk-results').waitFor({ timeout: 60_000 });
  for (const s of waiting) await admin.getByTestId(`bulk-result-${s.id}`).filter({ hasText: '已完成' }).waitFor();
  await admin.getByRole('button', { name: '知道了' }).click();
  await admin.getByTestId('bulk-bar').waitFor({ state: 'detached' });

  // Each was returned through the single review: the reason kept, nothing left to decide.
  const after = (await api(admin, 'GET', `${AUTH}/review_list`)).data.list;
  for (const s of waiting) {
    const now = after.find((a) => a.id === s.id);
    assert.equal(now.status, 3, `${s.org_name}`);
    assert.equal(now.reason, '营业执照照片不清晰，请重新上传');
    assert.deepEqual(now.actions, []);
  }
  await closeClean(admin);
});

test('a regional partner recommends the projects waiting for its 初审 at once from 项目列表', async () => {
  const partner = await pageAs('demo_partner');
  const SJ = '/api/organization/SJ';
  const waiting = (await api(partner, 'GET', `${SJ}/project_list?status=5&pageNum=1&pageSize=10`)).data.list;
  assert.ok(waiting.length >= 1 && waiting.every((p) => p.actions.includes('preliminary_pass')), JSON.stringify(waiting.map((p) => p.actions)));
  await goto(partner, '/SJ/projectList?status=5');
  await listPage(partner, 'project-table').waitForRows();
  assert.equal(await selectPage(partner, 'project-table'), waiting.length);
  await partner.getByTestId('bulk-count').filter({ hasText: `已选择 ${waiting.length} 项项目` }).waitFor();

  await partner.getByTestId('bulk-preliminary_pass').click();
  await partner.locator('[data-confirm-ok]').click();
  await partner.getByTestId('bulk-results').waitFor({ timeout: 60_000 });
  for (const p of waiting) await partner.getByTestId(`bulk-result-${p.id}`).filter({ hasText: '已完成' }).waitFor();
  await partner.getByRole('button', { name: '知道了' }).click();
  await partner.getByTestId('bulk-bar').waitFor({ state: 'detached' });
  for (const p of waiting) {
    const detail = await api(partner, 'GET', `${SJ}/project_detail?id=${p.id}`);
    assert.equal(detail.code, 200, detail.msg);
    assert.ok(!detail.data.actions.includes('preliminary_pass'), `${p.title} was recommended once`);
  }
  await closeClean(partner);
});
