// Forms in Chromium, through the kit pieces every area's forms use: what the user typed is never
// changed silently (numbers, long pastes), a form's outcome is one toast that stays 5 s, and
// leaving a form with unsaved changes asks first while the last keystrokes stay in the snapshot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, consoleOf, screenshot, toast, waitInteractive, closeClean } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

/** The error shown under the form item labelled `label`. */
const fieldError = (page, label) =>
  page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-form-item-explain-error');

test('a number field keeps what was typed and refuses it with the field message; full-width digits turn into ASCII in the field', async () => {
  const org = await pageAs('demo_org', { width: 1280, height: 900 });
  await goto(org, '/SZ/newHelp');
  const amount = org.getByLabel('目标金额（元）');
  const age = org.getByLabel('年龄');
  for (const typed of ['123.456', '-5']) {
    await amount.fill(typed);
    await amount.blur();
    assert.equal(await amount.inputValue(), typed, 'nothing rounded or clamped');
    await fieldError(org, '目标金额（元）').getByText('目标金额须为数字，最多两位小数').waitFor();
  }
  await amount.fill('１２３４．５');
  assert.equal(await amount.inputValue(), '1234.5', 'full-width digits are shown converted');
  await fieldError(org, '目标金额（元）').waitFor({ state: 'detached' });

  for (const typed of ['200', '-5', '12.5']) {
    await age.fill(typed);
    await age.blur();
    assert.equal(await age.inputValue(), typed);
    await fieldError(org, '年龄').getByText('受助人年龄须在0-120岁之间').waitFor();
  }

  const summary = org.getByLabel('求助说明');
  await summary.fill('好'.repeat(10_000));
  await summary.blur();
  assert.equal((await summary.inputValue()).length, 10_000, 'a long paste is not cut');
  await fieldError(org, '求助说明').getByText('求助说明长度须为20-5000个字').waitFor();
  await screenshot(org, 'forms-numbers-kept-1280');
  await closeClean(org);
});

test('the /SJ form refuses −5 beneficiaries and a 5 000-character title with their messages, and a refused submit names and shows the first marked field', async () => {
  const org = await pageAs('demo_org', { width: 1440, height: 900 });
  await goto(org, '/SJ/newProject');
  const title = org.getByLabel('项目名称');
  await title.fill('好'.repeat(5000));
  await title.blur();
  assert.equal((await title.inputValue()).length, 5000, 'a long paste is not cut');
  await fieldError(org, '项目名称').getByText('项目名称长度须为2-50个字').waitFor();
  const count = org.getByLabel('受益人数');
  await count.fill('-5');
  await count.blur();
  assert.equal(await count.inputValue(), '-5', 'nothing clamped');
  await fieldError(org, '受益人数').getByText('受益人数须为1-10000000之间的整数').waitFor();

  // Top fields fixed, the rest left empty: the first marked field is further down the page.
  await title.fill('山区儿童营养午餐');
  await count.fill('320');
  await org.getByTestId('budget-amount-0').fill('100');
  await org.getByTestId('submit-project').scrollIntoViewIfNeeded();
  await org.getByTestId('submit-project').click();
  await org.getByTestId('budget-error').waitFor();
  const first = await org.evaluate(() => {
    const item = document.querySelector('.ant-form-item-has-error');
    const header = document.querySelector('.app-header');
    return {
      message: item?.querySelector('.ant-form-item-explain-error')?.textContent ?? '',
      top: item?.getBoundingClientRect().top ?? -1,
      headerBottom: header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0,
      errorColour: item ? getComputedStyle(item.querySelector('.ant-form-item-explain-error')).color : '',
      budgetColour: getComputedStyle(document.querySelector('[data-testid="budget-error"] span')).color,
    };
  });
  assert.ok(first.message, 'a field is marked');
  await toast(org, `请检查表单：${first.message}`);
  assert.ok(first.top >= first.headerBottom && first.top < 900, `the first marked field (top ${first.top}) is in view below the header (${first.headerBottom})`);
  assert.equal(first.budgetColour, first.errorColour, "the budget rows' error is in the error colour");
  await screenshot(org, 'sj-form-first-error-1440');
  await closeClean(org);
});

test('leaving a form with unsaved changes by a link or the back button asks first, and the last keystrokes are kept for when the user comes back', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SZ/helpList');
  await Promise.all([org.waitForURL(/\/SZ\/newHelp$/), org.getByTestId('new-help').click()]);
  await org.getByTestId('case-form').waitFor();
  const title = org.getByLabel('求助标题');

  // A link away: the guard asks; 继续编辑 stays with the input.
  await title.fill('离开前填写的标题');
  await org.getByTestId('sidebar-logo').click();
  await org.getByTestId('leave-cancel').click();
  await org.getByTestId('leave-cancel').waitFor({ state: 'hidden' });
  assert.match(org.url(), /\/SZ\/newHelp$/);
  assert.equal(await title.inputValue(), '离开前填写的标题');
  // 离开 goes where the link pointed.
  await org.getByTestId('sidebar-logo').click();
  await Promise.all([org.waitForURL(/\/dashboard$/), org.getByTestId('leave-confirm').click()]);

  // The browser's back button right after typing (well inside the 400 ms debounce): the guard
  // asks there too, and keeps the page; the keystrokes are written as the form goes.
  await goto(org, '/SZ/helpList');
  await Promise.all([org.waitForURL(/\/SZ\/newHelp$/), org.getByTestId('new-help').click()]);
  await org.getByTestId('form-restored').waitFor();
  await title.fill('最后几个字也在');
  await org.evaluate(() => window.history.back());
  await org.getByTestId('leave-cancel').click();
  await org.getByTestId('leave-cancel').waitFor({ state: 'hidden' });
  assert.match(org.url(), /\/SZ\/newHelp$/);
  assert.equal(await title.inputValue(), '最后几个字也在');
  await org.evaluate(() => window.history.back());
  await Promise.all([org.waitForURL(/\/SZ\/helpList$/), org.getByTestId('leave-confirm').click()]);
  await org.getByTestId('list-page').or(org.locator('.ant-table')).first().waitFor();
  await goto(org, '/SZ/newHelp');
  await org.getByTestId('form-restored').waitFor();
  assert.equal(await org.getByLabel('求助标题').inputValue(), '最后几个字也在');

  // A form the user has not touched leaves without a question.
  await org.getByRole('button', { name: '放弃恢复' }).click();
  await Promise.all([org.waitForURL(/\/dashboard$/), org.getByTestId('sidebar-logo').click()]);
  await closeClean(org);
});

test('a form outcome is one toast: 提交成功 replaces the 请检查表单 before it and stays 5 s', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SZ/helpList?status=4');
  const href = await org.locator('a[href*="/SZ/viewHelp/"]').first().getAttribute('href');
  const id = href.split('/').pop();
  await goto(org, `/SZ/newHelpProcess/${id}`);
  await org.getByTestId('progress-form').waitFor();
  await org.getByTestId('submit-progress').click();
  await toast(org, '请检查表单：请填写进展标题');
  // Watch the success toast in the page itself: when it shows and when it goes (a loaded
  // machine must not make the test's own steps count as the toast's time).
  await org.evaluate(() => {
    const w = window;
    w.__toast = {};
    const timer = setInterval(() => {
      const shown = [...document.querySelectorAll('.ant-message-notice')].some((n) => n.textContent.includes('提交成功'));
      if (shown && w.__toast.seen === undefined) w.__toast.seen = performance.now();
      if (!shown && w.__toast.seen !== undefined) {
        w.__toast.gone = performance.now();
        clearInterval(timer);
      }
    }, 50);
  });
  await org.getByLabel('进展标题').fill('第二期治疗开始');
  await org.getByLabel('进展内容').fill('第二期治疗已经开始，孩子状态良好，继续观察。');
  await Promise.all([org.waitForURL(new RegExp(`/SZ/helpProcessList/${id}$`)), org.getByTestId('submit-progress').click()]);
  await toast(org, '提交成功');
  // The refusal closes as the success shows (well before its own 5 s are up).
  await org.locator('.ant-message-notice', { hasText: '请检查表单' }).waitFor({ state: 'detached', timeout: 1_500 });
  await org.waitForFunction(() => window.__toast?.gone !== undefined, null, { timeout: 15_000 });
  const shownMs = await org.evaluate(() => window.__toast.gone - window.__toast.seen);
  assert.ok(shownMs > 4_500, `shown ${Math.round(shownMs)} ms: 5 s, not antd's default 3 s`);
  await waitInteractive(org);
  await closeClean(org);
});
