import { describe, expect, it } from 'vitest';
import { setTagSubject, subscribeTagSubjects, tagSubjectOf, tagTitle } from './tagSubjects';

describe('tag subjects', () => {
  it('tell two tags of the same kind apart by what they show', () => {
    setTagSubject('/SZ/viewHelp/1', '李小明白血病救助');
    setTagSubject('/SZ/viewHelp/2', '张奶奶住院费');
    expect(tagTitle('查看求助', tagSubjectOf('/SZ/viewHelp/1'))).toBe('查看求助 · 李小明白血病救助');
    expect(tagTitle('查看求助', tagSubjectOf('/SZ/viewHelp/2'))).toBe('查看求助 · 张奶奶住院费');
  });

  it('keep the plain title for a page that told none', () => {
    expect(tagTitle('求助列表', tagSubjectOf('/SZ/helpList'))).toBe('求助列表');
  });

  it('notify the tags bar once per change', () => {
    let calls = 0;
    const stop = subscribeTagSubjects(() => (calls += 1));
    setTagSubject('/SZ/viewHelp/3', '甲');
    setTagSubject('/SZ/viewHelp/3', '甲');
    stop();
    setTagSubject('/SZ/viewHelp/3', '乙');
    expect(calls).toBe(1);
  });
});
