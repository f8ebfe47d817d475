// Donation projects (/SJ) in Chromium: the whole life of a project across roles — role 1 drafts
// and submits a project executed in 浙江省 (images, rich text, a budget adding up to the target),
// the regional partner (role 3) recommends it, a reviewer (role 2) claims and returns it with a
// reason, role 1 fixes and resubmits, the reviewer passes, role 1 publishes it, a donation arrives
// (sandbox test call), a progress report is passed, a change request is reviewed on its diff, and
// the end report closes the project. Roles 1 and 3 never see the claim pool; role 1 never sees
// 月捐. The tests share one server and run in file order: later ones use the first one's project.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, waitInteractive, fillTestId, consoleOf, toast, choose, listPage, reviewBar, formItemOf, uploadImages, pickRegion, pickRange, typeRichText, sandboxCall, closeClean, saveDraft } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

const TITLE = `E2E项目-${Date.now().toString(36)}`;
const RETURN_REASON = '预算中执行费用占比偏高，请说明用途';
const shared = { id: null };

/** `YYYY-MM-DD`, `days` after today in China. */
function chinaDate(days) {
  return new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000).toISOString().slice(0, 10);
}

const statusOf = (page) => page.getByTestId('project-status').innerText();
const waitStatus = (page, label) =>
  page.waitForFunction((l) => document.querySelector('[data-testid="project-status"]')?.textContent === l, label, { timeout: 15_000 });
const openProject = async (page, id) => {
  await goto(page, `/SJ/viewProject/${id}`);
  await page.getByTestId('project-detail').waitFor();
};

/**
 * Role 1 (`org`, on the project's page) adds a report through `button`, which opens `/SJ/<page>/<id>`,
 * and submits it; role 2 opens it from the project's reports (the `row` whose title has this text)
 * on `/SJ/<verifyPage>/<report>` and passes it. Returns role 2's page.
 */
async function reportAndPass(org, id, { page, button, title, amount, content, row, verifyPage }) {
  await Promise.all([org.waitForURL(new RegExp(`/SJ/${page}/${id}$`)), org.getByTestId(button).click()]);
  await org.getByTestId('progress-form').waitFor();
  await fillTestId(org, 'p-title', title);
  await fillTestId(org, 'p-amount', amount);
  await fillTestId(org, 'p-content', content);
  await Promise.all([org.waitForURL(/\/SJ\/processList\?project_id=/), org.getByTestId('submit-progress').click()]);

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SJ/processListProject/${id}`);
  const link = listPage(reviewer, 'process-table').row(row).locator('[data-testid^="verify-process-"]');
  await Promise.all([reviewer.waitForURL(new RegExp(`/SJ/${verifyPage}/\\d+$`)), link.click()]);
  await reviewBar(reviewer).act('progress-pass');
  await toast(reviewer, '审核通过');
  return reviewer;
}

async function fillProjectForm(page) {
  await choose(page, '项目领域', '儿童关爱');
  await page.getByLabel('受益人数').fill('320');
  await page.getByLabel('受益对象').fill('丽水山区小学学生');
  await pickRegion(page, '执行地区', '莲都区');
  await page.getByLabel('详细地址').fill('浙江省丽水市莲都区碧湖镇中心小学');
  await pickRange(page, '计划募款时间', chinaDate(1), chinaDate(90));
  await pickRange(page, '执行周期', chinaDate(91), chinaDate(400));
  await page.getByLabel('目标金额（元）').fill('12000');
  await page.getByTestId('f-amount-upper').getByText('壹万贰仟元整').waitFor();
  await page.getByTestId('budget-item-0').fill('午餐补助');
  await page.getByTestId('budget-amount-0').fill('10000');
  await page.getByTestId('budget-add').click();
  await page.getByTestId('budget-item-1').fill('执行费用');
  await page.getByTestId('budget-amount-1').fill('1000');
  // The live sum tells what is missing before any submit.
  await page.getByTestId('budget-sum').getByText('还差 ¥1,000.00').waitFor();
  await page.getByTestId('budget-amount-1').fill('2000');
  await page.getByTestId('budget-sum').getByText('与目标金额一致').waitFor();
  await page.getByLabel('项目简介').fill('为丽水山区三所小学的三百二十名学生提供一学年的营养午餐补助，改善孩子们的营养状况。');
  await typeRichText(page, 'f-description', { text: '山区小学的孩子们中午常常只有米饭和咸菜，营养不足影响成长。', bold: '每份午餐补助10元' });
  await uploadImages(page, '封面图', 1);
  await uploadImages(page, '项目图片', 2);
  await page.getByLabel('项目负责人').fill('李明');
  await page.getByLabel('负责人手机号').fill('13800138000');
  await page.getByLabel('联系人', { exact: true }).fill('王芳');
  await page.getByLabel('联系人手机号').fill('13900139000');
  await formItemOf(page, '收款账户').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
}

test('role 1 drafts and submits a project in 浙江省, role 3 recommends it, role 2 claims and returns it, role 1 resubmits and role 2 passes it', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SJ/newProject');
  // A draft needs only the title.
  await org.getByLabel('项目名称').fill(TITLE);
  const id = await saveDraft(org, 'SJ/draftProject');
  await toast(org, '草稿已保存');
  shared.id = id;
  await waitInteractive(org);
  await goto(org, `/SJ/draftBox?keyword=${encodeURIComponent(TITLE)}`);
  assert.equal(await listPage(org, 'draft-table').count(), 1);

  // Submitting the bare draft is refused in the browser, naming the problem.
  await goto(org, `/SJ/draftProject/${id}`);
  await org.getByTestId('submit-project').click();
  await toast(org, '请检查表单');
  await org.locator('.ant-form-item-explain-error', { hasText: '请选择项目领域' }).waitFor();

  await fillProjectForm(org);
  await org.waitForFunction(() => !document.querySelector('.ant-form-item-explain-error'), null, { timeout: 10_000 }).catch(async (e) => {
    await screenshot(org, 'sj-form-errors');
    throw new Error(`the form still shows: ${(await org.locator('.ant-form-item-explain-error').allInnerTexts()).join(' / ')}`, { cause: e });
  });
  await org.evaluate(() => window.scrollTo(0, 0));
  await screenshot(org, 'sj-form');
  await Promise.all([org.waitForURL(new RegExp(`/SJ/viewProject/${id}$`), { timeout: 15_000 }), org.getByTestId('submit-project').click()]);
  await waitInteractive(org);
  await org.getByTestId('project-detail').waitFor();
  // Executed in 浙江省, which demo_partner covers: the partner's 初审 comes first.
  assert.equal(await statusOf(org), '待初审');
  // The sanitised rich text is shown as a donor sees it, bold kept.
  assert.equal(await org.getByTestId('project-description').locator('strong').innerText(), '每份午餐补助10元');
  await screenshot(org, 'sj-view');

  // The partner finds it in its province's list and recommends it with an opinion.
  const partner = await pageAs('demo_partner');
  await goto(partner, `/SJ/projectList?status=5&keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([partner.waitForURL(new RegExp(`/SJ/verifyProject/${id}$`)), partner.getByTestId(`verify-${id}`).click()]);
  await waitInteractive(partner);
  await partner.getByTestId('act-preliminary-pass').click();
  await fillTestId(partner, 'opinion-input', '项目真实，执行机构在当地有多年助学经验');
  await partner.getByTestId('opinion-ok').click();
  await toast(partner, '已推荐至平台审核');
  await waitStatus(partner, '待认领');
  await partner.getByTestId('review-done').waitFor();

  // The reviewer claims it from the pool (the review page opens) and returns it with a reason.
  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SJ/projectClaim?keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([reviewer.waitForURL(new RegExp(`/SJ/verifyProject/${id}$`)), reviewer.getByTestId(`claim-${id}`).click()]);
  await waitInteractive(reviewer);
  await reviewer.getByTestId('act-return').waitFor();
  assert.equal(await statusOf(reviewer), '审核中');
  assert.match(await reviewer.getByTestId('project-preliminary').innerText(), /多年助学经验/);
  await screenshot(reviewer, 'sj-verify');
  await reviewBar(reviewer).returnEmpty('act-return');
  await reviewer.getByText('请填写退回原因').waitFor({ timeout: 10_000 }).catch(async (e) => {
    await screenshot(reviewer, 'sj-return-empty');
    throw e;
  });
  await fillTestId(reviewer, 'reason-input', RETURN_REASON);
  await reviewer.getByTestId('reason-ok').click();
  await toast(reviewer, '已退回');
  await waitStatus(reviewer, '已退回');
  await reviewer.getByTestId('back-to-list').waitFor();

  // The organisation reads the reason, fixes and resubmits: back to the same reviewer.
  await openProject(org, id);
  assert.equal(await statusOf(org), '已退回');
  assert.match(await org.getByTestId('project-return-reason').innerText(), new RegExp(RETURN_REASON));
  await Promise.all([org.waitForURL(new RegExp(`/SJ/editProject/${id}$`)), org.getByTestId('act-edit').click()]);
  await org.getByTestId('project-form').waitFor();
  await org.getByTestId('form-return-reason').waitFor();
  await org.getByTestId('budget-note-1').fill('志愿者交通与餐费，按学期结算');
  await Promise.all([org.waitForURL(new RegExp(`/SJ/viewProject/${id}$`), { timeout: 15_000 }), org.getByTestId('submit-project').click()]);
  await org.getByTestId('project-detail').waitFor();
  assert.equal(await statusOf(org), '审核中');

  // The reviewer opens it from the claimed list and passes it; the page offers the way back.
  await goto(reviewer, `/SJ/projectClaimed?keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([reviewer.waitForURL(new RegExp(`/SJ/verifyProject/${id}$`)), reviewer.getByTestId(`verify-${id}`).click()]);
  await reviewBar(reviewer).act('act-pass');
  await toast(reviewer, '审核通过');
  await waitStatus(reviewer, '待发布');
  assert.equal(await reviewer.getByTestId('act-pass').count(), 0, 'no review buttons on a passed project');
  await Promise.all([reviewer.waitForURL(/\/SJ\/projectClaimed$/), reviewer.getByTestId('back-to-list').click()]);

  await openProject(org, id);
  assert.equal(await statusOf(org), '待发布');
  await org.getByTestId('project-logs').getByText('初审通过').waitFor();
  assert.deepEqual([...org.errors, ...partner.errors, ...reviewer.errors], [], 'no console errors or hydration warnings');
  for (const p of [org, partner, reviewer]) await p.context().close();
});

test('role 1 publishes the project to the platform home page, and a donation raises its progress', async () => {
  const id = shared.id;
  assert.ok(id, 'the first test made a project');
  const org = await pageAs('demo_org');
  await openProject(org, id);
  await Promise.all([org.waitForURL(new RegExp(`/SJ/issueProject/${id}$`)), org.getByTestId('act-issue').click()]);
  await org.getByTestId('issue-form').waitFor();
  // The form proposes the planned start (tomorrow), which would publish it as 待上线; online and
  // raising from today, it goes live within the publication.
  const online = formItemOf(org, '上线日期').locator('input');
  await online.click();
  await online.fill(chinaDate(0));
  await online.press('Enter');
  await pickRange(org, '募款时间', chinaDate(0), chinaDate(90));
  await screenshot(org, 'sj-issue');
  await Promise.all([org.waitForURL(new RegExp(`/SJ/viewProject/${id}$`), { timeout: 15_000 }), org.getByTestId('issue-submit').click()]);
  await toast(org, '发布成功');
  await waitStatus(org, '募款中');

  await sandboxCall(env.server.sandbox, '/__sandbox/project_donation', { project_id: id, amount: '3000', donor_name: '张爱心' });
  await openProject(org, id);
  const progress = await org.getByTestId('project-progress').innerText();
  assert.match(progress, /25%/);
  assert.match(progress, /¥3,000\.00/);
  await goto(org, `/SJ/projectList?status=2&keyword=${encodeURIComponent(TITLE)}`);
  assert.equal(await listPage(org, 'project-table').count(), 1);
  await closeClean(org);
});

test('role 1 adds a progress report on the raising project, which role 2 passes', async () => {
  const id = shared.id;
  const org = await pageAs('demo_org');
  await openProject(org, id);
  const reviewer = await reportAndPass(org, id, {
    page: 'newProcess', button: 'act-add-process', title: '第一个月午餐发放情况', amount: '1500',
    content: '本月为三所小学发放午餐补助，320名学生每天吃上热饭，善款使用明细已公示。', row: '第一个月午餐发放情况', verifyPage: 'verifyProcess',
  });
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="process-status"]')?.textContent === '已通过');

  // The project's page lists it as a donor would see it.
  await openProject(org, id);
  await org.getByTestId('project-reports').getByText('第一个月午餐发放情况').waitFor();
  assert.match(await org.getByTestId('project-reports').innerText(), /已通过/);
  await closeClean(org, reviewer);
});

test('a change request is reviewed on its field-by-field diff and applies on pass', async () => {
  const id = shared.id;
  const org = await pageAs('demo_org');
  await openProject(org, id);
  await Promise.all([org.waitForURL(new RegExp(`/SJ/changeProject/${id}$`)), org.getByTestId('act-change').click()]);
  await org.getByTestId('change-form').waitFor();
  await org.getByTestId('c-lead-name').fill('李明华');
  await org.getByTestId('c-reason').fill('原负责人调岗，由李明华接任项目负责人');
  await Promise.all([org.waitForURL(new RegExp(`/SJ/viewProject/${id}$`), { timeout: 15_000 }), org.getByTestId('change-submit').click()]);
  await toast(org, '提交成功');

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SJ/verifyList?status=1&keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([reviewer.waitForURL(/\/SJ\/projectVerifyChangeDetail\/\d+$/), reviewer.locator('[data-testid^="change-open-"]').first().click()]);
  const rows = reviewer.getByTestId('change-fields').locator('tr.ant-table-row');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 1, 'only the changed field is requested');
  assert.match(await rows.first().innerText(), /李明[\s\S]*李明华/);
  await screenshot(reviewer, 'sj-change-diff');
  await reviewBar(reviewer).act('act-pass');
  await toast(reviewer, '审核通过');

  await openProject(org, id);
  assert.match(await org.getByTestId('project-detail').innerText(), /李明华（13800138000）/);
  await closeClean(org, reviewer);
});

test('role 1 ends fundraising, starts execution and reports the end; role 2 passes the end report and the project is closed', async () => {
  const id = shared.id;
  const org = await pageAs('demo_org');
  await openProject(org, id);
  await reviewBar(org).act('act-finish');
  await waitStatus(org, '募款结束');
  await reviewBar(org).act('act-start');
  await waitStatus(org, '执行中');
  const reviewer = await reportAndPass(org, id, {
    page: 'newEndProcess', button: 'act-add-end', title: '山区儿童营养午餐项目结项报告', amount: '3000',
    content: '项目已完成一学年的午餐补助发放，受益学生320名，善款3000元全部用于午餐补助。', row: '结项报告', verifyPage: 'verifyEndProcess',
  });

  await openProject(org, id);
  assert.equal(await statusOf(org), '已结项');
  assert.equal(await org.getByTestId('project-actions').locator('button, a').count(), 1, 'only the donations link is left');
  await screenshot(org, 'sj-closed');
  await closeClean(org, reviewer);
});

test('role 1 never sees the claim pool or 月捐; role 3 never sees the claim pool', async () => {
  for (const account of ['demo_org', 'demo_partner']) {
    const page = await pageAs(account);
    await goto(page, '/SJ/projectList');
    const menu = await page.getByTestId('sidebar').innerText();
    assert.ok(!menu.includes('待认领项目') && !menu.includes('已认领项目'), `${account}: ${menu}`);
    if (account === 'demo_org') assert.ok(!menu.includes('月捐列表'), menu);
    for (const path of ['/SJ/projectClaim', '/SJ/projectClaimed', ...(account === 'demo_org' ? ['/SJ/monthDonateList'] : [])]) {
      await goto(page, path);
      await page.getByText('您没有访问该页面的权限').waitFor();
    }
    await page.context().close();
  }
});

test('the project list keeps status, keyword and 领域 in the URL, and the server renders the closed project under them', async () => {
  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, '/SJ/projectList');
  await reviewer.getByTestId('filter-domain').click();
  await reviewer.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '儿童关爱' }).first().click();
  await reviewer.waitForURL(/domain=5/);
  const url = `/SJ/projectList?status=9&domain=5&keyword=${encodeURIComponent(TITLE)}`;
  await goto(reviewer, url);
  assert.equal(await listPage(reviewer, 'project-table').count(), 1);
  const html = await (await fetch(`${env.server.base}${url}`, { headers: { cookie: (await reviewer.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })).text();
  assert.ok(html.includes(TITLE), 'the server rendered the filtered row');
  await screenshot(reviewer, 'sj-list');
  await reviewer.context().close();
});
