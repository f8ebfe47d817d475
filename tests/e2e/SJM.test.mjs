// Joint-donation micro projects (/SJM) in Chromium: the super admin (99) opens a micro project
// under a project pool for the micro organisation demo_micro_new (4, 嘉兴萤火助学队), which cannot
// submit it until a reviewer (2) passes its micro-organisation authentication in 微机构认证审核
// (demo_micro's passed before it ran its seeded micro projects); it then completes
// and submits it, the reviewer passes it, it reports progress and the regional partner (3, its
// province is 浙江) verifies the report; a donation (sandbox test call) shows on the micro
// project and in its pool's sum alike. Role 4 never reaches 微项目审核 or 微机构认证审核 (menu,
// URL, API); role 1 never reaches 新建微项目. The tests share one server and run in file order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, waitInteractive, fillTestId, consoleOf, toast, listPage, reviewBar, formItemOf, uploadImages, pickRegion, pickRange, sandboxCall, closeClean, saveDraft, fillByLabel } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

const TITLE = `E2E微项目-${Date.now().toString(36)}`;
const POOL = '儿童助学爱心基金';
const shared = { id: null, poolId: null };

/** `YYYY-MM-DD`, `days` after today in China. */
const chinaDate = (days) => new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000).toISOString().slice(0, 10);

const statusIs = (page, testId, label) =>
  page.waitForFunction(([id, l]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === l, [testId, label], { timeout: 15_000 });
const openMicro = async (page, id) => {
  await goto(page, `/SJM/verifyMProject/${id}`);
  await page.getByTestId('micro-detail').waitFor();
};
/** Picks the first option a RemoteSelect offers for `text`. */
async function remotePick(page, testId, text) {
  const input = page.getByTestId(testId).locator('input');
  await input.click();
  await input.fill(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first().click();
}
/** The page at 1280 px and at 375 px (the phone layout), then back. */
async function screenshots(page, name) {
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `sjm-${name}-${width}`);
  }
  await page.setViewportSize(size);
}
/** An /api call from the page (the console's CSRF header), answered envelope. */
const apiFrom = (page, path, body) =>
  page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p, b ? { method: 'POST', headers: { 'x-requested-with': 'orgcenter', 'content-type': 'application/json' }, body: JSON.stringify(b) } : { headers: { 'x-requested-with': 'orgcenter' } });
      return { status: r.status, body: await r.json().catch(() => null) };
    },
    [path, body],
  );

test('the super admin opens a micro project under a pool; it lands in demo_micro_new\'s draft box', async () => {
  const admin = await pageAs('demo_admin');
  await goto(admin, '/SJM/projectMList');
  await Promise.all([admin.waitForURL(/\/SJM\/newMProject$/), admin.getByTestId('new-micro').click()]);
  await waitInteractive(admin);
  // Without a parent the draft is refused in the browser, naming what is missing.
  await admin.getByLabel('微项目名称').fill(TITLE);
  await admin.getByTestId('save-draft').click();
  await toast(admin, '请选择所属项目或项目池');
  await remotePick(admin, 'f-parent', POOL);
  await remotePick(admin, 'f-org', '嘉兴萤火助学队');
  await screenshots(admin, 'new');
  shared.id = await saveDraft(admin, 'SJM/draftMProject');
  await waitInteractive(admin);
  await admin.getByTestId('form-parent').getByText(`项目池：${POOL}`).waitFor();
  assert.equal(await admin.getByTestId('submit-micro').count(), 0, 'the admin does not submit for the organisation');

  const micro = await pageAs('demo_micro_new');
  await goto(micro, `/SJM/draftMBox?keyword=${encodeURIComponent(TITLE)}`);
  assert.equal(await listPage(micro, 'draft-table').count(), 1);
  await closeClean(admin, micro);
});

test('demo_micro_new cannot submit before its micro-organisation authentication passes; role 2 passes it in 微机构认证审核', async () => {
  const micro = await pageAs('demo_micro_new');
  await goto(micro, `/SJM/draftMProject/${shared.id}`);
  await micro.getByTestId('auth-refusal').getByText('须通过微机构认证才能提交微项目').waitFor();
  assert.equal(await micro.getByTestId('submit-micro').count(), 0);
  await goto(micro, '/config/auth');
  assert.equal(await micro.getByTestId('micro-auth-status').innerText(), '待审核');

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SJM/authList?status=1&keyword=${encodeURIComponent('嘉兴萤火')}`);
  await screenshots(reviewer, 'auth-list');
  const open = listPage(reviewer, 'auth-table').rows().first().locator('[data-testid^="auth-open-"]');
  await Promise.all([reviewer.waitForURL(/\/SJM\/verifyAuthInfo\/\d+$/), open.click()]);
  await waitInteractive(reviewer);
  // The reviewer sees the whole ID card number and the proof the group sent.
  assert.match(await reviewer.getByTestId('auth-fields').innerText(), /\d{17}[\dX]/);
  await screenshots(reviewer, 'auth-review');
  await reviewBar(reviewer).act('act-pass');
  await toast(reviewer, '审核通过');
  await statusIs(reviewer, 'auth-status', '已通过');

  await goto(micro, '/config/auth');
  assert.equal(await micro.getByTestId('micro-auth-status').innerText(), '已通过');
  await closeClean(micro, reviewer);
});

test('demo_micro_new completes and submits the micro project in 浙江; role 2 passes it and it raises money', async () => {
  const id = shared.id;
  assert.ok(id, 'the first test opened a micro project');
  const micro = await pageAs('demo_micro_new');
  await goto(micro, `/SJM/draftMProject/${id}`);
  assert.equal(await micro.getByTestId('auth-refusal').count(), 0);
  await micro.getByTestId('submit-micro').click();
  await toast(micro, '请检查表单');
  await fillByLabel(micro, { '项目负责人': '陈晓', '负责人手机号': '13800138000', '项目简介': '为西湖区流动儿童提供每周末的免费课业辅导和阅读陪伴，一学期共二十次活动。', '项目详情': '项目由浙江大学的志愿者担任辅导老师，每周六上午在社区活动室开展课业辅导和阅读陪伴，善款用于购买图书和文具。' });
  await uploadImages(micro, '封面图', 1);
  await pickRegion(micro, '执行地区', '西湖区');
  await micro.getByLabel('详细地址').fill('杭州市西湖区文新街道社区活动室');
  await micro.getByLabel('目标金额（元）').fill('5000');
  await pickRange(micro, '募款时间', chinaDate(0), chinaDate(60));
  await micro.waitForFunction(() => !document.querySelector('.ant-form-item-explain-error'), null, { timeout: 10_000 }).catch(async (e) => {
    await screenshot(micro, 'sjm-form-errors');
    throw new Error(`the form still shows: ${(await micro.locator('.ant-form-item-explain-error').allInnerTexts()).join(' / ')}`, { cause: e });
  });
  await screenshots(micro, 'form');
  await Promise.all([micro.waitForURL(new RegExp(`/SJM/verifyMProject/${id}$`), { timeout: 15_000 }), micro.getByTestId('submit-micro').click()]);
  await micro.getByTestId('micro-detail').waitFor();
  await statusIs(micro, 'micro-status', '待审核');

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SJM/verifyMList?status=1&keyword=${encodeURIComponent(TITLE)}`);
  await screenshots(reviewer, 'verify-list');
  await Promise.all([reviewer.waitForURL(new RegExp(`/SJM/verifyMProject/${id}$`)), reviewer.getByTestId(`verify-${id}`).click()]);
  await waitInteractive(reviewer);
  await reviewer.getByTestId('act-return').waitFor();
  await screenshots(reviewer, 'review');
  await reviewBar(reviewer).act('act-pass');
  await toast(reviewer, '审核通过');
  await statusIs(reviewer, 'micro-status', '募款中');
  assert.equal(await reviewer.getByTestId('act-pass').count(), 0, 'no review buttons on a passed micro project');

  await openMicro(micro, id);
  await statusIs(micro, 'micro-status', '募款中');
  await micro.getByTestId('micro-logs').getByText('审核通过').waitFor();
  await closeClean(micro, reviewer);
});

test('demo_micro_new reports progress and the regional partner of 浙江 verifies the report', async () => {
  const id = shared.id;
  const micro = await pageAs('demo_micro_new');
  await openMicro(micro, id);
  await Promise.all([micro.waitForURL(new RegExp(`/SJM/newMProcess/${id}$`)), micro.getByTestId('act-add-process').click()]);
  await micro.getByTestId('progress-form').waitFor();
  await fillTestId(micro, 'p-title', '第一次周末课堂');
  await fillTestId(micro, 'p-content', '第一次周末课堂有二十三名孩子参加，志愿者辅导了数学作业并共读了两本绘本。');
  await Promise.all([micro.waitForURL(new RegExp(`/SJM/processListMProject/${id}$`)), micro.getByTestId('submit-progress').click()]).catch(async (e) => {
    await screenshot(micro, 'sjm-progress-refused');
    throw new Error(`the report was not sent: ${(await micro.locator('.ant-message-notice, .ant-alert').allInnerTexts()).join(' / ')}`, { cause: e });
  });

  const partner = await pageAs('demo_partner');
  await goto(partner, `/SJM/processListMProject/${id}`);
  const link = listPage(partner, 'process-table').row('第一次周末课堂').locator('[data-testid^="verify-process-"]');
  await Promise.all([partner.waitForURL(/\/SJM\/verifyMProcess\/\d+$/), link.click()]);
  await waitInteractive(partner);
  await reviewBar(partner).act('progress-pass');
  await toast(partner, '审核通过');
  await statusIs(partner, 'process-status', '已通过');

  await openMicro(micro, id);
  await micro.getByTestId('micro-reports').getByText('第一次周末课堂').waitFor();
  assert.match(await micro.getByTestId('micro-reports').innerText(), /已通过/);
  await closeClean(micro, partner);
});

test('a donation shows on the micro project and in its pool\'s sum with the same amount', async () => {
  const id = shared.id;
  const admin = await pageAs('demo_admin');
  await openMicro(admin, id);
  assert.equal(await admin.getByTestId('micro-raised-amount').innerText(), '¥0.00');
  const href = await admin.getByTestId('parent-link').getAttribute('href');
  const poolList = href.replace(/^https?:\/\/[^/]+/, '');
  assert.match(poolList, /parent_type=2&parent_id=\d+/);
  await goto(admin, poolList);
  const sumOf = async () => Number((await admin.getByTestId('parent-sum').locator('strong').innerText()).replace(/[¥,]/g, ''));
  const before = await sumOf();

  await sandboxCall(env.server.sandbox, '/__sandbox/project_donation', { micro_project_id: id, amount: '300', donor_name: '张爱心' });
  await openMicro(admin, id);
  assert.equal(await admin.getByTestId('micro-raised-amount').innerText(), '¥300.00');
  assert.match(await admin.getByTestId('micro-raised').innerText(), /6%/);
  await goto(admin, poolList);
  assert.equal(await sumOf(), before + 300, 'the pool raised exactly what its micro project raised');
  assert.ok(await listPage(admin, 'micro-table').row(TITLE).count(), 'the micro project is listed under its pool');
  await screenshots(admin, 'list');
  await goto(admin, `/SJM/donateListMProject/${id}`);
  await listPage(admin, 'order-table').row('300.00').waitFor();
  await closeClean(admin);
});

test('role 4 never reaches 微项目审核 or 微机构认证审核, and role 1 never reaches 新建微项目 (menu, URL and API)', async () => {
  const micro = await pageAs('demo_micro');
  await goto(micro, '/SJM/projectMList');
  const menu = await micro.getByTestId('sidebar').innerText();
  assert.ok(!menu.includes('微项目审核') && !menu.includes('微机构认证审核') && !menu.includes('新建微项目'), menu);
  for (const path of ['/SJM/verifyMList', '/SJM/authList', `/SJM/verifyAuthInfo/1`]) {
    await goto(micro, path);
    await micro.getByText('您没有访问该页面的权限').waitFor();
  }
  for (const call of ['/api/organization/SJM/verify_list?pageNum=1&pageSize=10', '/api/organization/SJM/auth_list?pageNum=1&pageSize=10']) {
    const { body } = await apiFrom(micro, call);
    assert.equal(body?.code, 400, `${call}: ${JSON.stringify(body)}`);
  }
  const pass = await apiFrom(micro, '/api/organization/SJM/auth_pass', { id: 1 });
  assert.equal(pass.body?.code, 400);

  const org = await pageAs('demo_org');
  await goto(org, '/SJM/projectMList');
  assert.ok(!(await org.getByTestId('sidebar').innerText()).includes('新建微项目'));
  assert.equal(await org.getByTestId('new-micro').count(), 0);
  await goto(org, '/SJM/newMProject');
  await org.getByText('您没有访问该页面的权限').waitFor();
  const open = await apiFrom(org, '/api/organization/SJM/add_project', { org_id: 1, parent_type: 2, parent_id: 1, title: '不该创建的微项目' });
  assert.equal(open.body?.code, 400);
  assert.equal(open.body?.msg, '无权创建微项目');
  await micro.context().close();
  await org.context().close();
});

test("an authenticated ordinary organisation's micro-project draft offers 提交审核, with no authentication warning", async () => {
  // demo_org's organisation passed 机构认证 and has no micro authentication (it is not a 微机构).
  const admin = await pageAs('demo_admin');
  await goto(admin, '/SJM/newMProject');
  await admin.getByLabel('微项目名称').fill(`${TITLE}-机构`);
  await remotePick(admin, 'f-parent', POOL);
  await remotePick(admin, 'f-org', '北京春晖公益基金会');
  const id = await saveDraft(admin, 'SJM/draftMProject');

  const org = await pageAs('demo_org');
  await goto(org, `/SJM/draftMProject/${id}`);
  await org.getByTestId('submit-micro').waitFor();
  assert.equal(await org.getByTestId('auth-refusal').count(), 0);
  await screenshot(org, 'sjm-draft-authenticated-org');
  await closeClean(admin, org);
});
