// The draft form and change request frames (issue 41: one frame instead of five copies): what an
// area gives (its notices, its fields, its labels) stands where each page had it.
import { Form, Input } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftFormCard } from './DraftFormCard';
import { LOOKALIKE_VARIANTS, LookalikeProviders } from './lookalikeProviders.test-support';
import { ChangeFormCard, NotChangeable, noChangeReason } from './projects/ChangeFormCard';

const none = () => Promise.resolve();
const snap = { restored: null, clear: () => {}, saveSoon: () => {} };
const draw = (node: React.ReactNode) => renderToString(<LookalikeProviders {...LOOKALIKE_VARIANTS[0]}>{node}</LookalikeProviders>);
/** Where each marker first stands in the page (-1: missing). */
const order = (html: string, ...markers: string[]) => markers.map((m) => html.indexOf(m));

function Draft() {
  const [form] = Form.useForm<{ title: string }>();
  return (
    <DraftFormCard
      title="编辑求助"
      tag={<span>已退回</span>}
      back={{ to: '/SZ/viewHelp/7', label: '查看求助' }}
      testId="case-form-page"
      notices={<p data-testid="returned-notice">退回原因</p>}
      form={{ instance: form, initialValues: { title: '' }, testId: 'case-form', snap, read: () => ({}) }}
      send={{ busy: null, saveDraft: none, submit: none, remove: none, serverError: null, clearServerError: () => {} }}
      afterForm={<p data-testid="after-form">提交后由平台审核</p>}
      buttons={{ mode: 'edit', returned: true, submitTestId: 'submit-case', titleLabel: '求助标题' }}
    >
      <Form.Item name="title">
        <Input data-testid="f-title" />
      </Form.Item>
    </DraftFormCard>
  );
}

type ChangeValues = { title: string; reason: string };

function Change() {
  const [form] = Form.useForm<ChangeValues>();
  const request = {
    route: 'changeProject',
    id: 7,
    area: 'SJ',
    toChanges: (v: ChangeValues) => ({ title: v.title }),
    toValues: (c: { title: string }, reason: string) => ({ ...c, reason }),
    problem: () => null,
    call: () => Promise.resolve({ code: 200, msg: 'ok', data: null }),
  };
  return (
    <ChangeFormCard<{ title: string }, ChangeValues> heading={<span>募款中</span>} item={{ what: '项目', title: '助学', page: '/SJ/viewProject/7' }} form={form} initialValues={{ title: '', reason: '' }} request={request}>
      <Form.Item name="title">
        <Input data-testid="c-title" />
      </Form.Item>
    </ChangeFormCard>
  );
}

describe('the draft form frame', () => {
  it('draws the title and state, the link back, the notices, the fields, what follows the form, then the buttons', () => {
    const html = draw(<Draft />);
    expect(html).toContain('data-testid="case-form-page"');
    expect(html).toContain('查看求助');
    const at = order(html, '编辑求助', '已退回', 'returned-notice', 'data-testid="case-form"', 'f-title', 'after-form', 'submit-case');
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

describe('the change request frame', () => {
  it('draws 申请变更 with the state, the notice naming the item, the fields, 变更原因 and the buttons, in that order', () => {
    const html = draw(<Change />);
    expect(html).toContain('href="/SJ/viewProject/7"');
    expect(html).toContain('查看项目');
    const at = order(html, '申请变更', '募款中', '审核通过前项目仍按原内容展示', 'c-title', 'c-reason', 'change-submit');
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('says why an item offers no change: a waiting request first, else its state', () => {
    expect(noChangeReason('活动', true, '报名中')).toBe('该活动已有待审核的变更申请，审核完成后才能再次申请。');
    expect(noChangeReason('活动', false, '已结束')).toBe('该活动当前为「已结束」，不能申请变更。');
    expect(draw(<NotChangeable title="植树" why="不能申请变更。" action={<span>查看活动</span>} testId="no-change" />)).toContain('data-testid="no-change"');
  });
});
