// Uploads check the content, not only the name (issue 40, item 14): a text file renamed fake.png
// is refused in the browser with a message naming it, and nothing is added to the form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForFile, consoleOf, formItemOf, screenshot, toast, uploadImages, closeClean } from './harness.mjs';

const env = serverAndBrowserForFile();
const { goto, pageAs } = consoleOf(env);

test('a text file named fake.png is refused with a clear message, and a real picture still uploads', async () => {
  const org = await pageAs('demo_org');
  await goto(org, '/SX/addnewactive');
  const cover = formItemOf(org, '封面图');
  await cover.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('这不是图片，只是改了扩展名', 'utf8') });
  await toast(org, '「fake.png」的内容不是图片（可能只是改了扩展名），请上传真正的 JPG、PNG、GIF 或 WEBP 图片');
  await screenshot(org, 'upload-fake-png-refused');
  assert.equal(await cover.locator('.ant-upload-list-item').count(), 0, 'nothing was added');
  await uploadImages(org, '封面图', 1);
  assert.equal(await cover.locator('.ant-upload-list-item-done').count(), 1);
  await closeClean(org);
});
