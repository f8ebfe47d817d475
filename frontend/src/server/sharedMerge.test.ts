import { merge as rcMerge } from 'rc-util/es/utils/set';
import { describe, expect, it } from 'vitest';
import { merge } from './sharedMerge';

type Messages = Record<string, unknown>;
const zh: Messages = { required: '请输入${label}', types: { email: '${label}不是有效的邮箱' } };
const en: Messages = { required: 'Please enter ${label}', types: { email: '${label} is not a valid email', url: 'not a url' } };

describe('the shared merge', () => {
  it('merges as rc-util does', () => {
    expect(merge(en, zh, {}, {})).toEqual(rcMerge(en, zh, {}, {}));
    expect(merge(en, zh, {}, {})).toEqual({ required: '请输入${label}', types: { email: '${label}不是有效的邮箱', url: 'not a url' } });
  });

  it('gives the same object for the same sources, empty configs or not', () => {
    const first = merge(en, zh, {}, {});
    expect(merge(en, zh, {}, {})).toBe(first);
    expect(merge(en, {}, zh, {})).toBe(first);
  });

  it('merges again when a source is another object or in another order', () => {
    const first = merge(en, zh, {}, {});
    const custom: Messages = { required: '必填' };
    expect(merge(en, zh, custom, {})).not.toBe(first);
    expect(merge(en, zh, custom, {}).required).toBe('必填');
    expect(merge(zh, en, {}, {}).required).toBe('Please enter ${label}');
  });

  it('leaves merges that start from an array to rc-util', () => {
    const a = merge([1, 2] as unknown as object, {});
    expect(merge([1, 2] as unknown as object, {})).not.toBe(a);
    expect(a).toEqual(rcMerge([1, 2] as unknown as object, {}));
  });
});
