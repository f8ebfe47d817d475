import { describe, expect, it } from 'vitest';
import { inState, isChoice } from './states';

describe('a state by its name', () => {
  it('is the number the engine table gives that label', () => {
    expect(inState('help_case', 3, '已退回')).toBe(true);
    expect(inState('help_case', 4, '已退回')).toBe(false);
    expect(inState('wish', 4, '已下架', '待发布')).toBe(true);
  });

  it('holds for no missing state', () => {
    expect(inState('project', undefined, '草稿')).toBe(false);
    expect(inState('project', null, '草稿')).toBe(false);
  });

  it('reads an area label list too, and refuses a label the list does not hold', () => {
    const phases = [{ value: 2, label: '报名中' }, { value: 3, label: '进行中' }];
    expect(isChoice(phases, 3, '进行中')).toBe(true);
    expect(isChoice(phases, 2, '进行中')).toBe(false);
    expect(() => isChoice(phases, 2, '已结束')).toThrow('no choice labelled 已结束');
  });
});
