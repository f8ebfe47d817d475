import { describe, expect, it } from 'vitest';
import { modeCalls } from './useDraftForm';

/** Calls that answer with what was called, so a test reads which one a mode picked. */
const calls = () => {
  const made: string[] = [];
  const saved = (what: string) => {
    made.push(what);
    return Promise.resolve({ code: 200, msg: 'ok', data: { id: 7, status: 0 } });
  };
  return {
    made,
    c: {
      add: (_: object, draft: boolean) => saved(`add draft=${draft}`),
      editDraft: (id: number) => saved(`editDraft ${id}`),
      submitDraft: (id: number) => saved(`submitDraft ${id}`),
      edit: (id: number) => saved(`edit ${id}`),
    },
  };
};

describe('modeCalls', () => {
  it('adds a new item, as a draft on 保存草稿 and submitted on 提交', async () => {
    const { made, c } = calls();
    const m = modeCalls('new', undefined, c);
    await m.saveDraft({});
    await m.submit({});
    expect(made).toEqual(['add draft=true', 'add draft=false']);
  });

  it('saves and submits a draft under its id', async () => {
    const { made, c } = calls();
    const m = modeCalls('draft', 3, c);
    await m.saveDraft({});
    await m.submit({});
    expect(made).toEqual(['editDraft 3', 'submitDraft 3']);
  });

  it('sends an item past its draft through edit', async () => {
    const { made, c } = calls();
    await modeCalls('edit', 5, c).submit({});
    expect(made).toEqual(['edit 5']);
  });
});
