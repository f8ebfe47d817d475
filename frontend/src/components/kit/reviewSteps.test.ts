import { describe, expect, it } from 'vitest';
import { reviewSteps, shownActions } from './actionDefs';

const ok = () => Promise.resolve({ code: 200, msg: 'ok', data: null });

describe('reviewSteps', () => {
  it('makes 通过 a confirmed primary call and 退回 a reason with the usual test ids and toasts', () => {
    const [pass, ret] = reviewSteps({ confirm: '确定？', pass: ok, returnTitle: '退回项目', ret: ok });
    expect(pass).toMatchObject({ kind: 'call', action: 'pass', label: '通过', primary: true, testId: 'act-pass', confirm: '确定？', okText: '通过', success: '审核通过' });
    expect(ret).toMatchObject({ kind: 'reason', action: 'return', label: '退回', danger: true, testId: 'act-return', title: '退回项目', success: '已退回' });
  });

  it('keeps 通过 before 退回 in a table row, where neither is primary', () => {
    const defs = reviewSteps({ confirm: '确定？', pass: ok, returnTitle: '退回', ret: ok, inRow: true, testIds: { pass: 'p-1', return: 'r-1' } });
    expect(shownActions(['pass', 'return'], defs).map((d) => d.testId)).toEqual(['p-1', 'r-1']);
  });

  it('puts 通过 last on a page, as the primary action stands at the right', () => {
    const defs = reviewSteps({ confirm: '确定？', pass: ok, returnTitle: '退回', ret: ok });
    expect(shownActions(['pass', 'return'], defs).map((d) => d.action)).toEqual(['return', 'pass']);
  });

  it('passes on its own success text and placeholder', () => {
    const [pass, ret] = reviewSteps({ confirm: '确定？', pass: ok, passed: '审核通过，变更已生效', returnTitle: '退回', ret: ok, placeholder: '报名人将看到退回原因' });
    expect(pass).toMatchObject({ success: '审核通过，变更已生效' });
    expect(ret).toMatchObject({ placeholder: '报名人将看到退回原因' });
  });
});
