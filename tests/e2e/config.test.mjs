// Organisation management (/config) in Chromium: the agreement and the certification banner, first
// authentication returned and passed, a write-only WeChat Pay secret, both password changes.
// The tests share one server and run in file order: the first one accepts demo_newcomer's
// agreement, which the authentication test then relies on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, newPage, login, screenshot, waitInteractive, fillTestId, NEWCOMER, PASSWORD, consoleOf, listPage, reviewBar, closeClean, fillByLabel } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto } = consoleOf(env);

// GB 32100 / GB 11714, as sandbox/src/credit_code.rs builds the seed's codes.
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function creditCode(deptKind, region, body8) {
  const ow = [3, 7, 9, 10, 5, 8, 4, 2];
  let s = 0;
  for (let i = 0; i < 8; i++) {
    const c = body8[i];
    s += (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55) * ow[i];
  }
  const r = 11 - (s % 11);
  const first17 = `${deptKind}${region}${body8}${r === 10 ? 'X' : r === 11 ? '0' : String(r)}`;
  const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]) * w[i];
  return first17 + ALPHABET[(31 - (sum % 31)) % 31];
}
/** demo_newcomer's organisation (云南山花乡村发展中心, a 社会服务机构) as seeded. */
const NEWCOMER_CODE = creditCode('52', '530100', 'MJ3F8N4P');
const ORG_NAME = '云南山花乡村发展中心';

// A valid 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The form item whose label is exactly `label`. */
const formItem = (page, label) =>
  page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Lets effects queued by the last commit run (used before asserting that something stays absent). */
const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));

/** The render input the server embedded for hydration. */
const renderState = (page) => page.evaluate(() => JSON.parse(document.getElementById('__ORG_STATE__').textContent));

async function freshPage(size) {
  return newPage(env.browser, size);
}

test('an unauthenticated newcomer sees the certification banner and the agreement exactly once', async () => {
  const page = await freshPage();
  await login(page, env.server.base, NEWCOMER);
  const banner = page.getByTestId('certification-banner');
  await banner.waitFor();
  assert.match(await banner.innerText(), /机构尚未认证/);
  const modal = page.locator('.ant-modal', { hasText: '平台合作协议' });
  await modal.waitFor();
  await modal.getByTestId('agreement-accept').waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-modal .ant-zoom-appear, .ant-modal.ant-zoom-enter'));
  // The server never renders the modal: it opens after hydration.
  const html = await (await page.context().request.get(`${env.server.base}/dashboard`)).text();
  assert.ok(!html.includes('agreement-accept'), 'the agreement is not in the server-rendered HTML');
  assert.equal(await modal.getByTestId('agreement-doc').getAttribute('href'), '/sandbox-files/agreement.html');
  await screenshot(page, 'config-agreement');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/accept_agreement') && r.status() === 200),
    page.getByTestId('agreement-accept').click(),
  ]);
  await modal.waitFor({ state: 'hidden' });

  // Another page load: the session now says accepted, and nothing opens.
  await goto(page, '/config/orgInfo');
  assert.equal((await renderState(page)).user.agreemenet, 1);
  await settle(page);
  assert.equal(await page.locator('.ant-modal', { hasText: '平台合作协议' }).count(), 0);
  // The banner leads to /config/auth and can be dismissed.
  await page.getByTestId('certification-banner').waitFor();
  await page.getByTestId('certification-banner').locator('.ant-alert-close-icon').click();
  await page.getByTestId('certification-banner').waitFor({ state: 'detached' });

  // A new login does not offer it again either.
  const again = await freshPage();
  await login(again, env.server.base, NEWCOMER);
  await again.getByTestId('certification-banner').waitFor();
  await settle(again);
  assert.equal(await again.locator('.ant-modal', { hasText: '平台合作协议' }).count(), 0);
  await again.getByTestId('certification-banner-link').click();
  await again.waitForURL('**/config/auth');
  await closeClean(page, again);
});

async function fillAuthForm(page) {
  await fillByLabel(page, { '机构名称': ORG_NAME, '统一社会信用代码': NEWCOMER_CODE, '登记管理机关': '昆明市民政局', '登记证书有效期至': '2031-02-25' });
  await page.getByLabel('登记证书有效期至').press('Enter');
  await formItem(page, '登记证书').locator('input[type=file]').setInputFiles({ name: 'cert.png', mimeType: 'image/png', buffer: PNG });
  await formItem(page, '登记证书').locator('.ant-upload-list-item-done').first().waitFor({ timeout: 15_000 });
  await page.getByLabel('法定代表人').fill('段丽萍');
  await page.getByLabel('联系人', { exact: true }).fill('李春燕');
  await page.getByLabel('联系电话').fill('0871-63195520');
  await page.getByLabel('联系邮箱').fill('shanhua@yn-rural.org.cn');
  const region = formItem(page, '所在地区').locator('input');
  await page.waitForFunction(() => !document.querySelector('.ant-cascader-disabled'));
  await region.click();
  await region.fill('五华区');
  await page.locator('.ant-cascader-menu-item', { hasText: '五华区' }).first().click();
  await page.getByLabel('详细地址').fill('云南省昆明市五华区人民中路28号美亚大厦7楼');
}

async function submitAuthForm(page) {
  await Promise.all([
    page.waitForURL('**/config/auth/completed', { timeout: 15_000 }),
    page.getByTestId('auth-submit').click(),
  ]);
}

/** The reviewer opens the queue and passes or returns the newcomer's pending submission. */
async function review(page, decision, reason) {
  await goto(page, '/config/authReview');
  const queue = listPage(page, 'review-queue');
  const row = queue.row(ORG_NAME).filter({ has: page.locator(`[data-testid^="${decision}-"]`) });
  await row.waitFor();
  const id = (await row.locator(`[data-testid^="${decision}-"]`).getAttribute('data-testid')).split('-').pop();
  const answered = page.waitForResponse((r) => r.url().includes('/api/organization/auth/review'));
  if (decision === 'return') {
    await reviewBar(page).returnWith(`return-${id}`, reason);
  } else {
    await reviewBar(page).act(`pass-${id}`);
  }
  await answered;
  await queue.row(ORG_NAME).filter({ has: page.locator('[data-testid^="pass-"]') }).waitFor({ state: 'detached' });
}

/** `YYYY-MM-DD`, `days` after today in China. */
const chinaDate = (days) => new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000).toISOString().slice(0, 10);

test('the unauthenticated newcomer is told before the project form that it cannot submit, and may save a draft', async () => {
  // Runs before the authentication test below passes the newcomer's organisation.
  const page = await freshPage({ width: 1440, height: 900 });
  await login(page, env.server.base, NEWCOMER);
  await goto(page, '/SJ/newProject');
  const notice = page.getByTestId('auth-refusal');
  await notice.waitFor();
  assert.match(await notice.innerText(), /暂不能提交项目[\s\S]*机构尚未通过认证，不能提交项目；草稿可以先保存。/);
  // Before the long form: the notice sits above the first field.
  const [noticeBox, titleBox] = [await notice.boundingBox(), await page.getByLabel('项目名称').boundingBox()];
  assert.ok(noticeBox && titleBox && noticeBox.y + noticeBox.height <= titleBox.y, 'the notice comes before the form');
  await screenshot(page, 'sj-new-project-unauthenticated');
  await page.context().close();
});

test('the first authentication form starts from what the platform knows and will not take an expired certificate date', async () => {
  const org = await freshPage({ width: 1280, height: 900 });
  await login(org, env.server.base, NEWCOMER);
  await goto(org, '/config/auth/firstAuth/3');
  await org.getByTestId('auth-form').waitFor();
  assert.equal(await org.getByLabel('机构名称').inputValue(), ORG_NAME);
  assert.equal(await org.getByLabel('统一社会信用代码').inputValue(), NEWCOMER_CODE);
  assert.equal(await org.getByLabel('联系电话').inputValue(), '0871-63195520');
  await formItem(org, '所在地区').getByText('五华区').waitFor();
  // Two columns on a desktop, like the /SZ forms.
  const [a, b] = await Promise.all(['机构名称', '统一社会信用代码'].map((l) => formItem(org, l).boundingBox()));
  assert.equal(Math.round(a.y), Math.round(b.y), 'name and credit code share a row');
  // The date picker: yesterday cannot be picked, and nothing is taken from the text.
  const validTo = org.getByLabel('登记证书有效期至');
  await validTo.fill(chinaDate(-1));
  await validTo.press('Enter');
  await org.getByTestId('auth-submit').click();
  await formItem(org, '登记证书有效期至').getByText('请填写登记证书有效期').waitFor();
  await validTo.fill(chinaDate(30));
  await validTo.press('Enter');
  await formItem(org, '登记证书有效期至').locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
  await screenshot(org, 'config-first-auth-prefilled-1280');
  await closeClean(org);
});

test('reviewers find 认证审核 in the menu with the pending count, see everything submitted, and confirm a pass', async () => {
  const reviewer = await freshPage({ width: 1280, height: 900 });
  await login(reviewer, env.server.base, 'demo_reviewer');
  await reviewer.locator('#side-menu .ant-menu-submenu-title', { hasText: '机构管理' }).click();
  const count = reviewer.getByTestId('badge-/config/authReview');
  await count.waitFor();
  assert.equal((await count.innerText()).trim(), '2', 'the seeded first authentication and change wait');
  await Promise.all([reviewer.waitForURL('**/config/authReview'), reviewer.getByTestId('menu-/config/authReview').click()]);
  await waitInteractive(reviewer);
  const row = listPage(reviewer, 'review-queue').row('贵州黔苗儿童发展中心');
  await row.locator('.ant-table-row-expand-icon').click();
  const details = reviewer.getByTestId('auth-details');
  await details.waitFor();
  const text = await details.innerText();
  for (const shown of ['登记证书有效期至', '2030-12-31', '联系邮箱', 'qianmiao@gz-children.org.cn', '所在地区', '登记证书', '详细地址']) {
    assert.ok(text.includes(shown), `the reviewer sees ${shown}`);
  }
  await reviewer.waitForFunction(() => /贵阳市/.test(document.querySelector('[data-testid="auth-details"]')?.textContent ?? ''));
  // 通过 asks first; 取消 leaves the submission waiting.
  const pass = row.locator('[data-testid^="pass-"]');
  await pass.click();
  const popconfirm = reviewer.locator('.ant-popover:not(.ant-popover-hidden)');
  await popconfirm.getByText('确认通过「贵州黔苗儿童发展中心」的首次认证？').waitFor();
  await screenshot(reviewer, 'config-auth-review-1280');
  await popconfirm.getByRole('button', { name: '取消', exact: true }).click();
  await row.getByText('审核中').waitFor();
  // Organisations have no such entry.
  const org = await freshPage();
  await login(org, env.server.base, 'demo_org');
  assert.equal(await org.getByTestId('menu-/config/authReview').count(), 0);
  await closeClean(reviewer, org);
});

test('an organisation authenticates, is returned with a reason, fixes and resubmits, and is passed', async () => {
  const REASON = '登记证书照片不清晰，请上传清晰的正本扫描件';
  const org = await freshPage();
  await login(org, env.server.base, NEWCOMER);
  await goto(org, '/config/auth');
  assert.equal(await org.getByTestId('auth-state').innerText(), '未认证');
  // Choose the organisation type, then start.
  await org.getByTestId('auth-type').click();
  await org.locator('.ant-select-item-option', { hasText: '社会服务机构' }).click();
  await Promise.all([org.waitForURL('**/config/auth/firstAuth/3'), org.getByTestId('go-first-auth').click()]);
  await org.getByTestId('auth-form').waitFor();
  await fillAuthForm(org);
  await screenshot(org, 'config-first-auth-form');
  await submitAuthForm(org);
  await goto(org, '/config/auth');
  assert.equal(await org.getByTestId('auth-state').innerText(), '认证中');

  const reviewer = await freshPage();
  await login(reviewer, env.server.base, 'demo_reviewer');
  await review(reviewer, 'return', REASON);

  // The authentication page fetches the state through its loader: a reload shows the return.
  await goto(org, '/config/auth');
  assert.equal(await org.getByTestId('auth-state').innerText(), '已退回');
  assert.match(await org.getByTestId('return-reason').innerText(), new RegExp(REASON));
  await screenshot(org, 'config-auth-returned');
  // After a new login the session knows too: the layout banner carries the reason.
  const org2 = await freshPage();
  await login(org2, env.server.base, NEWCOMER);
  const banner = org2.getByTestId('certification-banner');
  await banner.waitFor();
  assert.match(await banner.innerText(), new RegExp(REASON));
  await screenshot(org2, 'config-banner-returned');

  // Fix and resubmit: the form starts from the returned submission and shows the reason.
  await goto(org2, '/config/auth');
  await Promise.all([org2.waitForURL('**/config/auth/firstAuth/*'), org2.getByTestId('go-first-auth').click()]);
  await org2.getByTestId('auth-form').waitFor();
  await formItem(org2, '登记证书').locator('.ant-upload-list-item-done').first().waitFor();
  assert.equal(await org2.getByLabel('统一社会信用代码').inputValue(), NEWCOMER_CODE);
  assert.match(await org2.getByText(`退回原因：${REASON}`).innerText(), /退回原因/);
  await formItem(org2, '登记证书').locator('input[type=file]').setInputFiles({ name: 'cert-clear.png', mimeType: 'image/png', buffer: PNG });
  await formItem(org2, '登记证书').locator('.ant-upload-list-item-done').nth(1).waitFor({ timeout: 15_000 });
  await org2.getByLabel('联系人', { exact: true }).fill('王小明');
  await submitAuthForm(org2);

  await review(reviewer, 'pass');
  await goto(org2, '/config/auth');
  assert.equal(await org2.getByTestId('auth-state').innerText(), '已认证');
  await goto(org2, '/config/auth/alreadyAuth/3');
  await org2.getByText('王小明').first().waitFor();
  await screenshot(org2, 'config-auth-passed');
  assert.deepEqual([...org.errors, ...org2.errors, ...reviewer.errors], []);
  for (const p of [org, org2, reviewer]) await p.context().close();
});

test('a WeChat Pay account is added and edited and its secret is never shown again', async () => {
  const SECRET = 'Wx9secretKEY0123456789abcdefGHIJ';
  assert.equal(SECRET.length, 32);
  const page = await freshPage();
  const bodies = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') || r.request().resourceType() === 'document') {
      bodies.push(r.text().then((t) => ({ url: r.url(), text: t }), () => ({ url: r.url(), text: '' })));
    }
  });
  await login(page, env.server.base, 'demo_org');
  await settle(page);
  assert.equal(await page.getByTestId('certification-banner').count(), 0, 'no banner for an authenticated organisation');
  await goto(page, '/config/payAccount/newWXAccount');
  await fillByLabel(page, { '收款主体名称': '北京春晖公益基金会', 'AppID': 'wx1a2b3c4d5e6f7a8b', '商户号': '1601234567' });
  await fillTestId(page, 'secret-input', SECRET);
  await Promise.all([page.waitForURL('**/config/payAccount'), page.getByTestId('pay-submit').click()]);
  const row = page.getByTestId('pay-accounts').locator('tr', { hasText: '1601234567' });
  await row.waitFor();
  assert.match(await row.innerText(), /已设置/);

  await Promise.all([page.waitForURL('**/config/payAccount/editWXAccount/*'), row.getByRole('link', { name: '编辑' }).click()]);
  await page.getByTestId('pay-form').waitFor();
  assert.equal(await page.getByLabel('商户号').inputValue(), '1601234567');
  assert.equal(await page.getByTestId('secret-input').inputValue(), '', 'the stored secret is not filled in');
  await page.getByText(/已设置API密钥/).waitFor();
  const editUrl = page.url();
  await page.getByLabel('收款主体名称').fill('北京春晖公益基金会（项目专户）');
  await Promise.all([page.waitForURL('**/config/payAccount'), page.getByTestId('pay-submit').click()]);
  const edited = page.getByTestId('pay-accounts').locator('tr', { hasText: '项目专户' });
  await edited.waitFor();
  assert.match(await edited.innerText(), /已设置/, 'an empty secret on edit keeps the stored one');

  // A full load of the edit page: neither the HTML nor the page show it.
  await page.goto(editUrl);
  await waitInteractive(page);
  await screenshot(page, 'config-wx-edit');
  assert.ok(!(await page.content()).includes(SECRET), 'not in the page');
  const html = await (await page.context().request.get(editUrl)).text();
  assert.ok(!html.includes(SECRET), 'not in the server-rendered HTML');
  const list = await (await page.context().request.get(`${env.server.base}/api/organization/pay_account/list`)).text();
  assert.ok(!list.includes(SECRET) && list.includes('has_secret'), 'not in the list answer');
  const seen = await Promise.all(bodies);
  assert.ok(seen.some((b) => b.url.includes('/pay_account/save')), 'the save answers were captured');
  for (const b of seen) assert.ok(!b.text.includes(SECRET), `the secret came back in ${b.url}`);
  await closeClean(page);
});

async function fillNewPassword(page, pwd) {
  await page.getByLabel('新密码', { exact: true }).fill(pwd);
  await page.getByLabel('确认新密码').fill(pwd);
}

async function expectLogin(account, password) {
  const page = await freshPage();
  await login(page, env.server.base, account, { password });
  assert.ok(!new URL(page.url()).pathname.startsWith('/login'));
  await page.context().close();
}

test('a password is changed with the old password and the new one logs in', async () => {
  const NEW = 'Partner2027new';
  const page = await freshPage();
  await login(page, env.server.base, 'demo_partner');
  await goto(page, '/config/orgInfo/passwordChangePassword');
  await page.getByLabel('原密码').fill('wrong-Old1');
  await fillNewPassword(page, NEW);
  await page.getByRole('button', { name: /确认修改/ }).click();
  await page.getByText('原密码错误').waitFor();
  await page.getByLabel('原密码').fill(PASSWORD);
  await Promise.all([page.waitForURL('**/config/orgInfo'), page.getByRole('button', { name: /确认修改/ }).click()]);
  await expectLogin('demo_partner', NEW);
  await closeClean(page);
});

test('a password is changed with an SMS code and the new one logs in', async () => {
  const NEW = 'Micro2027sms';
  const page = await freshPage();
  await login(page, env.server.base, 'demo_micro');
  await goto(page, '/config/orgInfo/mobileChangePassword');
  await page.getByLabel('绑定手机号').fill('15811112026');
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/common/mobile_code')),
    page.getByTestId('send-code').click(),
  ]);
  const body = await res.json();
  assert.equal(body.code, 200, body.msg);
  assert.match(body.data.code, /^\d{6}$/, 'test mode answers with the code');
  await page.getByPlaceholder('6位数字').fill(body.data.code);
  await fillNewPassword(page, NEW);
  await Promise.all([page.waitForURL('**/config/orgInfo'), page.getByRole('button', { name: /确认修改/ }).click()]);
  await screenshot(page, 'config-sms-password-done');
  await expectLogin('demo_micro', NEW);
  await closeClean(page);
});
