// Every time a user types is China time, whatever the PC's clock (issue 40, item 10): a browser
// on UTC saves 09:00–12:00 as 09:00–12:00 Beijing, and the same draft reads back the same in a
// browser on UTC and one in China.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, newPage, login, formItemOf, screenshot, toast, waitInteractive, closeClean } from './harness.mjs';

const env = serverAndBrowserForFile();

/** The China calendar day `days` from now, `YYYY-MM-DD`. */
const chinaDay = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** Unix seconds of `hour`:00 China time on `day`. */
const chinaSeconds = (day, hour) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`) / 1000;

async function pageIn(timezoneId) {
  const page = await newPage(env.browser, { width: 1440, height: 900, timezoneId });
  await login(page, env.server.base, 'demo_org');
  return page;
}

async function typeTime(input, value) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** The activity's saved fields, through the console's own API. */
const activity = (page, id) =>
  page.evaluate(async (activityId) => {
    const res = await fetch(`/api/organization/activity/activity_detail?id=${activityId}`, { headers: { 'X-Requested-With': 'orgcenter' } });
    return (await res.json()).data;
  }, id);

const shownTimes = (page) => formItemOf(page, '活动时间').locator('input').evaluateAll((inputs) => inputs.map((i) => i.value));

test('an activity time typed in a browser on UTC is saved and read back as that China time', async () => {
  const day = chinaDay(10);
  const utc = await pageIn('UTC');
  assert.equal(await utc.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'UTC');
  await utc.goto(`${env.server.base}/SX/addnewactive`);
  await waitInteractive(utc);
  await utc.getByLabel('活动名称').fill('时区检查活动');
  const time = formItemOf(utc, '活动时间').locator('input');
  await typeTime(time.nth(0), `${day} 09:00`);
  await typeTime(time.nth(1), `${day} 12:00`);
  await utc.keyboard.press('Escape');
  await Promise.all([utc.waitForURL(/\/SX\/addnewactive\/\d+\/\d+$/, { timeout: 15_000 }), utc.getByTestId('save-draft').click()]);
  await toast(utc, '草稿已保存');
  const id = Number(/addnewactive\/(\d+)\//.exec(utc.url())[1]);

  const saved = await activity(utc, id);
  assert.deepEqual([saved.start_time, saved.end_time], [chinaSeconds(day, 9), chinaSeconds(day, 12)]);

  // Reopened — a server render, then hydration — in UTC and in China: the same 09:00–12:00.
  await utc.reload();
  await waitInteractive(utc);
  assert.deepEqual(await shownTimes(utc), [`${day} 09:00`, `${day} 12:00`]);
  await screenshot(utc, 'sx-draft-times-in-utc-browser');
  const china = await pageIn('Asia/Shanghai');
  await china.goto(utc.url());
  await waitInteractive(china);
  assert.deepEqual(await shownTimes(china), [`${day} 09:00`, `${day} 12:00`]);
  await closeClean(utc, china);
});

test('a date-time typed into a single picker is taken on Enter and on leaving the field, and saved', async () => {
  const day = chinaDay(12);
  const page = await pageIn('UTC');
  await page.goto(`${env.server.base}/SX/addnewactive`);
  await waitInteractive(page);
  await page.getByLabel('活动名称').fill('键入时间检查活动');
  // Typed as people type it (slashes, no leading zero), then Enter: the picker takes it and
  // shows it in its own format (it used to drop any text not in exactly that format).
  const signupEnd = formItemOf(page, '报名截止时间').locator('input');
  await typeTime(signupEnd, `${day.replaceAll('-', '/')} 8:30`);
  await page.keyboard.press('Escape');
  assert.equal(await signupEnd.inputValue(), `${day} 08:30`);
  // Typed, then Tab away: taken on blur too.
  const cancelEnd = formItemOf(page, '取消报名截止时间').locator('input');
  await cancelEnd.click();
  await cancelEnd.fill(`${day} 07:45`);
  await cancelEnd.press('Tab');
  assert.equal(await cancelEnd.inputValue(), `${day} 07:45`);
  await screenshot(page, 'sx-typed-single-pickers');
  await Promise.all([page.waitForURL(/\/SX\/addnewactive\/\d+\/\d+$/, { timeout: 15_000 }), page.getByTestId('save-draft').click()]);
  await toast(page, '草稿已保存');
  const id = Number(/addnewactive\/(\d+)\//.exec(page.url())[1]);
  const saved = await activity(page, id);
  assert.deepEqual([saved.signup_end, saved.cancel_end], [chinaSeconds(day, 8) + 30 * 60, chinaSeconds(day, 7) + 45 * 60]);
  await closeClean(page);
});
