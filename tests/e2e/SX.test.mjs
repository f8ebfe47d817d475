// Activities (/SX) in Chromium: the organisation (role 1) builds an activity with a custom
// sign-up form (a text, a single choice and an ID card field, reordered), previews the form as a
// participant sees it — a bad ID card refused with the field's message, then accepted — and
// submits; the reviewer (role 2) passes it and it is published (报名中); sign-ups arrive from the
// H5 page (sandbox test call; a bad answer is refused there too); the organisation passes one and
// returns one with a reason, records a sign-in with its sign-out, sees the hours, and exports the
// sign-ups with the form's answers as columns; a change of its places goes through review with a
// field diff. Role 4 never sees the area. The tests share one
// server and run in file order: later ones use the first one's activity.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, waitInteractive, consoleOf, toast, listPage, reviewBar, confirm, formItemOf, uploadImages, pickRegion, typeRichText, choose, closeClean } from './harness.mjs';
import { sheetRows } from './xlsx.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

const TITLE = `E2E活动-${Date.now().toString(36)}`;
const shared = { id: null, fields: null, signups: {} };
const HEADERS = { 'X-Requested-With': 'orgcenter' };

const activityStatus = (page) => page.getByTestId('activity-status').innerText();
const waitStatus = (page, label) =>
  page.waitForFunction((l) => document.querySelector('[data-testid="activity-status"]')?.textContent === l, label, { timeout: 15_000 });

async function readAll(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

/** `YYYY-MM-DD HH:mm` in China time, `days` from now. */
function chinaTime(days, hour) {
  const d = new Date(Date.now() + 8 * 3600 * 1000 + days * 86400 * 1000);
  return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00`;
}

/** `YYYY-MM-DD HH:mm` in China time, `hours` from now (minutes kept). */
function chinaIn(hours) {
  return new Date(Date.now() + (8 + hours) * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Types a date-time into the picker input `input` and confirms it. */
async function typeTime(page, input, value) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** A test-mode call to the sandbox; resolves with the envelope whatever its code. */
async function sandbox(path, body) {
  const r = await fetch(`${env.server.sandbox}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return r.json();
}

test('role 1 builds an activity with a custom sign-up form, previews it as a participant and submits it', async () => {
  const org = await pageAs('demo_org', { width: 1280, height: 900 });
  const failed = [];
  org.on('response', (r) => r.status() >= 500 && failed.push(`${r.status()} ${r.url()}`));
  await goto(org, '/SX/addnewactive');
  // An empty submit names the first problem.
  await org.getByTestId('submit-activity').click();
  await toast(org, '请检查表单');

  await org.getByLabel('活动名称').fill(TITLE);
  await choose(org, '活动类别', '社区服务');
  await uploadImages(org, '封面图', 1);
  await typeRichText(org, 'f-content', { text: '周末一起清理社区绿地和河道垃圾，活动提供手套和工具，请穿运动鞋参加。' });
  const time = formItemOf(org, '活动时间').locator('input');
  await typeTime(org, time.nth(0), chinaTime(10, 9));
  await typeTime(org, time.nth(1), chinaTime(10, 12));
  await typeTime(org, formItemOf(org, '报名截止时间').locator('input'), chinaTime(9, 18));
  await pickRegion(org, '活动地区', '朝阳区');
  await org.getByLabel('详细地址').fill('朝阳区望京街道阜通东大街6号');
  await org.getByTestId('f-places').fill('10');
  await org.getByTestId('f-need-review').getByText('需审核', { exact: true }).click();
  await org.getByLabel('联系人', { exact: true }).fill('王老师');
  await org.getByLabel('联系人手机号').fill('13800138000');

  // 活动标签: a new tag is added and chosen on the spot; one added by mistake is deleted from the
  // list (after a confirmation) and leaves the choice and the organisation's tags.
  const tagInput = org.getByTestId('f-new-tag').locator('input');
  await tagInput.fill('河道清理');
  await tagInput.press('Enter');
  await org.getByTestId('f-tags').getByText('河道清理').waitFor();
  await tagInput.fill('写错的标签');
  await tagInput.press('Enter');
  await org.getByTestId('f-tags').getByText('写错的标签').waitFor();
  const tagsOf = () => org.evaluate(async () => {
    const res = await fetch('/api/organization/activity/tag_list', { headers: { 'X-Requested-With': 'orgcenter' } });
    return (await res.json()).data.list;
  });
  const wrong = (await tagsOf()).find((t) => t.name === '写错的标签');
  assert.ok(wrong, 'the added tag is stored');
  await org.getByTestId('f-tags').locator('.ant-select-content, .ant-select-selector').first().click();
  await org.getByTestId(`tag-delete-${wrong.id}`).click();
  assert.equal(await org.locator('.ant-modal-confirm-title').innerText(), '删除标签「写错的标签」？');
  // The list closes before the confirmation shows, so it is not drawn under the open dropdown.
  await org.locator('.ant-select-dropdown').filter({ hasText: '写错的标签' }).waitFor({ state: 'hidden' });
  await screenshot(org, 'sx-tag-delete');
  await org.getByTestId('tag-delete-ok').click();
  await toast(org, '标签已删除');
  await org.getByTestId('f-tags').getByText('写错的标签').waitFor({ state: 'detached' });
  await org.getByTestId('f-tags').getByText('河道清理').waitFor();
  assert.ok(!(await tagsOf()).some((t) => t.name === '写错的标签'), 'the deleted tag is gone from the organisation');
  await org.keyboard.press('Escape');

  // The sign-up form: a single choice, a text and an ID card; the text moved to the top.
  await org.getByTestId('add-field-radio').click();
  await org.getByTestId('field-0-label').fill('衣服尺码');
  await org.getByTestId('field-0-options').fill('S\nM\nL');
  await org.getByTestId('add-field-text').click();
  await org.getByTestId('field-1-label').fill('工作单位');
  await org.getByTestId('field-1-up').click();
  await org.getByTestId('add-field-id_card').click();
  await org.getByTestId('field-2-label').fill('身份证号');
  // A duplicate name is shown under the field at once.
  await org.getByTestId('field-2-label').fill('工作单位');
  await org.getByTestId('field-2-problem').getByText('报名表字段名称不能重复').waitFor();
  await org.getByTestId('field-2-label').fill('身份证号');
  assert.equal(await org.getByTestId('field-0-label').inputValue(), '工作单位');
  assert.equal(await org.getByTestId('field-1-label').inputValue(), '衣服尺码');

  await org.waitForFunction(() => !document.querySelector('.ant-form-item-explain-error'), null, { timeout: 10_000 });
  await org.getByTestId('form-builder').scrollIntoViewIfNeeded();
  await screenshot(org, 'sx-form-builder-1280');

  // The preview opens in a new tab with the form as a participant sees it.
  const [preview] = await Promise.all([org.context().waitForEvent('page'), org.getByTestId('preview-form').click()]);
  preview.errors = [];
  preview.on('console', (msg) => msg.type() === 'error' && preview.errors.push(msg.text()));
  preview.on('pageerror', (err) => preview.errors.push(String(err)));
  await waitInteractive(preview);
  await preview.getByTestId('signup-form').waitFor();
  const labels = await preview.getByTestId('signup-form').locator('.ant-form-item-label label').allInnerTexts();
  assert.deepEqual(labels, ['姓名', '手机号', '工作单位', '衣服尺码', '身份证号']);
  await preview.getByTestId('answer-name').fill('李志愿');
  await preview.getByTestId('answer-mobile').fill('13900139000');
  await preview.getByTestId('answer-f1').fill('春晖社区');
  await formItemOf(preview, '衣服尺码').getByText('M', { exact: true }).click();
  await preview.getByTestId('answer-f3').fill('110101199003071234');
  await preview.getByTestId('preview-submit').click();
  await preview.locator('.ant-form-item-explain-error', { hasText: '身份证号不正确' }).waitFor();
  await preview.getByTestId('answer-f3').fill('11010519491231002X');
  await preview.getByTestId('preview-submit').click();
  await preview.getByTestId('preview-passed').waitFor();
  await preview.setViewportSize({ width: 375, height: 812 });
  await screenshot(preview, 'sx-preview-375');
  assert.deepEqual(preview.errors, [], preview.errors.join('\n'));
  await preview.close();

  await Promise.all([org.waitForURL(/\/SX\/activedetail\/\d+\/1$/, { timeout: 15_000 }), org.getByTestId('submit-activity').click()]);
  await waitInteractive(org);
  shared.id = Number(/activedetail\/(\d+)/.exec(org.url())[1]);
  assert.equal(await activityStatus(org), '待审核');
  const fields = await org.getByTestId('detail-form-fields').innerText();
  assert.ok(fields.indexOf('工作单位') < fields.indexOf('衣服尺码'), fields);

  // The list filters by the organisation's 活动标签 on the server: under its new tag the activity
  // is the only row of a list that has many.
  const tag = (await tagsOf()).find((t) => t.name === '河道清理');
  await goto(org, '/SX/activelist');
  assert.ok((await listPage(org, 'activity-table').count()) > 1);
  await goto(org, `/SX/activelist?tag_id=${tag.id}`);
  assert.equal(await listPage(org, 'activity-table').count(), 1);
  await listPage(org, 'activity-table').row(TITLE).waitFor();
  await closeClean(org);
});

test('role 2 reviews the activity and publishes it: 报名中, and the owner is told', async (t) => {
  if (!shared.id) return t.skip('the activity of the first test is missing');
  const staff = await pageAs('demo_reviewer', { width: 1280, height: 900 });
  await goto(staff, `/SX/activelist?status=1&keyword=${encodeURIComponent(TITLE)}`);
  await listPage(staff, 'activity-table').row(TITLE).waitFor();
  await goto(staff, `/SX/activedetail/${shared.id}/1`);
  await reviewBar(staff).act('act-pass');
  await toast(staff, '审核通过');
  await waitStatus(staff, '报名中');
  await staff.getByTestId('activity-logs').getByText('审核通过').waitFor();
  await closeClean(staff);
});

test('sign-ups arrive from the H5 page; a bad answer is refused with the field message', async (t) => {
  if (!shared.id) return t.skip('the activity of the first test is missing');
  const org = await pageAs('demo_org');
  const res = await org.context().request.get(`${env.server.base}/api/organization/activity/activity_detail?id=${shared.id}`, { headers: HEADERS });
  const detail = (await res.json()).data;
  shared.fields = Object.fromEntries(detail.form_fields.map((f) => [f.label, f.key]));
  const answers = (unit, size, id) => ({ [shared.fields['工作单位']]: unit, [shared.fields['衣服尺码']]: size, [shared.fields['身份证号']]: id });

  const bad = await sandbox('/__sandbox/activity_signup', { activity_id: shared.id, name: '赵错误', mobile: '13700137000', answers: answers('春晖社区', 'XL', '11010519491231002X') });
  assert.equal(bad.code, 400);
  assert.equal(bad.msg, '衣服尺码的选项不存在');

  for (const [name, mobile] of [['陈通过', '13600136000'], ['周退回', '13500135000']]) {
    const ok = await sandbox('/__sandbox/activity_signup', { activity_id: shared.id, name, mobile, answers: answers('望京街道', 'L', '11010519491231002X') });
    assert.equal(ok.code, 200, JSON.stringify(ok));
    assert.equal(ok.data.status, 0, 'the activity needs review: the sign-up waits');
    shared.signups[name] = ok.data.id;
  }
  await org.context().close();
});

test('role 1 passes one sign-up, returns one with a reason, and a sign-in outside the activity is refused', async (t) => {
  if (!shared.id) return t.skip('the activity of the first test is missing');
  const org = await pageAs('demo_org', { width: 1280, height: 900 });
  await goto(org, `/SX/activelist/signuplist/${shared.id}/0`);
  const list = listPage(org, 'signup-table');
  await list.row('陈通过').waitFor();
  assert.ok((await list.row('陈通过').innerText()).includes('望京街道'), 'the answers are columns');
  const pass = shared.signups['陈通过'];
  const back = shared.signups['周退回'];
  await reviewBar(org).act(`signup-pass-${pass}`);
  await toast(org, '审核通过');
  await list.row('陈通过').getByText('已通过').waitFor();
  await reviewBar(org).returnWith(`signup-return-${back}`, '报名信息与身份证不符');
  await toast(org, '已退回');
  await list.row('周退回').getByText('退回原因：报名信息与身份证不符').waitFor();
  await screenshot(org, 'sx-signups-1280');

  // The activity is ten days ahead: a sign-in three hours ago lies outside its window, so it is
  // refused with the rule and nothing is credited (hours are never counted outside the activity).
  await org.getByTestId(`signup-signin-${pass}`).click();
  await typeTime(org, org.getByTestId('sign-sign_in_at'), chinaIn(-3));
  await typeTime(org, org.getByTestId('sign-sign_out_at'), chinaIn(-1));
  await org.getByTestId('sign-ok').click();
  await org.getByText(/签到、签退时间须在活动时间前后2小时内/).first().waitFor();

  await goto(org, `/SX/activelist/signlist/${shared.id}/1`);
  const signins = listPage(org, 'signin-table');
  await signins.table.waitFor();
  assert.equal(await signins.row('陈通过').count(), 0);

  // 详情 shows the sign-up in full: its answers.
  await goto(org, `/SX/activelist/signuplist/${shared.id}/0`);
  await org.getByTestId(`signup-view-${pass}`).click();
  const drawer = org.getByTestId('signup-drawer');
  await drawer.getByTestId('signup-drawer-answers').getByText('望京街道').waitFor();
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });

  // A team's sign-up names every member (the seeded 公益徒步团队挑战赛 has teams signed up).
  const found = await org.context().request.get(`${env.server.base}/api/organization/activity/activity_list?pageNum=1&pageSize=10&keyword=${encodeURIComponent('公益徒步团队挑战赛')}`, { headers: HEADERS });
  const hike = (await found.json()).data.list[0];
  const teams = await org.context().request.get(`${env.server.base}/api/organization/activity/activity_apply_list?pageNum=1&pageSize=10&activity_id=${hike.id}&is_team=1`, { headers: HEADERS });
  const team = (await teams.json()).data.list[0];
  assert.ok(team && team.members.length >= 2, JSON.stringify(team));
  await goto(org, `/SX/activelist/signuplist/${hike.id}/1`);
  await org.getByTestId(`signup-view-${team.id}`).click();
  const members = drawer.getByTestId('signup-drawer-members');
  await members.waitFor();
  assert.equal(await members.locator('tbody tr.ant-table-row').count(), team.members.length);
  for (const m of team.members) await members.getByText(m.name, { exact: true }).waitFor();
  await screenshot(org, 'sx-signup-team-drawer');
  await closeClean(org);
});

test('role 1 exports the activity list and the sign-ups with the form answers as columns', async (t) => {
  if (!shared.id) return t.skip('the activity of the first test is missing');
  const org = await pageAs('demo_org', { width: 1280, height: 900 });
  await goto(org, `/SX/activelist?keyword=${encodeURIComponent(TITLE)}`);
  await listPage(org, 'activity-table').row(TITLE).waitFor();
  await org.getByTestId('activity-stats').waitFor();
  const [list] = await Promise.all([org.waitForEvent('download'), org.getByTestId('export-activity').click()]);
  const listRows = sheetRows(await readAll(await list.createReadStream()));
  assert.equal(listRows.filter((r) => r.includes(TITLE)).length, 1, 'the filtered activity in the export');

  await goto(org, `/SX/activelist/signuplist/${shared.id}/0`);
  const [download] = await Promise.all([org.waitForEvent('download'), org.getByTestId('export-activity_signup').click()]);
  assert.match(download.suggestedFilename(), /^活动报名名单_\d{8}\.xlsx$/);
  const rows = sheetRows(await readAll(await download.createReadStream()));
  const header = rows[0];
  for (const label of ['姓名', '手机号', '工作单位', '衣服尺码', '身份证号']) assert.ok(header.includes(label), `${label} in ${header}`);
  const passed = rows.find((r) => r.includes('陈通过'));
  assert.ok(passed && passed.includes('望京街道') && passed.includes('L'), JSON.stringify(passed));
  assert.ok(passed.includes('110105********002X') && !rows.flat().includes('11010519491231002X'), 'the ID number is masked in the export');
  assert.ok(rows.some((r) => r.includes('周退回') && r.includes('报名信息与身份证不符')));

  await goto(org, '/SX/activelist');
  await screenshot(org, 'sx-list-1280');
  await org.setViewportSize({ width: 375, height: 812 });
  await screenshot(org, 'sx-list-375');
  await closeClean(org);
});

test('role 1 asks to change the places of the published activity; role 2 sees the diff and passes it', async (t) => {
  if (!shared.id) return t.skip('the activity of the first test is missing');
  const org = await pageAs('demo_org', { width: 1280, height: 900 });
  await goto(org, `/SX/activedetail/${shared.id}/1`);
  await Promise.all([org.waitForURL(/\/SX\/updateactiveinfo\/\d+$/), org.getByTestId('act-change').click()]);
  await waitInteractive(org);
  // Nothing changed: refused before sending.
  await org.getByTestId('c-reason').fill('报名人数超出预期，需要扩大名额');
  await org.getByTestId('change-submit').click();
  await toast(org, '请至少修改一项内容');
  await org.getByTestId('c-places').fill('20');
  await Promise.all([org.waitForURL(/\/SX\/activedetail\/\d+\/1$/, { timeout: 15_000 }), org.getByTestId('change-submit').click()]);
  await waitInteractive(org);
  assert.ok((await org.getByTestId('activity-fields').innerText()).includes('/ 10'), 'the old places until the change is passed');
  await closeClean(org);

  const staff = await pageAs('demo_reviewer', { width: 1280, height: 900 });
  await goto(staff, `/SX/changeactivelist?status=1&keyword=${encodeURIComponent(TITLE)}`);
  const row = listPage(staff, 'change-table').row(TITLE);
  await row.waitFor();
  await Promise.all([staff.waitForURL(/\/SX\/editinfo\/\d+$/), row.locator('[data-testid^="change-open-"]').click()]);
  await waitInteractive(staff);
  const diff = await listPage(staff, 'change-fields').row('活动名额').innerText();
  assert.ok(diff.includes('10') && diff.includes('20'), diff);
  await reviewBar(staff).act('act-pass');
  await toast(staff, '审核通过');
  await goto(staff, `/SX/activedetail/${shared.id}/1`);
  assert.ok((await staff.getByTestId('activity-fields').innerText()).includes('/ 20'), 'the new places once passed');
  await closeClean(staff);
});

test('role 4 never sees the area: not in the menu, a 403 page for its URLs, and its calls refused', async () => {
  const page = await pageAs('demo_micro');
  await goto(page, '/dashboard');
  const menu = await page.getByTestId('sidebar').innerText();
  assert.ok(!menu.includes('活动管理'), menu);
  for (const path of ['/SX/activelist', `/SX/activedetail/${shared.id ?? 1}/1`, '/SX/addnewactive/previewform']) {
    await goto(page, path);
    await page.getByText('您没有访问该页面的权限').waitFor();
  }
  const api = await page.context().request.get(`${env.server.base}/api/organization/activity/activity_list?pageNum=1&pageSize=10`, { headers: HEADERS });
  assert.equal(api.status(), 403, await api.text());
  await page.context().close();
});
