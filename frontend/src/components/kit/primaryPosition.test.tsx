// The primary action stands in one place (issue 40, item 16): the rightmost button of every
// action bar and form button row the kit draws, as in antd's own dialog footers; and a
// two-character label reads as the glossary writes it (「通过」, not antd's 「通 过」).
import { Button, ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../lib/http';
import { LiveActionBar } from './ActionBar';
import type { ActionDef } from './actionDefs';
import { ButtonRow } from './ButtonRow';
import { DraftFormButtons } from './DraftFormButtons';
import { LOOKALIKE_VARIANTS, LookalikeProviders } from './lookalikeProviders.test-support';
import { ChangeButtons } from './projects/useChangeRequest';

const ok = (): Promise<Envelope<unknown>> => Promise.resolve({ code: 200, msg: '', data: null });
const none = () => Promise.resolve();

/** The buttons (antd's, links drawn as buttons included) in document order: text and whether primary. */
function buttons(html: string): Array<{ text: string; primary: boolean }> {
  // Server markup (the tests run without a DOM): a button or link never holds another.
  return [...html.matchAll(/<(button|a)\b[^>]*class="([^"]*)"[^>]*>([\s\S]*?)<\/\1>/g)]
    .filter((m) => m[2].split(' ').includes('ant-btn'))
    .map((m) => ({ text: m[3].replace(/<[^>]*>/g, '').trim(), primary: m[2].split(' ').includes('ant-btn-primary') }));
}

const draw = (node: React.ReactNode) => renderToString(<LookalikeProviders {...LOOKALIKE_VARIANTS[0]}>{node}</LookalikeProviders>);

/** Whether the primary buttons, when there are any, are the last ones. */
const primaryLast = (shown: Array<{ primary: boolean }>) => {
  const first = shown.findIndex((b) => b.primary);
  return first === -1 || shown.slice(first).every((b) => b.primary);
};

/** A review bar as an area lists it: its primary first, as the defs were written before. */
const reviewDefs: ActionDef[] = [
  { kind: 'call', action: 'pass', label: '通过', primary: true, testId: 'act-pass', confirm: '确定审核通过？', okText: '通过', call: ok },
  { kind: 'reason', action: 'return', label: '退回', danger: true, testId: 'act-return', title: '退回项目', call: ok, success: '已退回' },
  { kind: 'link', action: 'edit', label: '编辑', to: '/SJ/editProject/7' },
];

describe('the primary action is the rightmost button', () => {
  it('in an action bar, whatever order the area lists its actions in, with related links before them', () => {
    const html = draw(
      <LiveActionBar actions={['pass', 'return', 'edit']} defs={reviewDefs} onDone={() => undefined} testId="bar">
        <Button href="/SJ/donateListProject/7">捐款明细（3）</Button>
      </LiveActionBar>,
    );
    const shown = buttons(html);
    expect(shown.map((b) => b.text)).toEqual(['捐款明细（3）', '退回', '编辑', '通过']);
    expect(shown.at(-1)?.primary).toBe(true);
    expect(primaryLast(shown)).toBe(true);
  });

  it('in a draft form, in every mode (删除草稿 and 保存草稿 before 提交审核)', () => {
    for (const mode of ['new', 'draft', 'edit'] as const) {
      const html = draw(<DraftFormButtons mode={mode} returned busy={null} saveDraft={none} submit={none} remove={none} submitTestId="submit" titleLabel="项目名称" />);
      const shown = buttons(html);
      expect(shown.at(-1), mode).toMatchObject({ primary: true, text: mode === 'edit' ? '重新提交' : '提交审核' });
      expect(primaryLast(shown), mode).toBe(true);
    }
  });

  it('in a change request form and any ButtonRow (取消 before the primary)', () => {
    const change = buttons(draw(<ChangeButtons busy={null} submit={none} cancelTo="/SJ/viewProject/7" />));
    expect(change.map((b) => b.text)).toEqual(['取消', '提交变更申请']);
    expect(change.at(-1)?.primary).toBe(true);
    const row = buttons(draw(<ButtonRow primary={<Button type="primary">保存</Button>}><Button>取消</Button></ButtonRow>));
    expect(row).toEqual([{ text: '取消', primary: false }, { text: '保存', primary: true }]);
  });

  it('is told apart from a bar whose primary comes first (the check can fail)', () => {
    expect(primaryLast([{ primary: true }, { primary: false }])).toBe(false);
    expect(primaryLast([{ primary: false }, { primary: true }])).toBe(true);
  });
});

describe('a two-character label', () => {
  it('reads as written under the console\'s providers, where antd alone spaces it', () => {
    const label = (node: React.ReactNode) => buttons(renderToString(node))[0].text;
    expect(label(<LookalikeProviders {...LOOKALIKE_VARIANTS[0]}><Button type="primary">通过</Button></LookalikeProviders>)).toBe('通过');
    expect(label(<LookalikeProviders {...LOOKALIKE_VARIANTS[0]}><Button>取消</Button></LookalikeProviders>)).toBe('取消');
    expect(label(<ConfigProvider><Button>取消</Button></ConfigProvider>)).toBe('取 消');
  });
});
