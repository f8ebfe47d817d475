import { describe, expect, it } from 'vitest';
import { swapModules } from './merge-chunks.mjs';

/** A metafile's inputs: each source with its dynamic imports. */
const metafileOf = (inputs) => ({ inputs: Object.fromEntries(Object.entries(inputs).map(([file, dynamic]) => [file, { imports: dynamic.map((path) => ({ path, kind: 'dynamic-import' })) }])) });

describe('swapModules', () => {
  it('names the modules our sources fetch through swapCode, and not their other dynamic imports', () => {
    const sources = {
      'src/components/kit/FilterBar.tsx': `
        const choiceSelect = swapCode(() => {
          document.documentElement.dataset.x = '1';
          return import('./AntdChoiceSelect').then((m) => m.AntdChoiceSelect);
        });
        const remoteSelect = swapCode(() => import('../selectors/RemoteSelect').then((m) => m.RemoteSelect));`,
      'src/components/kit/ActionBar.tsx': "const ReasonModal = lazyWhenOpen(() => import('./ReasonModal'), (p) => p.open);",
    };
    const metafile = metafileOf({
      'src/components/kit/FilterBar.tsx': ['src/components/kit/AntdChoiceSelect.tsx', 'src/components/selectors/RemoteSelect.tsx'],
      'src/components/kit/ActionBar.tsx': ['src/components/kit/ReasonModal.tsx'],
      'node_modules/x/index.js': ['node_modules/x/lazy.js'],
    });
    expect([...swapModules(metafile, (file) => sources[file])].sort()).toEqual(['src/components/kit/AntdChoiceSelect.tsx', 'src/components/selectors/RemoteSelect.tsx']);
  });
});
