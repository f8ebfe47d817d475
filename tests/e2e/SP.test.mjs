// Charity sales (/SP) in Chromium: the organisation (role 1) lists a sale item and an auction lot
// through the goods form, each naming a beneficiary project; the reviewer (role 2) passes both;
// a buyer orders and pays (sandbox test calls) and the organisation ships with a tracking number;
// bids arrive, a too-low one is refused, and the lot closes to the highest bidder with an order;
// the order export holds the shipped order; a role-4 user opens its organisation's order by link
// but sees no /SP menu; a price change of the listed item passes review with a field diff; goods
// sent by the public are received, checked and turned into a draft sale item. The tests share one server and run in file order: later ones use the
// first one's goods.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, screenshot, consoleOf, newPage, login, toast, confirm, listPage, reviewBar, formItemOf, uploadImages, sandboxCall, waitInteractive, closeClean } from './harness.mjs';
import { sheetRows } from './xlsx.mjs';

const env = serverAndBrowserForFile();
const { goto } = consoleOf(env);
/** A logged-in page whose errors also name the URL of any answer of 500 or more (login included). */
async function pageAs(account) {
  const page = await newPage(env.browser, { width: 1440, height: 900 });
  page.on('response', (r) => {
    if (r.status() >= 500) page.errors.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  await login(page, env.server.base, account);
  return page;
}

const STAMP = Date.now().toString(36);
const ITEM = `E2E围巾-${STAMP}`;
const LOT = `E2E书法-${STAMP}`;
const shared = { item: null, lot: null, order: null, lotOrder: null };

const goodsStatus = (page) => page.getByTestId('goods-status').innerText();
const waitText = (page, testId, text) =>
  page.waitForFunction(([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(t), [testId, text], { timeout: 15_000 });

async function readAll(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

/** `YYYY-MM-DD HH:mm` in China time (what the pickers take, whatever the browser's zone), `minutes` from now. */
function chinaTime(minutes) {
  return new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Picks the first beneficiary project the search offers. */
async function pickProject(page) {
  const item = formItemOf(page, '受益项目');
  await item.locator('.ant-select').click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await option.waitFor({ timeout: 15_000 });
  const title = (await option.innerText()).replace(/（.*$/, '');
  await option.click();
  return title;
}

async function fillCommon(page, title) {
  await page.getByTestId('g-title').fill(title);
  const project = await pickProject(page);
  await uploadImages(page, '商品封面', 1);
  await page.getByTestId('g-description').fill('山区妈妈手工编织的羊毛制品，每一件都计入受益项目的善款。');
  return project;
}

/** Submits the goods form and lands on the item's review page; its id. */
async function submitGoods(page) {
  await Promise.all([page.waitForURL(/\/SP\/good_charity\/\d+$/, { timeout: 15_000 }), page.getByTestId('goods-submit').click()]);
  await waitInteractive(page);
  return Number(/good_charity\/(\d+)/.exec(page.url())[1]);
}

test('role 1 lists a sale item and an auction lot, each naming a beneficiary project', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SP/add_charity');
  // An empty submit names the first problem.
  await org.getByTestId('goods-submit').click();
  await toast(org, '请检查表单');
  await org.locator('.ant-form-item-explain-error', { hasText: '请填写商品名称' }).waitFor();

  shared.project = await fillCommon(org, ITEM);
  await org.getByTestId('g-price').fill('88.00');
  await org.getByTestId('g-stock').fill('5');
  await org.getByTestId('g-specs').click();
  await org.keyboard.type('红色');
  await org.keyboard.press('Enter');
  await org.keyboard.type('灰色');
  await org.keyboard.press('Enter');
  await org.keyboard.press('Escape');
  await org.getByTestId('g-shipping').fill('10');
  await org.setViewportSize({ width: 1280, height: 900 });
  await org.evaluate(() => window.scrollTo(0, 0));
  await screenshot(org, 'sp-goods-form-1280');
  shared.item = await submitGoods(org);
  assert.equal(await goodsStatus(org), '待审核');
  assert.match(await org.getByTestId('goods-terms').innerText(), /¥88\.00[\s\S]*红色、灰色/);

  // The lot: a running auction (started ten minutes ago) with a reserve and anti-sniping.
  await goto(org, '/SP/add_charity?kind=2');
  await fillCommon(org, LOT);
  await org.getByTestId('g-start-price').fill('100');
  await org.getByTestId('g-increment').fill('10');
  await org.getByTestId('g-reserve').fill('120');
  await org.getByTestId('g-extend').fill('300');
  const times = formItemOf(org, '竞拍时间').locator('input');
  await times.nth(0).click();
  await times.nth(0).fill(chinaTime(-10));
  await times.nth(0).press('Enter');
  await times.nth(1).fill(chinaTime(2 * 24 * 60));
  await times.nth(1).press('Enter');
  await org.keyboard.press('Escape');
  shared.lot = await submitGoods(org);
  assert.equal(await goodsStatus(org), '待审核');
  assert.match(await org.getByTestId('goods-terms').innerText(), /起拍价[\s\S]*¥100\.00[\s\S]*保留价[\s\S]*¥120\.00[\s\S]*300秒/);
  await closeClean(org);
});

test('role 2 passes both: the item is listed and the lot is running', async () => {
  const staff = await pageAs('demo_reviewer');
  for (const id of [shared.item, shared.lot]) {
    await goto(staff, `/SP/good_charity/${id}`);
    await reviewBar(staff).act('act-pass');
    await toast(staff, '审核通过');
    await waitText(staff, 'goods-status', '已上架');
    await staff.getByTestId('goods-logs').getByText('审核通过').waitFor();
  }
  assert.match(await goodsStatus(staff), /已上架[\s\S]*竞拍中/);
  // The list shows both with the reviewer's filter on the kind.
  await goto(staff, `/SP/salesmanlist?kind=2&keyword=${encodeURIComponent(LOT)}`);
  const rows = listPage(staff, 'sale-table');
  assert.equal(await rows.count(), 1);
  assert.match(await rows.rows().first().innerText(), /竞拍拍品[\s\S]*已上架[\s\S]*竞拍中[\s\S]*¥100\.00/);
  // The title and 详情 open one and the same detail page.
  const byTitle = await staff.getByTestId(`goods-link-${shared.lot}`).getAttribute('href');
  assert.equal(byTitle, await staff.getByTestId(`review-${shared.lot}`).getAttribute('href'));
  await Promise.all([staff.waitForURL(new RegExp(`/SP/good_charity/${shared.lot}$`)), staff.getByTestId(`goods-link-${shared.lot}`).click()]);
  await closeClean(staff);
});

test('an order is paid and the organisation ships it with a tracking number', async () => {
  const placed = await sandboxCall(env.server.sandbox, '/__sandbox/sale_order', {
    goods_id: shared.item, quantity: 2, spec: '灰色', buyer_name: '李爱心', mobile: '13900139000', address: '北京市朝阳区建国路1号',
  });
  shared.order = placed.data.id;
  await sandboxCall(env.server.sandbox, '/__sandbox/sale_pay', { id: shared.order });

  const org = await pageAs('demo_org');
  await goto(org, `/SP/salesman_detail/${shared.item}/1`);
  const sums = await org.getByTestId('sales-sums').innerText();
  assert.match(sums, /售出件数\s*2[\s\S]*¥176\.00/, 'two units at ¥88 count ¥176 to the project');
  await listPage(org, 'goods-order-table').row(placed.data.order_no).waitFor();

  await goto(org, `/SP/order_detail/${shared.order}`);
  assert.equal(await org.getByTestId('order-status').innerText(), '已付款');
  assert.match(await org.getByTestId('order-amounts').innerText(), /¥176\.00[\s\S]*¥10\.00[\s\S]*¥186\.00/);
  await org.getByTestId('act-ship').click();
  await org.getByTestId('s-company').fill('顺丰速运');
  await org.getByTestId('s-no').fill('SF-1');
  await org.getByTestId('ship-ok').click();
  await org.locator('.ant-form-item-explain-error', { hasText: '快递单号须为5-30位字母或数字' }).waitFor();
  await org.getByTestId('s-no').fill('SF1234567890');
  await org.getByTestId('ship-ok').click();
  await toast(org, '发货成功');
  await waitText(org, 'order-status', '已发货');
  assert.equal(await org.getByTestId('express-no').innerText(), 'SF1234567890');
  await org.getByTestId('order-logs').getByText('发货').waitFor();
  await org.setViewportSize({ width: 1280, height: 900 });
  await screenshot(org, 'sp-order-1280');
  await org.setViewportSize({ width: 375, height: 812 });
  await screenshot(org, 'sp-order-375');
  await closeClean(org);
});

test('bids arrive, a too-low bid is refused, and the lot closes to the highest bidder with an order', async () => {
  const bid = (bidder_name, price) => sandboxCall(env.server.sandbox, '/__sandbox/sale_bid', { goods_id: shared.lot, bidder_name, bidder_phone: '13700137000', price });
  await bid('王一', '100');
  await bid('赵二', '110');
  await bid('王一', '130');
  await assert.rejects(bid('赵二', '135'), /出价不能低于140/);

  const org = await pageAs('demo_org');
  await goto(org, `/SP/salesman_detail/${shared.lot}/2`);
  assert.equal(await org.getByTestId('current-price').innerText(), '¥130.00');
  assert.equal(await listPage(org, 'bid-table').count(), 3);
  assert.match(await org.getByTestId('auction-now').innerText(), /下一口最低\s*¥140\.00/);

  const ended = await sandboxCall(env.server.sandbox, '/__sandbox/sale_auction_end', { id: shared.lot });
  shared.lotOrder = ended.data.order_id;
  assert.ok(shared.lotOrder, 'the close made the winner an order');
  await goto(org, `/SP/salesman_detail/${shared.lot}/2`);
  assert.match(await org.getByTestId('auction-winner').innerText(), /成交：王\*[\s\S]*¥130\.00/);
  assert.equal(await org.getByTestId('auction-status').innerText(), '已成交');
  // 已成交 beside a count that agrees: the winner's order is a deal, waiting for payment.
  assert.match(await org.getByTestId('sales-sums').innerText(), /成交订单\s*1（1 笔待付款）/);
  assert.match(await listPage(org, 'bid-table').rows().first().innerText(), /¥130\.00[\s\S]*中标/);
  await org.setViewportSize({ width: 1280, height: 900 });
  await screenshot(org, 'sp-bids-1280');
  await org.setViewportSize({ width: 375, height: 812 });
  await screenshot(org, 'sp-bids-375');
  await org.setViewportSize({ width: 1440, height: 900 });
  await Promise.all([org.waitForURL(new RegExp(`/SP/order_detail/${shared.lotOrder}$`)), org.getByTestId('winner-order').click()]);
  await waitText(org, 'order-status', '待付款');
  assert.match(await org.getByTestId('order-amounts').innerText(), /¥130\.00/);
  // The close knows no address: the winner gives one at checkout, and it is where the lot ships.
  assert.match(await org.getByTestId('order-buyer').innerText(), /收货地址\s*买家付款时填写/);
  await assert.rejects(sandboxCall(env.server.sandbox, '/__sandbox/sale_pay', { id: shared.lotOrder }), /请填写收货地址/);
  await sandboxCall(env.server.sandbox, '/__sandbox/sale_pay', { id: shared.lotOrder, province: '110000', city: '110100', district: '110105', address: '建国路88号' });
  await goto(org, `/SP/order_detail/${shared.lotOrder}`);
  await waitText(org, 'order-status', '已付款');
  assert.match(await org.getByTestId('order-buyer').innerText(), /收货地址\s*北京市\s*建国路88号/);

  await goto(org, '/SP/biddinglist');
  await org.getByTestId('auction-stats').waitFor();
  await org.setViewportSize({ width: 1280, height: 900 });
  await screenshot(org, 'sp-biddinglist-1280');
  await closeClean(org);
});

test('the order list filters on the server and its export holds the shipped order', async () => {
  const org = await pageAs('demo_org');
  await goto(org, `/SP/orderlist?status=2&keyword=${encodeURIComponent(ITEM)}`);
  const orders = listPage(org, 'order-table');
  assert.equal(await orders.count(), 1);
  assert.match(await orders.rows().first().innerText(), /李爱心[\s\S]*¥186\.00[\s\S]*已发货[\s\S]*SF1234567890/);
  const [download] = await Promise.all([org.waitForEvent('download'), org.getByTestId('export-sale').click()]);
  assert.match(download.suggestedFilename(), /^义卖订单_\d{8}\.xlsx$/);
  const rows = sheetRows(await readAll(await download.createReadStream()));
  const row = rows.find((r) => r.includes(ITEM));
  assert.ok(row, `the export holds the order of ${ITEM}`);
  assert.ok(row.includes('李爱心') && row.includes('已发货'), row.join(' | '));
  assert.equal(rows.length, 2, 'the header and the one order the filter shows');

  await goto(org, '/SP/salesmanlist');
  await org.getByTestId('sale-stats').waitFor();
  await org.setViewportSize({ width: 1280, height: 900 });
  await screenshot(org, 'sp-salesmanlist-1280');
  await org.setViewportSize({ width: 375, height: 812 });
  await screenshot(org, 'sp-salesmanlist-375');
  await closeClean(org);
});

test('role 4 opens its organisation order by link but sees no /SP menu', async () => {
  await sandboxCall(env.server.sandbox, '/__sandbox/export_rows', { account: 'demo_micro', table: 'sale', count: 1 });
  const admin = await pageAs('demo_admin');
  const answer = await (await admin.request.get(`${env.server.base}/api/organization/thing/sale_order_list?pageNum=1&pageSize=100`, { headers: { 'X-Requested-With': 'orgcenter' } })).json();
  const order = answer.data.list.find((o) => o.org_name === '杭州微光助学社');
  assert.ok(order, 'the test call made an order of the role-4 organisation');
  await admin.context().close();

  const micro = await pageAs('demo_micro');
  await goto(micro, `/SP/order_detailed/${order.id}`);
  assert.match(await micro.getByTestId('order-goods').innerText(), new RegExp(order.goods_title));
  assert.equal(await micro.getByTestId('order-actions').count(), 0, 'read only');
  const menu = await micro.getByTestId('sidebar').innerText();
  assert.ok(!menu.includes('义卖管理') && !menu.includes('订单列表'), menu);
  assert.deepEqual(micro.errors, [], micro.errors.join('\n'));
  // Its lists stay closed to it: the page and the platform's call.
  await goto(micro, '/SP/orderlist');
  await micro.getByText('您没有访问该页面的权限').waitFor();
  const list = await micro.context().request.get(`${env.server.base}/api/organization/thing/sale_order_list?pageNum=1&pageSize=10`, { headers: { 'X-Requested-With': 'orgcenter' } });
  assert.equal((await list.json()).msg, '当前角色无权使用义卖管理');
  await micro.context().close();
});

test('a change to the listed item goes through review with a field diff and takes effect when passed', async () => {
  const org = await pageAs('demo_org');
  await goto(org, `/SP/good_charity/${shared.item}`);
  await Promise.all([org.waitForURL(new RegExp(`/SP/updatechangeinfo/${shared.item}/1$`)), org.getByTestId('act-change').click()]);
  await waitInteractive(org);
  // Nothing changed: refused before sending.
  await org.getByTestId('c-reason').fill('原材料涨价，调整售价');
  await org.getByTestId('change-submit').click();
  await toast(org, '请至少修改一项内容');
  await org.getByTestId('g-price').fill('98');
  await Promise.all([org.waitForURL(new RegExp(`/SP/good_charity/${shared.item}$`)), toast(org, '提交成功，请等待审核'), org.getByTestId('change-submit').click()]);
  await waitInteractive(org);
  assert.match(await org.getByTestId('goods-terms').innerText(), /售价\s*¥88\.00/, 'the old price until the change is passed');
  await org.context().close();

  const staff = await pageAs('demo_reviewer');
  await goto(staff, `/SP/goodchangelist?status=1&keyword=${encodeURIComponent(ITEM)}`);
  const changes = listPage(staff, 'change-table');
  assert.equal(await changes.count(), 1);
  await Promise.all([staff.waitForURL(/\/SP\/updatechangeinfo\/\d+\/2$/), staff.locator('[data-testid^="change-open-"]').first().click()]);
  await waitInteractive(staff);
  const diff = await staff.getByTestId('change-fields').innerText();
  assert.match(diff, /售价\s*¥88\.00\s*¥98\.00/);
  assert.ok(!diff.includes('库存'), 'only the changed field is in the diff');
  await reviewBar(staff).act('act-pass');
  await toast(staff, '审核通过');
  await waitText(staff, 'change-status', '已通过');
  await goto(staff, `/SP/good_charity/${shared.item}`);
  assert.match(await staff.getByTestId('goods-terms').innerText(), /售价\s*¥98\.00/);
  await closeClean(staff);
});

test('goods sent by the public are checked and listed for sale as a draft of the goods form', async () => {
  const sent = await sandboxCall(env.server.sandbox, '/__sandbox/goods_donation', {
    account: 'demo_org', donor_name: '周善', donor_phone: '13600136000', item_name: `E2E毛毯-${STAMP}`, item_type: 3, quantity: 12, express_company: '中通快递', express_no: 'ZT1234567890',
  });
  const org = await pageAs('demo_org');
  await goto(org, `/SP/receive_donation_list?status=1&keyword=${encodeURIComponent(`E2E毛毯-${STAMP}`)}`);
  assert.equal(await listPage(org, 'donation-table').count(), 1);
  await goto(org, `/SP/donation_detail/${sent.data.id}`);
  await reviewBar(org).act('act-arrive');
  await waitText(org, 'donation-status', '已到货');
  await reviewBar(org).act('act-check');
  await waitText(org, 'donation-status', '已核对');
  await org.getByTestId('act-list').click();
  await Promise.all([org.waitForURL(/\/SP\/edit_charity\/\d+\/1$/), confirm(org)]);
  await waitInteractive(org);
  assert.equal(await org.getByTestId('g-title').inputValue(), `E2E毛毯-${STAMP}`);
  assert.equal(await org.getByTestId('g-stock').inputValue(), '12');
  await closeClean(org);
});

test('an unpaid order is cancelled with a reason and its units go back to the stock; a refund takes a paid order out of the sums', async () => {
  const org = await pageAs('demo_org');
  const stock = async () => {
    await goto(org, `/SP/good_charity/${shared.item}`);
    return Number((await org.getByTestId('goods-terms').innerText()).match(/库存\s*(\d+)/)[1]);
  };
  const sums = async () => {
    await goto(org, `/SP/salesman_detail/${shared.item}/1`);
    return org.getByTestId('sales-sums').innerText();
  };
  const order = (buyer_name, quantity) =>
    sandboxCall(env.server.sandbox, '/__sandbox/sale_order', { goods_id: shared.item, quantity, spec: '灰色', buyer_name, mobile: '13900139001', address: '北京市朝阳区建国路2号' });

  const before = await stock();
  const unpaid = (await order('赵取消', 3)).data.id;
  assert.equal(await stock(), before - 3, 'an order takes its units from the stock');
  await goto(org, `/SP/order_detail/${unpaid}`);
  await waitText(org, 'order-status', '待付款');
  await reviewBar(org).returnWith('act-cancel', '买家联系不上');
  await toast(org, '订单已取消');
  await waitText(org, 'order-status', '已取消');
  await org.getByTestId('order-logs').getByText('买家联系不上').waitFor();
  assert.equal(await stock(), before, 'the cancelled units are back');

  const sumsBefore = await sums();
  const paid = (await order('钱退款', 1)).data.id;
  await sandboxCall(env.server.sandbox, '/__sandbox/sale_pay', { id: paid });
  assert.notEqual(await sums(), sumsBefore, 'the paid order counts');
  await goto(org, `/SP/order_detail/${paid}`);
  await waitText(org, 'order-status', '已付款');
  await reviewBar(org).returnWith('act-refund', '商品破损');
  await toast(org, '已退款');
  await waitText(org, 'order-status', '已退款');
  assert.equal(await sums(), sumsBefore, 'the refund takes it out again');
  assert.equal(await stock(), before);
  await closeClean(org);
});
