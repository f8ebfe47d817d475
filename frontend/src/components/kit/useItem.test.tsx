import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Loaded, LoadFn } from './page';
import { useItem } from './useItem';

function Page({ answer }: { answer: Loaded<{ title: string }> }) {
  const load = (() => answer) as LoadFn<'detail'>;
  const got = useItem<{ title: string }, 'detail'>(load, 'detail', '求助');
  if ('view' in got) return got.view;
  return <h1>{got.item.title}</h1>;
}

const draw = (answer: Loaded<{ title: string }>) => renderToString(<MemoryRouter><Page answer={answer} /></MemoryRouter>);

describe('useItem', () => {
  it('gives the loaded item to the page', () => {
    expect(draw({ ok: true, data: { title: '助学' } } as Loaded<{ title: string }>)).toBe('<h1>助学</h1>');
  });

  it('gives the load error, naming what failed, in the page’s place', () => {
    const html = draw({ ok: false, msg: '网络异常' } as Loaded<{ title: string }>);
    expect(html).toContain('data-testid="load-error"');
    expect(html).toContain('求助加载失败');
    expect(html).toContain('网络异常');
  });
});
