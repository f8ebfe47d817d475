import { describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_AGE_MS, clearSnapshot, loadSnapshot, saveSnapshot, snapshotKey, type KeyValueStore } from './snapshot';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('form snapshots', () => {
  it('keys snapshots by route and id', () => {
    expect(snapshotKey('newHelp')).toBe('orgcenter:sz-form:newHelp:new');
    expect(snapshotKey('editHelp', 12)).toBe('orgcenter:sz-form:editHelp:12');
  });

  it('gives back what was saved, until it is cleared', () => {
    const s = memory();
    saveSnapshot(s, 'k', { title: '救助' }, 1000);
    expect(loadSnapshot(s, 'k', 2000)).toEqual({ savedAt: 1000, values: { title: '救助' } });
    clearSnapshot(s, 'k');
    expect(loadSnapshot(s, 'k', 2000)).toBeNull();
  });

  it('drops stale or malformed snapshots instead of restoring them', () => {
    const s = memory();
    saveSnapshot(s, 'old', { title: 'x' }, 0);
    expect(loadSnapshot(s, 'old', SNAPSHOT_MAX_AGE_MS + 1)).toBeNull();
    expect(s.data.has('old')).toBe(false);
    s.setItem('bad', '{not json');
    expect(loadSnapshot(s, 'bad')).toBeNull();
    s.setItem('shape', JSON.stringify({ savedAt: 'yesterday', values: 1 }));
    expect(loadSnapshot(s, 'shape')).toBeNull();
  });

  it('works without storage (server render) and survives a storage that throws', () => {
    expect(loadSnapshot(null, 'k')).toBeNull();
    saveSnapshot(null, 'k', {});
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(() => saveSnapshot(throwing, 'k', {})).not.toThrow();
    expect(loadSnapshot(throwing, 'k')).toBeNull();
  });
});
