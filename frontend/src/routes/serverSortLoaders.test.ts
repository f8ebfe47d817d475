// Sorting is the platform's (issue 42): a column offers a sort only as `sorter: true`, whose
// click writes `sort`/`order` into the URL, and the route's loader must carry them to a list call
// that takes them. These checks read the sources, the route table and the platform's contract
// (sandbox/openapi.json), so a client-side sorter, a loader that drops the sort, or one that
// sends it where the platform refuses it fails here rather than on a user's screen.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './index';

const SRC = join(__dirname, '..');
const CONTRACT = JSON.parse(readFileSync(join(__dirname, '../../../sandbox/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: { name: string; schema?: { enum?: string[] } }[] }>>;
};

/** The sort keys the platform documents for `GET path` (none: it does not sort on request). */
const documentedSorts = (path: string): string[] =>
  CONTRACT.paths[path]?.get?.parameters?.find((p) => p.name === 'sort')?.schema?.enum ?? [];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** Every (route, loader) pair of the route table whose loader sends the URL's `sort`. */
const sortingLoaders = () =>
  ROUTES.flatMap((route) => route.loaders.filter((l) => 'sort' in l.params).map((loader) => ({ route: route.path, path: loader.path })));

describe('sorting a list', () => {
  it('is never done in the browser: a column sorts only through the platform (sorter: true)', () => {
    const clientSorters = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(SRC.length + 1)}:${i + 1}` }))
        .filter(({ line }) => /\bsorter:(?!\s*true\b)/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(clientSorters).toEqual([]);
  });

  it('sends the sort only to list calls whose contract takes it', () => {
    const refused = sortingLoaders()
      .filter(({ path }) => documentedSorts(path).length === 0)
      .map(({ route, path }) => `${route}: ${path}`);
    expect(refused).toEqual([]);
  });

  it('reaches every list call the platform sorts from at least one page', () => {
    const carried = new Set(sortingLoaders().map((l) => l.path));
    const documented = Object.keys(CONTRACT.paths).filter((path) => documentedSorts(path).length > 0);
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((path) => !carried.has(path))).toEqual([]);
  });
});
