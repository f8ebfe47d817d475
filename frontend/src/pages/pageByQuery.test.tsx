import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePage, noLoaders } from '../components/kit/page';
import { pageIsInteractive } from '../lib/swapCode';
import { eagerImport, isEager } from './eagerImport';
import { pageByQuery } from './pageByQuery';
import type { AppRoute } from '../routes/types';
import type { PageComponent, PageProps } from './types';

const Staged = definePage(['batch', 'types'], ({ load }) => <p>{`staged ${String(load<number>('batch').ok)}`}</p>);
const Upload = noLoaders(() => <p>upload</p>);

const props = (search: string): PageProps => ({
  route: {} as AppRoute,
  params: {},
  search,
  data: { batch: { code: 200, msg: '', data: 1 } },
  now: 0,
  reload: () => undefined,
});

/** A loader as an area's index gives one, counting its calls. */
const loaderOf = (page: PageComponent) => vi.fn(() => Promise.resolve(page));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a route that shows one of two pages by its query', () => {
  it('draws the first page when the address has the query and the second when it has not', async () => {
    const Page = await pageByQuery('batch', loaderOf(Staged), loaderOf(Upload))();
    expect(renderToString(<Page {...props('?batch=7&page=2')} />)).toBe('<p>staged true</p>');
    expect(renderToString(<Page {...props('?valid=0')} />)).toBe('<p>upload</p>');
  });

  it('says it reads what either page reads, so the route table check covers both', async () => {
    const Page = await pageByQuery('batch', loaderOf(Staged), loaderOf(Upload))();
    expect(Page.reads.needs).toEqual(['batch', 'types']);
    const optional = definePage(['types'], () => null, ['batch']);
    const Other = await pageByQuery('x', loaderOf(optional), loaderOf(Upload))();
    expect(Other.reads).toEqual({ needs: ['types'], optional: ['batch'] });
  });

  it('hands the server bundle its page synchronously when both imports are eager', () => {
    const loaded = pageByQuery('batch', () => eagerImport(Staged), () => eagerImport(Upload))();
    expect(isEager(loaded)).toBe(true);
    const Page = isEager(loaded) ? loaded.value : Upload;
    expect(renderToString(<Page {...props('?batch=1')} />)).toBe('<p>staged true</p>');
  });

  it('fetches in the browser only the page the address shows before hydration, the other once the page is interactive', async () => {
    vi.stubGlobal('window', { location: { search: '?page=2' } });
    const staged = loaderOf(Staged);
    const upload = loaderOf(Upload);
    const Page = await pageByQuery('batch', staged, upload)();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(staged).not.toHaveBeenCalled();
    expect(renderToString(<Page {...props('?page=2')} />)).toBe('<p>upload</p>');
    // The staged page is not there yet: a move to it shows the loading spinner meanwhile.
    expect(renderToString(<Page {...props('?batch=3')} />)).toContain('data-testid="page-loading"');
    pageIsInteractive();
    await vi.waitFor(() => expect(staged).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(renderToString(<Page {...props('?batch=3')} />)).toBe('<p>staged true</p>');
  });
});
