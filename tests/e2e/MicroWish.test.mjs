// Micro wishes (/MicroWish) in Chromium: a reviewer (role 2) creates a wish in 浙江省 with
// pictures and publishes it, makes an H5 link and a share copy and relates them; the live preview
// of the public page at 375 px shows the wish with the beneficiary's name masked and the copy as
// the share card; a claim arrives from the public page (sandbox test call); the regional partner
// (role 3, 浙江省) records the shipping number, then the delivery, and lights the wish up; the
// export holds the wish's donation. Roles 1 and 4 never see the area. The tests share one server
// and run in file order: later ones use the first one's wish and link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, waitInteractive, consoleOf, toast, listPage, reviewBar, confirm, formItemOf, uploadImages, pickRegion, sandboxCall, closeClean, fillByLabel } from './harness.mjs';
import { sheetRows } from './xlsx.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

const TITLE = `E2E心愿-${Date.now().toString(36)}`;
const CHILD = '欧阳小雨';
const LINK_TITLE = `E2E链接-${Date.now().toString(36)}`;
const SHARE_TITLE = '帮山区孩子圆一个小心愿';
const shared = { wish: null, link: null };

const wishStatus = (page) => page.getByTestId('wish-status').innerText();
const waitWishStatus = (page, label) =>
  page.waitForFunction((l) => document.querySelector('[data-testid="wish-status"]')?.textContent === l, label, { timeout: 15_000 });
/** The text of the public page inside the preview's frame. */
const previewText = (page) => page.frameLocator('[data-testid="h5-frame"]').locator('body').innerText();

async function readAll(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

/** `YYYY-MM-DD` today in China. */
const chinaToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

test('role 2 creates a wish in 浙江省 with pictures and publishes it', async () => {
  const staff = await pageAs('demo_reviewer');
  await goto(staff, '/MicroWish/add_microwish');
  // An empty save names the first problem.
  await staff.getByTestId('wish-save').click();
  await toast(staff, '请检查表单');
  await staff.locator('.ant-form-item-explain-error', { hasText: '请填写心愿标题' }).waitFor();

  await fillByLabel(staff, { '心愿标题': TITLE, '心愿金额（元）': '89.50', '心愿故事': '小雨的书包用了三年，拉链坏了，每天用塑料袋装课本上学。她想要一个新书包。' });
  await uploadImages(staff, '封面图', 1);
  await uploadImages(staff, '心愿图片', 2);
  await staff.getByLabel('受助人姓名').fill(CHILD);
  await formItemOf(staff, '性别').getByText('女').click();
  await fillByLabel(staff, { '年龄': '9', '学校': '丽水市莲都区碧湖镇中心小学', '年级': '三年级' });
  const org = formItemOf(staff, '上报单位');
  await org.locator('.ant-select').click();
  await org.locator('input').fill('春晖');
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '北京春晖公益基金会' }).click();
  await pickRegion(staff, '所在地区', '莲都区');
  await staff.waitForFunction(() => !document.querySelector('.ant-form-item-explain-error'), null, { timeout: 10_000 });
  await staff.evaluate(() => window.scrollTo(0, 0));
  await staff.setViewportSize({ width: 1280, height: 900 });
  await screenshot(staff, 'microwish-form-1280');
  await Promise.all([staff.waitForURL(/\/MicroWish\/see_microwish\/\d+$/, { timeout: 15_000 }), staff.getByTestId('wish-save').click()]);
  await waitInteractive(staff);
  shared.wish = Number(/see_microwish\/(\d+)/.exec(staff.url())[1]);
  assert.equal(await wishStatus(staff), '待发布');
  assert.equal(await staff.getByTestId('wish-images').locator('img').count(), 3, 'the cover and two pictures');
  // The image preview speaks Chinese: 预览 on the cover, named toolbar buttons, 第 1 / 3 张, 关闭.
  const firstImage = staff.getByTestId('wish-images').locator('.ant-image').first();
  await firstImage.hover();
  await firstImage.getByText('预览').waitFor();
  await firstImage.click();
  const overlay = staff.locator('.ant-image-preview');
  await overlay.getByRole('button', { name: '放大' }).waitFor();
  assert.equal(await overlay.getByRole('button', { name: '向右旋转' }).getAttribute('title'), '向右旋转');
  await overlay.getByText('第 1 / 3 张').waitFor();
  await screenshot(staff, 'image-preview-zh');
  await overlay.getByRole('img', { name: '关闭' }).click();
  await overlay.waitFor({ state: 'hidden' });

  await reviewBar(staff).act('act-publish');
  await toast(staff, '发布成功');
  await waitWishStatus(staff, '待认领');
  await staff.getByTestId('wish-logs').getByText('发布').waitFor();
  await closeClean(staff);
});

test('role 2 makes an H5 link and a share copy, relates them, and the 375 px preview shows the wish with the name masked', async () => {
  const staff = await pageAs('demo_reviewer');
  await goto(staff, '/MicroWish/add_link');
  await staff.getByTestId('k-title').fill(LINK_TITLE);
  await staff.getByTestId('k-intro').fill('春天来了，为山区孩子送去一份小小的礼物。');
  await uploadImages(staff, '封面图', 1);
  // The preview follows what is typed.
  assert.match(await previewText(staff), new RegExp(LINK_TITLE));
  await Promise.all([staff.waitForURL(/\/MicroWish\/relation_link\/\d+$/, { timeout: 15_000 }), staff.getByTestId('link-save').click()]);
  await waitInteractive(staff);
  shared.link = Number(/relation_link\/(\d+)/.exec(staff.url())[1]);

  // Add the wish from the published wishes, found by its title.
  await goto(staff, `/MicroWish/relation_link/${shared.link}?keyword=${encodeURIComponent(TITLE)}`);
  await staff.getByTestId(`add-${shared.wish}`).click();
  await staff.frameLocator('[data-testid="h5-frame"]').getByText(TITLE).waitFor();
  await staff.getByTestId('relate-save').click();
  await toast(staff, '关联成功');
  await staff.getByTestId('chosen-wishes').getByText(TITLE).waitFor();

  // A share copy applied to the link.
  await goto(staff, '/MicroWish/add_copywriting');
  await staff.getByTestId('w-title').fill(SHARE_TITLE);
  await staff.getByTestId('w-description').fill('一份礼物，点亮一个孩子的心愿');
  await uploadImages(staff, '分享图片', 1);
  await staff.getByTestId('h5-share-card').getByText(SHARE_TITLE).waitFor();
  await Promise.all([staff.waitForURL(/\/MicroWish\/relation_copywriting\/\d+$/, { timeout: 15_000 }), staff.getByTestId('copy-save').click()]);
  await waitInteractive(staff);
  await staff.getByTestId('copy-links').getByText(LINK_TITLE).click();
  await staff.getByTestId('copy-relate-save').click();
  await toast(staff, '关联成功');

  // The link's page: the public page at 375 px with the copy as its share card.
  await goto(staff, `/MicroWish/relation_link/${shared.link}`);
  const frame = staff.getByTestId('h5-frame');
  await staff.frameLocator('[data-testid="h5-frame"]').getByText(TITLE).waitFor();
  assert.equal(Math.round((await frame.boundingBox()).width), 375, 'the public page is laid out 375 px wide');
  const text = await previewText(staff);
  assert.match(text, /欧\*\*\* · 女 · 9岁 · 三年级/);
  assert.ok(!text.includes(CHILD), 'the full name never reaches the public page');
  assert.match(text, /¥89\.50/);
  assert.match(text, /我来认领/);
  assert.match(await staff.getByTestId('h5-share-card').innerText(), new RegExp(SHARE_TITLE));
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.getByTestId('h5-preview').scrollIntoViewIfNeeded();
  await screenshot(staff, 'microwish-preview-1280');
  await staff.setViewportSize({ width: 375, height: 812 });
  await staff.getByTestId('h5-preview').scrollIntoViewIfNeeded();
  await screenshot(staff, 'microwish-preview-375');
  await closeClean(staff);
});

test('role 2 pushes the link to an organisation account picked by search, which finds it in its message centre', async () => {
  const staff = await pageAs('demo_reviewer');
  await goto(staff, `/MicroWish/push_link/${shared.link}`);
  await staff.getByTestId('push-accounts').click();
  await staff.getByTestId('push-accounts').locator('input').fill('春晖');
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'demo_org' }).click();
  await staff.keyboard.press('Escape');
  await staff.getByTestId('push-submit').click();
  await confirm(staff);
  await toast(staff, '已推送给1个账号');
  await staff.getByTestId('push-table').getByText('demo_org').waitFor();

  const org = await pageAs('demo_org');
  await goto(org, '/messageNotice/index');
  await org.getByText(`微心愿活动「${LINK_TITLE}」`).first().waitFor();
  await closeClean(staff, org);
});

test('a claim arrives from the public page and the partner of 浙江省 ships, delivers and lights the wish up', async () => {
  const id = shared.wish;
  assert.ok(id, 'the first test made a wish');
  await sandboxCall(env.server.sandbox, '/__sandbox/wish_claim', { wish_id: id, claimer_name: '张爱心', claimer_phone: '13800138000', need_bill: 1, bill_title: '张爱心' });

  const partner = await pageAs('demo_partner');
  await goto(partner, `/MicroWish/claim_microwish/${id}/1`);
  const claims = listPage(partner, 'claim-table');
  assert.equal(await claims.count(), 1);
  assert.match(await claims.rows().first().innerText(), /张爱心[\s\S]*13800138000[\s\S]*认领中/);
  assert.equal(await wishStatus(partner), '已认领');
  await partner.locator('[data-testid^="ship-"]').first().click();
  await partner.getByTestId('s-company').fill('顺丰速运');
  await partner.getByTestId('s-no').fill('SF1234567890');
  await partner.getByTestId('ship-ok').click();
  await toast(partner, '快递信息已保存');
  await claims.row('SF1234567890').waitFor();
  await partner.setViewportSize({ width: 1280, height: 900 });
  await screenshot(partner, 'microwish-claims-1280');
  await partner.setViewportSize({ width: 375, height: 812 });
  await screenshot(partner, 'microwish-claims-375');
  await partner.setViewportSize({ width: 1440, height: 900 });

  await Promise.all([partner.waitForURL(new RegExp(`/MicroWish/lightup_microwish/${id}/1$`)), partner.getByTestId('to-lightup').click()]);
  await waitInteractive(partner);
  assert.match(await partner.getByTestId('delivery-record').innerText(), /SF1234567890/);
  const date = formItemOf(partner, '送达日期').locator('input');
  await date.click();
  await date.fill(chinaToday());
  await date.press('Enter');
  await partner.getByTestId('l-receiver').fill('李老师');
  await uploadImages(partner, '反馈图片', 2);
  await partner.getByTestId('l-message').fill('小雨收到书包非常开心，说要好好学习。');
  await partner.getByTestId('lightup-submit').click();
  await toast(partner, '心愿已点亮');
  await partner.getByTestId('lightup-done').waitFor();
  await waitWishStatus(partner, '已实现');
  // Lit up, the record still names the claim that delivered it.
  await partner.reload();
  await waitInteractive(partner);
  assert.match(await partner.getByTestId('delivery-record').innerText(), /张爱心（13800138000）[\s\S]*顺丰速运 SF1234567890/);
  await screenshot(partner, 'microwish-delivery-after-lightup');

  await goto(partner, `/MicroWish/see_microwish/${id}`);
  assert.equal(await wishStatus(partner), '已实现');
  await partner.getByTestId('wish-feedback').getByText('小雨收到书包非常开心').waitFor();
  await partner.getByTestId('wish-logs').getByText('点亮').waitFor();
  // A claim's note is its claimer, a shipment's its courier: not 「原因」.
  const log = await partner.getByTestId('wish-logs').innerText();
  assert.match(log, /认领人：张爱心/);
  assert.match(log, /快递：顺丰速运 SF1234567890/);
  assert.doesNotMatch(log, /原因：张爱心|原因：顺丰/);
  await closeClean(partner);
});

test('the partner requests a change of the published wish, which role 2 passes on its field-by-field diff', async () => {
  const id = shared.wish;
  const partner = await pageAs('demo_partner');
  await goto(partner, `/MicroWish/update_microwish/${id}`);
  await partner.getByTestId('change-form').waitFor();
  // Nothing changed yet: refused in the browser, nothing sent.
  await partner.getByTestId('c-reason').fill('孩子已升入四年级，学校更名');
  await partner.getByTestId('change-submit').click();
  await toast(partner, '请至少修改一项内容');
  await partner.getByTestId('c-school').fill('丽水市莲都区碧湖镇第二小学');
  await partner.getByLabel('年级').fill('四年级');
  await Promise.all([partner.waitForURL(new RegExp(`/MicroWish/see_microwish/${id}$`), { timeout: 15_000 }), partner.getByTestId('change-submit').click()]);
  await toast(partner, '提交成功');

  const staff = await pageAs('demo_reviewer');
  await goto(staff, `/MicroWish/change_list?status=1&keyword=${encodeURIComponent(TITLE)}`);
  // The list names the wish's number and who asked.
  const listed = await staff.locator('tr.ant-table-row').first().innerText();
  assert.match(listed, /XY\d{12}/, listed);
  await Promise.all([staff.waitForURL(/\/MicroWish\/edit_change_microwish\/\d+$/), staff.locator('[data-testid^="change-open-"]').first().click()]);
  assert.match(await staff.getByTestId('change-requester').innerText(), /申请人：[^—，]+，/);
  await waitInteractive(staff);
  const rows = staff.getByTestId('change-fields').locator('tr.ant-table-row');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 2, 'only the changed fields are requested');
  assert.match(await staff.getByTestId('change-fields').innerText(), /碧湖镇中心小学[\s\S]*碧湖镇第二小学/);
  await reviewBar(staff).act('act-pass');
  await toast(staff, '审核通过');
  await staff.waitForFunction(() => document.querySelector('[data-testid="change-status"]')?.textContent === '已通过');
  // The decided request offers 返回列表 and 下一条: the seed's other waiting request, or none.
  const done = staff.getByTestId('review-done');
  assert.equal(await done.getByTestId('review-back').getAttribute('href'), '/MicroWish/change_list');
  const waiting = await staff.evaluate(async () => {
    const res = await fetch('/api/organization/wish/change_list?status=1&pageNum=1&pageSize=10', { headers: { 'X-Requested-With': 'orgcenter' } });
    return (await res.json()).data.list.map((r) => r.id);
  });
  if (waiting.length > 0) assert.equal(await done.getByTestId('review-next').getAttribute('href'), `/MicroWish/edit_change_microwish/${waiting[0]}`);
  else await done.getByTestId('review-next-none').getByText('没有待审核的了').waitFor();

  await goto(staff, `/MicroWish/see_microwish/${id}`);
  assert.match(await staff.getByTestId('wish-detail').innerText(), /碧湖镇第二小学/);
  await staff.getByTestId('wish-logs').getByText('变更通过').waitFor();
  await closeClean(partner, staff);
});

test('the wish list filters by state and keyword on the server, and the export holds the wish', async () => {
  const staff = await pageAs('demo_reviewer', { width: 1280, height: 900 });
  const url = `/MicroWish/microwish_list?status=2&keyword=${encodeURIComponent(TITLE)}`;
  await goto(staff, url);
  assert.equal(await listPage(staff, 'wish-table').count(), 1);
  await staff.getByTestId('wish-stats').waitFor();
  await screenshot(staff, 'microwish-list-1280');
  await staff.setViewportSize({ width: 375, height: 812 });
  await screenshot(staff, 'microwish-list-375');
  await staff.setViewportSize({ width: 1280, height: 900 });

  await goto(staff, `/MicroWish/donation_list?keyword=${encodeURIComponent(TITLE)}`);
  assert.equal(await listPage(staff, 'order-table').count(), 1);
  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByTestId('export-wish').click()]);
  assert.match(download.suggestedFilename(), /^微心愿_\d{8}\.xlsx$/);
  const rows = sheetRows(await readAll(await download.createReadStream()));
  const mine = rows.filter((r) => r.includes(TITLE));
  assert.equal(mine.length, 1, `one donation row of the wish in ${rows.length} rows`);
  assert.ok(mine[0].includes('是'), 'need_bill shown as 是');
  assert.ok(mine[0].includes('浙江省'), 'the province named');
  await closeClean(staff);
});

test('roles 1 and 4 never see the area: not in the menu, a 403 page for its URLs, and its calls refused', async () => {
  for (const account of ['demo_org', 'demo_micro']) {
    const page = await pageAs(account);
    await goto(page, '/dashboard');
    const menu = await page.getByTestId('sidebar').innerText();
    assert.ok(!menu.includes('微心愿'), `${account}: ${menu}`);
    for (const path of ['/MicroWish/microwish_list', `/MicroWish/see_microwish/${shared.wish ?? 1}`, '/MicroWish/edit_link']) {
      await goto(page, path);
      await page.getByText('您没有访问该页面的权限').waitFor();
    }
    const api = await page.context().request.get(`${env.server.base}/api/organization/wish/list?pageNum=1&pageSize=10`, { headers: { 'X-Requested-With': 'orgcenter' } });
    assert.equal(api.status(), 403, `${account}: ${await api.text()}`);
    const accounts = await page.context().request.post(`${env.server.base}/api/organization/message/all_account_list`, { data: { pageNum: 1, pageSize: 10 }, headers: { 'X-Requested-With': 'orgcenter' } });
    assert.equal((await accounts.json()).msg, '无权查看账号列表');
    await page.context().close();
  }
});
