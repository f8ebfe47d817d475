// Help cases (/SZ) in Chromium: the whole life of a case across roles (draft, submit, claim,
// return with a reason, edit and resubmit, pass, progress report passed by role 2, a change
// request), role 3 kept out of the review pages, a form kept across an expired session, list
// state in the URL rendered by the server, donations, a 20-row import with 3 bad rows, and
// the smaller steps: ignore, a returned progress report, a deleted draft.
// The tests share one server and run in file order: later ones use the case the first creates.
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, waitInteractive, fillTestId, CAPTCHA, PASSWORD, consoleOf, toast, confirm, choose, listPage, reviewBar, closeClean, saveDraft, fillByLabel } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

const TITLE = `E2E求助-${Date.now().toString(36)}`;
const RETURN_REASON = '证明材料不全，请补充医院诊断证明';
/** Set by the first test, used by the following ones. */
const shared = { caseId: null };

// GB 11643 check character, for valid beneficiary ID card numbers.
function idCard(first17) {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let s = 0;
  for (let i = 0; i < 17; i++) s += Number(first17[i]) * w[i];
  return first17 + '10X98765432'[s % 11];
}

/** `YYYY-MM-DD`, `days` after today in China. */
function chinaDate(days) {
  return new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000).toISOString().slice(0, 10);
}

async function fillCaseForm(page) {
  await choose(page, '求助类型', '大病救助');
  await page.getByLabel('目标金额（元）').fill('50000');
  await page.getByLabel('截止日期').fill(chinaDate(60));
  await page.getByLabel('截止日期').press('Enter');
  await fillByLabel(page, { '发布人姓名': '王老师', '发布人手机号': '13800138000', '求助说明': '李小明今年八岁，确诊急性淋巴细胞白血病，需要持续化疗，家庭已无力承担治疗费用。', '详细地址': '北京市朝阳区幸福路18号3单元', '受助人姓名': '李小明' });
  await page.getByTestId('case-form').getByText('男', { exact: true }).click();
  await page.getByLabel('年龄').fill('8');
  await page.getByLabel('受助人身份证号').fill(idCard('11010520170512003'));
  await choose(page, '发布人与受助人关系', '机构代为求助');
  await page.getByLabel('证明人姓名').fill('赵医生');
  await page.getByLabel('证明人手机号').fill('13900139000');
  await page.getByTestId('case-form').getByText('银行卡', { exact: true }).click();
  await page.getByLabel('收款人', { exact: true }).fill('李大明');
  await page.getByLabel('开户银行').fill('中国农业银行朝阳支行');
  await page.getByLabel('收款账号').fill('6228480010000000000');
}

const statusText = (page) => page.getByTestId('case-status').innerText();

test('an organisation drafts and submits a case, a reviewer claims and returns it, the organisation fixes and resubmits it and the reviewer passes it', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SZ/newHelp');
  // A draft needs only the title.
  await org.getByLabel('求助标题').fill(TITLE);
  const id = await saveDraft(org, 'SZ/draftHelp');
  await toast(org, '草稿已保存');
  shared.caseId = id;
  await waitInteractive(org);
  await org.getByTestId('case-form').waitFor();
  assert.equal(await org.getByLabel('求助标题').inputValue(), TITLE);

  // The draft is in the draft box.
  await goto(org, `/SZ/helpDraftBox?keyword=${encodeURIComponent(TITLE)}`);
  assert.equal(await listPage(org, 'draft-table').count(), 1);

  // Submitting with missing fields is refused in the browser, naming the problem.
  await goto(org, `/SZ/draftHelp/${id}`);
  await org.getByTestId('submit-case').click();
  await toast(org, '请检查表单');
  await org.locator('.ant-form-item-explain-error', { hasText: '请选择求助类型' }).waitFor();

  await fillCaseForm(org);
  // The errors of the refused submit clear as the fields are filled.
  await org.waitForFunction(() => !document.querySelector('.ant-form-item-explain-error'));
  await org.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
  await org.evaluate(() => window.scrollTo(0, 0));
  await screenshot(org, 'sz-form');
  await Promise.all([org.waitForURL(new RegExp(`/SZ/viewHelp/${id}$`), { timeout: 15_000 }), org.getByTestId('submit-case').click()]);
  await waitInteractive(org);
  await org.getByTestId('case-detail').waitFor();
  assert.equal(await statusText(org), '待认领');

  // The reviewer finds it in the claim pool and claims it; that opens the review page.
  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SZ/helpClaim?keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([reviewer.waitForURL(new RegExp(`/SZ/verifyHelp/${id}$`)), reviewer.getByTestId(`claim-${id}`).click()]);
  await waitInteractive(reviewer);
  await reviewer.getByTestId('act-return').waitFor();
  assert.equal(await statusText(reviewer), '审核中');
  await screenshot(reviewer, 'sz-verify');

  // A return needs a reason.
  await reviewBar(reviewer).returnEmpty('act-return');
  await reviewer.getByText('请填写退回原因').waitFor();
  await fillTestId(reviewer, 'reason-input', RETURN_REASON);
  await reviewer.getByTestId('reason-ok').click();
  await toast(reviewer, '已退回');
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="case-status"]')?.textContent === '已退回');

  // The organisation sees the reason, edits and resubmits: the case goes back to its reviewer.
  await goto(org, `/SZ/viewHelp/${id}`);
  assert.equal(await statusText(org), '已退回');
  assert.match(await org.getByTestId('case-return-reason').innerText(), new RegExp(RETURN_REASON));
  await Promise.all([org.waitForURL(new RegExp(`/SZ/editHelp/${id}$`)), org.getByTestId('act-edit').click()]);
  await org.getByTestId('case-form').waitFor();
  await org.getByLabel('求助说明').fill('李小明今年八岁，确诊急性淋巴细胞白血病，已补充北京儿童医院诊断证明和费用清单。');
  await Promise.all([org.waitForURL(new RegExp(`/SZ/viewHelp/${id}$`), { timeout: 15_000 }), org.getByTestId('submit-case').click()]);
  await org.getByTestId('case-detail').waitFor();
  assert.equal(await statusText(org), '审核中');
  await org.getByTestId('case-logs').getByText('重新提交').waitFor();

  // The reviewer opens it from the claimed list and passes it.
  await goto(reviewer, `/SZ/helpClaimed?keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([reviewer.waitForURL(new RegExp(`/SZ/verifyHelp/${id}$`)), reviewer.getByTestId(`verify-${id}`).click()]);
  await reviewBar(reviewer).act('act-pass');
  await toast(reviewer, '审核通过');
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="case-status"]')?.textContent === '募款中');
  assert.equal(await reviewer.getByTestId('act-pass').count(), 0, 'no review buttons on a passed case');

  // After the decision the page offers the way on: 返回列表, and 下一条 — the next case the
  // reviewer claimed that still waits in 审核中 (the seed leaves some), never the one just passed.
  const done = reviewer.getByTestId('review-done');
  assert.equal(await done.getByTestId('review-back').getAttribute('href'), '/SZ/helpClaimed');
  const waiting = await reviewer.evaluate(async () => {
    const res = await fetch('/api/organization/SZ/receive_org_help_project_list?status=2&pageNum=1&pageSize=10', { headers: { 'X-Requested-With': 'orgcenter' } });
    return (await res.json()).data.list.map((r) => r.id);
  });
  assert.ok(waiting.length > 0 && !waiting.includes(id), `other claimed cases wait: ${waiting}`);
  const next = done.getByTestId('review-next');
  assert.equal(await next.getAttribute('href'), `/SZ/verifyHelp/${waiting[0]}`);
  await screenshot(reviewer, 'sz-review-next');
  await Promise.all([reviewer.waitForURL(new RegExp(`/SZ/verifyHelp/${waiting[0]}$`)), next.click()]);
  await reviewer.getByTestId('act-pass').waitFor();
  assert.equal(await statusText(reviewer), '审核中');

  await goto(org, `/SZ/viewHelp/${id}`);
  assert.equal(await statusText(org), '募款中');
  await closeClean(org, reviewer);
});

test("each decision on the case reaches the organisation's message centre, with the reason and a link to the case", async () => {
  const id = shared.caseId;
  assert.ok(id, 'the first test made a case');
  const org = await pageAs('demo_org');
  await goto(org, `/messageNotice/index?is_read=0`);
  const rowsOf = (notice) => org.getByTestId('message-list').locator('tbody tr.ant-table-row', { hasText: `求助「${TITLE}」${notice}` });
  // Claimed, returned (with its reason) and passed: one message each.
  for (const notice of ['已被认领，进入审核', '已被退回', '已通过审核']) {
    assert.equal(await rowsOf(notice).count(), 1, `one message for 「${notice}」`);
  }
  assert.match(await rowsOf('已被退回').innerText(), new RegExp(RETURN_REASON));
  // The message opens its case.
  await Promise.all([org.waitForURL(new RegExp(`/SZ/viewHelp/${id}$`)), rowsOf('已被退回').getByRole('link').click()]);
  await org.getByTestId('case-detail').waitFor();
  await closeClean(org);
});

test('the organisation adds a progress report, which a role 2 reviewer passes', async () => {
  const id = shared.caseId;
  assert.ok(id, 'the first test created the case');
  const org = await pageAs('demo_org');
  await goto(org, `/SZ/viewHelp/${id}`);
  await Promise.all([org.waitForURL(new RegExp(`/SZ/newHelpProcess/${id}$`)), org.getByTestId('act-add-progress').click()]);
  await org.getByTestId('progress-form').waitFor();
  await org.getByLabel('进展标题').fill('第一期化疗完成');
  await org.getByLabel('进展内容').fill('小明已完成第一期化疗，各项指标稳定，善款用于支付化疗药费。');
  // The new case has raised nothing yet: an amount used is refused with the cap, then left out.
  await org.getByLabel('已使用金额（元）').fill('12000');
  await org.getByTestId('submit-progress').click();
  await org.getByText('已使用金额不能超过已筹金额（0.00元）').first().waitFor();
  await org.getByLabel('已使用金额（元）').fill('');
  await Promise.all([org.waitForURL(new RegExp(`/SZ/helpProcessList/${id}$`)), org.getByTestId('submit-progress').click()]);
  await waitInteractive(org);
  const row = listPage(org, 'progress-table').row('第一期化疗完成');
  await row.getByText('待审核').waitFor();

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SZ/helpProcessList/${id}`);
  const link = listPage(reviewer, 'progress-table').row('第一期化疗完成').locator('[data-testid^="verify-progress-"]');
  await Promise.all([reviewer.waitForURL(/\/SZ\/verifyHelpProcess\/\d+$/), link.click()]);
  await reviewBar(reviewer).act('progress-pass');
  await toast(reviewer, '审核通过');
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="progress-status"]')?.textContent === '已通过');

  await goto(org, `/SZ/helpProcessList/${id}?status=2`);
  await listPage(org, 'progress-table').row('第一期化疗完成').getByText('已通过').waitFor();
  await closeClean(org, reviewer);
});

test('a change request on a raising case is reviewed on the before/after page and its change is applied', async () => {
  const id = shared.caseId;
  const org = await pageAs('demo_org');
  await goto(org, `/SZ/viewHelp/${id}`);
  await Promise.all([org.waitForURL(new RegExp(`/SZ/changeHelp/${id}$`)), org.getByTestId('act-change').click()]);
  await org.getByLabel('目标金额（元）').fill('80000');
  await org.getByLabel('变更原因').fill('后续需要骨髓移植，费用增加');
  await Promise.all([org.waitForURL(new RegExp(`/SZ/viewHelp/${id}$`)), org.getByTestId('submit-change').click()]);
  await toast(org, '提交成功');

  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, `/SZ/helpVerifyList?status=1&keyword=${encodeURIComponent(TITLE)}`);
  await Promise.all([reviewer.waitForURL(/\/SZ\/helpVerifyChangeDetail\/\d+$/), reviewer.locator('[data-testid^="issue-open-"]').first().click()]);
  const changed = reviewer.getByTestId('issue-fields').locator('tr.ant-table-row');
  await changed.first().waitFor();
  assert.equal(await changed.count(), 1, 'only the changed field is requested');
  assert.match(await changed.innerText(), /目标金额[\s\S]*50,000\.00[\s\S]*80,000\.00/);
  await reviewBar(reviewer).act('issue-pass');
  await toast(reviewer, '审核通过');

  await goto(org, `/SZ/viewHelp/${id}`);
  await org.getByText('¥80,000.00').first().waitFor();
  await org.getByTestId('case-logs').getByText('变更通过').waitFor();
  await org.context().close();
  await reviewer.context().close();
});

test('a regional partner (role 3) cannot open the review pages and has no menu entry for them', async () => {
  const partner = await pageAs('demo_partner');
  for (const path of ['/SZ/helpClaim', '/SZ/helpClaimed', `/SZ/verifyHelp/${shared.caseId ?? 1}`, '/SZ/verifyHelpProcess/1', '/SZ/helpVerifyChangeDetail/1']) {
    await goto(partner, path);
    await partner.getByText('您没有访问该页面的权限').waitFor();
  }
  await goto(partner, '/SZ/helpList');
  const menu = await partner.getByTestId('sidebar').innerText();
  assert.ok(!menu.includes('待认领求助') && !menu.includes('已认领求助'), menu);
  // Help cases hold personal data: role 3 sees only its own organisation's (none here).
  assert.equal(await listPage(partner, 'case-table').count(), 0);
  await partner.context().close();

  // "2 only": the super admin does not review progress reports either.
  const admin = await pageAs('demo_admin');
  await goto(admin, '/SZ/verifyHelpProcess/1');
  await admin.getByText('您没有访问该页面的权限').waitFor();
  await admin.context().close();
});

test('list filters and page live in the URL: the server renders that page and a reload shows the same rows', async () => {
  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, '/SZ/helpClaim');
  const rows = reviewer.getByTestId('pool-table').locator('tr.ant-table-row');
  assert.equal(await rows.count(), 10, '10 per page');
  const page1First = await rows.first().innerText();
  await Promise.all([reviewer.waitForURL(/page=2/), reviewer.locator('.ant-pagination-item-2').click()]);
  // Page 2's rows, not page 1's still on screen nor the moment the table swaps them.
  await reviewer.waitForFunction((first) => {
    const shown = document.querySelectorAll('[data-testid="pool-table"] tr.ant-table-row');
    return shown.length > 0 && shown[0].innerText !== first && !document.querySelector('[data-testid="pool-table"] .ant-spin-spinning');
  }, page1First);
  const page2 = await rows.allInnerTexts();
  assert.ok(page2.length > 0);
  // The raw HTML of that URL (no script run) already holds the same rows.
  const html = await (await reviewer.request.get(reviewer.url())).text();
  for (const text of page2) assert.ok(html.includes(text.split('\t')[0].trim()), `server HTML has ${text.split('\t')[0]}`);
  await reviewer.reload();
  await waitInteractive(reviewer);
  assert.deepEqual(await rows.allInnerTexts(), page2);

  // A filter change goes back to page 1 and lands in the URL.
  await fillTestId(reviewer, 'filter-keyword', '助学');
  await reviewer.getByTestId('filter-keyword').press('Enter');
  await reviewer.waitForURL((u) => u.searchParams.get('keyword') === '助学' && !u.searchParams.has('page'));
  await goto(reviewer, '/SZ/helpList?status=4');
  await reviewer.waitForFunction(() => document.querySelectorAll('[data-testid="case-table"] tr.ant-table-row').length > 0);
  const statuses = await reviewer.getByTestId('case-table').locator('tr.ant-table-row .ant-tag').allInnerTexts();
  assert.ok(statuses.every((s) => s === '募款中'), statuses.join());
  await screenshot(reviewer, 'sz-list');
  await closeClean(reviewer);
});

test('a case form keeps what the user typed when the session expires, and after logging in again it comes back', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SZ/newHelp');
  const title = `${TITLE}-会话`;
  await org.getByLabel('求助标题').fill(title);
  await fillCaseForm(org);
  // The session ends (cookie gone) while the user is typing.
  await org.context().clearCookies({ name: 'token_org' });
  await Promise.all([org.waitForURL(/\/login\?redirect=/), org.getByTestId('submit-case').click()]);
  await waitInteractive(org);
  await fillTestId(org, 'login-account', 'demo_org');
  await fillTestId(org, 'login-password', PASSWORD);
  await fillTestId(org, 'login-verify', CAPTCHA);
  await Promise.all([org.waitForURL(/\/SZ\/newHelp$/, { timeout: 15_000 }), org.getByTestId('login-submit').click()]);
  await waitInteractive(org);
  await org.getByTestId('form-restored').waitFor();
  assert.equal(await org.getByLabel('求助标题').inputValue(), title);
  assert.equal(await org.getByLabel('受助人身份证号').inputValue(), idCard('11010520170512003'));
  assert.equal(await org.getByLabel('收款账号').inputValue(), '6228480010000000000');

  // A server-side refusal keeps the inputs and shows the message.
  await org.getByLabel('目标金额（元）').fill('50000');
  await Promise.all([org.waitForURL(/\/SZ\/viewHelp\/\d+$/, { timeout: 15_000 }), org.getByTestId('submit-case').click()]);
  await org.getByTestId('case-detail').waitFor();
  // Saved: the snapshot is gone, a new form starts empty.
  await goto(org, '/SZ/newHelp');
  assert.equal(await org.getByTestId('form-restored').count(), 0);
  assert.equal(await org.getByLabel('求助标题').inputValue(), '');
  await org.context().close();
});

test('the donation list sums paid orders, shows an order with its bill and moves the bill forward one step', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SZ/helpDonateList?status=1');
  const sum = await org.getByTestId('donate-sum').innerText();
  assert.match(sum, /¥[\d,]+\.\d\d/);
  const button = org.locator('[data-testid^="bill-next-"]').first();
  await button.waitFor();
  const orderId = (await button.getAttribute('data-testid')).slice('bill-next-'.length);
  const before = await button.innerText();
  await button.click();
  await confirm(org);
  await toast(org, '票据状态已更新');
  await org.waitForFunction(
    ([oid, label]) => document.querySelector(`[data-testid="bill-next-${oid}"]`)?.textContent.replace(/\s/g, '') !== label.replace(/\s/g, ''),
    [orderId, before],
  );
  await org.getByTestId(`order-open-${orderId}`).click();
  await org.getByTestId('order-drawer').getByText('开票信息').waitFor();
  await org.context().close();
});

const IMPORT_HEADER = ['求助标题', '求助类型', '目标金额（元）', '截止日期', '求助说明', '详细地址', '发布人姓名', '发布人手机号', '受助人姓名', '受助人性别',
  '受助人年龄', '受助人身份证号', '与受助人关系', '证明人姓名', '证明人手机号', '收款方式', '收款人', '开户银行', '收款账号'];

/** `count` good import rows titled `导入求助<tag>-NN`, as a field office's spreadsheet holds them. */
function importRows(tag, count) {
  const rows = [];
  for (let i = 1; i <= count; i++) {
    rows.push([`导入求助${tag}-${String(i).padStart(2, '0')}`, '助学帮困', '20000', chinaDate(90),
      `第${i}位受助学生家庭困难，父母务农收入微薄，需要资助完成本学年的学业和生活费用。`, '云南省昆明市五华区人民中路28号', '李春燕', '13800138000',
      `受助人${i}`, i % 2 ? '男' : '女', '12', idCard(`530102201305${String(i).padStart(2, '0')}123`), '机构代为求助', '张校长', '13900139000',
      '银行卡', '李春燕', '中国农业银行五华支行', '6228480010000000000']);
  }
  return rows;
}

const csvText = (rows) => [IMPORT_HEADER, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n';

/** Chooses `buffer` as the import file on /SZ/batchHelp and waits for its staged rows. */
async function stageImport(org, name, buffer) {
  await goto(org, '/SZ/batchHelp');
  await org.locator('.ant-upload-drag input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await org.waitForURL(/\/SZ\/batchHelp\?batch=\d+/, { timeout: 20_000 });
  await waitInteractive(org);
  await org.getByTestId('staged-table').waitFor();
  assert.equal(await org.getByTestId('import-file-name').innerText(), name);
}

test('a 20-row import with 3 bad rows reports each bad row and imports the other 17', async () => {
  const batchTag = Date.now().toString(36);
  const rows = importRows(batchTag, 20);
  rows[4][2] = '50'; // row 6: target too small
  rows[9][11] = '110105194912310021'; // row 11: bad check character
  rows[14][14] = ''; // row 16: no witness phone
  const org = await pageAs('demo_org');
  await stageImport(org, '求助导入.csv', Buffer.from('\uFEFF' + csvText(rows), 'utf8'));
  assert.equal(await org.getByTestId('import-total').innerText(), '20');
  assert.equal(await org.getByTestId('import-valid').innerText(), '17');
  assert.equal(await org.getByTestId('import-invalid').innerText(), '3');
  // The staged batch is a page of its own chunk: a reload fetches it before hydrating, and the
  // server's page hydrates without a mismatch (closeClean below).
  await org.reload();
  await waitInteractive(org);
  assert.equal(await org.getByTestId('import-invalid').innerText(), '3');

  await Promise.all([org.waitForURL(/valid=0/), org.getByTestId('rows-invalid').click()]);
  await org.waitForFunction(() => document.querySelectorAll('[data-testid="staged-table"] tr.ant-table-row').length === 3);
  assert.match(await org.getByTestId('row-errors-6').innerText(), /目标金额须在100至5000000元之间/);
  assert.match(await org.getByTestId('row-errors-11').innerText(), /受助人身份证号不正确/);
  assert.match(await org.getByTestId('row-errors-16').innerText(), /请填写证明人手机号/);

  await org.getByTestId('import-submit').click();
  await confirm(org);
  await toast(org, '成功导入17条，3条有误未导入');
  await org.getByTestId('import-result').waitFor();
  assert.equal(await org.getByTestId('import-result').innerText(), '成功导入17条，3条有误未导入');
  await screenshot(org, 'sz-import');

  // 17 new cases wait to be claimed; the bad rows created nothing.
  await goto(org, `/SZ/helpList?status=1&keyword=${encodeURIComponent(`导入求助${batchTag}`)}`);
  assert.match(await org.locator('.ant-pagination-total-text').innerText(), /共 17 条/);
  await closeClean(org);
});

test('a CSV saved by Excel on Chinese Windows (GBK) imports with its Chinese text intact', async () => {
  const batchTag = Date.now().toString(36);
  const rows = importRows(batchTag, 2);
  // GBK bytes as Excel writes them, encoded by Python's codec (Node has no GBK encoder).
  const gbk = execFileSync('python3', ['-c', 'import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode("utf-8").encode("gbk"))'], {
    input: Buffer.from(csvText(rows), 'utf8'),
  });
  assert.notDeepEqual(gbk, Buffer.from(csvText(rows), 'utf8'), 'the file is not UTF-8');

  const org = await pageAs('demo_org');
  await stageImport(org, '求助导入（GBK）.csv', gbk);
  assert.equal(await org.getByTestId('import-valid').innerText(), '2');
  const staged = await org.getByTestId('staged-table').innerText();
  assert.match(staged, new RegExp(`导入求助${batchTag}-01`));
  assert.match(staged, /助学帮困/);
  await org.getByTestId('import-submit').click();
  await confirm(org);
  await toast(org, '成功导入2条');

  await goto(org, `/SZ/helpList?status=1&keyword=${encodeURIComponent(`导入求助${batchTag}`)}`);
  assert.match(await org.locator('.ant-pagination-total-text').innerText(), /共 2 条/);
  await org.getByRole('link', { name: `导入求助${batchTag}-02` }).click();
  await org.getByText('中国农业银行五华支行').first().waitFor();
  await org.getByText('云南省昆明市五华区人民中路28号').first().waitFor();
  await closeClean(org);
});

test('a reviewer ignores a pool case only for themselves and returns a progress report with a reason; the organisation deletes a draft', async () => {
  // 忽略: the case leaves this reviewer's pool; the super admin still sees it.
  const reviewer = await pageAs('demo_reviewer');
  await goto(reviewer, '/SZ/helpClaim');
  const firstIgnore = reviewer.locator('[data-testid^="ignore-"]').first();
  const poolId = (await firstIgnore.getAttribute('data-testid')).slice('ignore-'.length);
  await firstIgnore.click();
  await confirm(reviewer);
  await toast(reviewer, '已忽略');
  await reviewer.getByTestId(`ignore-${poolId}`).waitFor({ state: 'detached' });
  const admin = await pageAs('demo_admin');
  await goto(admin, '/SZ/helpClaim');
  let seen = (await admin.getByTestId(`ignore-${poolId}`).count()) > 0;
  if (!seen && (await admin.locator('.ant-pagination-item-2').count()) > 0) {
    await goto(admin, '/SZ/helpClaim?page=2');
    seen = (await admin.getByTestId(`ignore-${poolId}`).count()) > 0;
  }
  assert.ok(seen, 'another reviewer still has the ignored case in the pool');
  await admin.context().close();

  // 退回 a progress report: a reason is required, and the organisation sees it.
  await goto(reviewer, '/SZ/helpProcessList?status=1');
  const verify = reviewer.getByTestId('progress-table').locator('[data-testid^="verify-progress-"]').first();
  await Promise.all([reviewer.waitForURL(/\/SZ\/verifyHelpProcess\/\d+$/), verify.click()]);
  const progressId = reviewer.url().split('/').pop();
  await reviewBar(reviewer).returnEmpty('progress-return');
  await reviewer.getByText('请填写退回原因').waitFor();
  await fillTestId(reviewer, 'reason-input', '请补充费用票据照片');
  await reviewer.getByTestId('reason-ok').click();
  await toast(reviewer, '已退回');
  await reviewer.waitForFunction(() => document.querySelector('[data-testid="progress-status"]')?.textContent === '已退回');
  const org = await pageAs('demo_org');
  await goto(org, `/SZ/editHelpProcess/${progressId}`);
  assert.match(await org.getByText('请补充费用票据照片').first().innerText(), /请补充费用票据照片/);

  // 删除 a draft: it is gone from the draft box, after a confirmation.
  await goto(org, '/SZ/helpDraftBox');
  const drafts = org.getByTestId('draft-table').locator('tr.ant-table-row');
  const before = await drafts.count();
  assert.ok(before > 0, 'the seed has drafts');
  const del = org.locator('[data-testid^="draft-delete-"]').first();
  const draftId = (await del.getAttribute('data-testid')).slice('draft-delete-'.length);
  await del.click();
  await confirm(org);
  await toast(org, '删除成功');
  await org.getByTestId(`draft-delete-${draftId}`).waitFor({ state: 'detached' });
  await goto(org, `/SZ/draftHelp/${draftId}`);
  await org.getByText('求助不存在').first().waitFor();
  await closeClean(org, reviewer);
});

test('a create whose answer was lost on the way, sent again from the same form, makes one case', async () => {
  const org = await pageAs('demo_org');
  const title = `E2E重发-${Date.now().toString(36)}`;
  await goto(org, '/SZ/newHelp');
  await org.getByLabel('求助标题').fill(title);
  await fillCaseForm(org);
  const keys = [];
  let lost = false;
  await org.route('**/api/organization/SZ/add_help_project', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (lost) return route.continue();
    // The platform creates the case, but the answer never reaches the browser.
    lost = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await org.getByTestId('submit-case').click();
  // The first answer never arrives: the form says so, as a network error (the reset connection)
  // or, when the platform takes longer than the form waits (5 s, on a loaded host), as a timeout.
  await toast(org, /网络错误|请求超时/);
  await Promise.all([org.waitForURL(/\/SZ\/viewHelp\/\d+$/, { timeout: 15_000 }), org.getByTestId('submit-case').click()]);
  assert.equal(keys.length, 2);
  assert.ok(keys[0], 'the form sends an Idempotency-Key');
  assert.equal(keys[1], keys[0], 'one key per form instance');
  const total = await org.evaluate(async (t) => {
    const r = await fetch(`/api/organization/SZ/help_project_list?pageNum=1&pageSize=100&keyword=${encodeURIComponent(t)}`, { headers: { 'x-requested-with': 'orgcenter' } });
    return (await r.json()).data.total;
  }, title);
  assert.equal(total, 1, 'the second send got the first answer instead of a second case');
  await org.context().close();
});
