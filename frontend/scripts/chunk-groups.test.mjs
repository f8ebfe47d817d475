import { describe, expect, it } from 'vitest';
import { groupChunks, nearlyEverywhere } from './chunk-groups.mjs';

const need = (weight, ...chunks) => ({ weight, chunks: new Set(chunks) });
const strictNeed = (weight, ...chunks) => ({ ...need(weight, ...chunks), strict: true });
const sizesOf = (entries) => new Map(Object.entries(entries));
const sameGroup = (groups, a, b) => groups.get(a) === groups.get(b);

describe('groupChunks', () => {
  it('merges small chunks that the same pages load into one file', () => {
    const needs = new Map([
      ['/a/list', need(1, 'k1', 'k2', 'k3')],
      ['/b/list', need(1, 'k1', 'k2', 'k4')],
    ]);
    const groups = groupChunks(needs, sizesOf({ k1: 1000, k2: 2000, k3: 500, k4: 500 }), new Map(), 20_000);
    expect(sameGroup(groups, 'k1', 'k2')).toBe(true);
    // A route's extra bytes (500) cost less than the request it saves: all one file.
    expect(new Set(groups.values()).size).toBe(1);
  });

  it("keeps a big chunk out of a page that does not use it when the bytes cost more than the request", () => {
    const needs = new Map([
      ['/login', need(50, 'small')],
      ['/list', need(1, 'small', 'big')],
    ]);
    const groups = groupChunks(needs, sizesOf({ small: 1000, big: 200_000 }), new Map(), 20_000);
    expect(sameGroup(groups, 'small', 'big')).toBe(false);
  });

  it('does not merge a chunk with one whose imports some of the merged pages do not load', () => {
    // `x` imports `dep`, which only /one loads with it; merging x with y (loaded by /two too)
    // would make /two load dep through x's imports.
    const needs = new Map([
      ['/one', need(1, 'x', 'y', 'dep')],
      ['/two', need(1, 'y')],
    ]);
    const imports = new Map([['x', ['dep']]]);
    const groups = groupChunks(needs, sizesOf({ x: 100, y: 100, dep: 100_000 }), imports, 20_000);
    expect(sameGroup(groups, 'x', 'y')).toBe(false);
    expect(sameGroup(groups, 'x', 'dep')).toBe(true);
  });

  it('groups pinned chunks only among themselves, even where a merge would save a page a file', () => {
    // `select` is fetched after interactive by the lists (pinned); the forms load it up front with
    // the picker. Unpinned, the two would be one file, which a list's swap then fetches whole.
    const needs = new Map([
      ['/form/a', need(1, 'select', 'picker')],
      ['/form/b', need(1, 'select', 'picker')],
      ['/list', need(1, 'table')],
    ]);
    const sizes = sizesOf({ select: 1000, picker: 1000, table: 1000 });
    expect(sameGroup(groupChunks(needs, sizes, new Map(), 20_000), 'select', 'picker')).toBe(true);
    const pinned = groupChunks(needs, sizes, new Map(), 20_000, new Set(['select']));
    expect(sameGroup(pinned, 'select', 'picker')).toBe(false);
    expect(pinned.has('select')).toBe(true);
  });

  it('still merges pinned chunks the same pages load', () => {
    const needs = new Map([['/form', need(1, 'select', 'trigger', 'picker')]]);
    const groups = groupChunks(needs, sizesOf({ select: 1000, trigger: 1000, picker: 1000 }), new Map(), 20_000, new Set(['select', 'trigger']));
    expect(sameGroup(groups, 'select', 'trigger')).toBe(true);
    expect(sameGroup(groups, 'select', 'picker')).toBe(false);
  });

  it("keeps the forms' code off a strict list page even where merging would spare twenty forms a file", () => {
    // Twenty forms load `shared` with their own `formCode`; the list loads `shared` too. One file
    // for both saves each form a request (20 × 0.35 × 12 KB) and costs the list 10 KB: the plain
    // sum merges, a list page with a budget of bytes does not.
    const forms = Array.from({ length: 20 }, (_, i) => [`/form/${i}`, need(0.35, 'shared', 'formCode')]);
    const needs = new Map([['/list', need(1, 'shared', 'table')], ...forms]);
    const sizes = sizesOf({ shared: 2000, formCode: 10_000, table: 30_000 });
    expect(sameGroup(groupChunks(needs, sizes, new Map(), 12_000), 'shared', 'formCode')).toBe(true);
    needs.set('/list', strictNeed(1, 'shared', 'table'));
    const strict = groupChunks(needs, sizes, new Map(), 12_000, new Set(), { strictness: 100, allowance: 4096 });
    expect(sameGroup(strict, 'shared', 'formCode')).toBe(false);
  });

  it('lets a strict page take a little of other pages\' code, up to its allowance', () => {
    const forms = Array.from({ length: 20 }, (_, i) => [`/form/${i}`, need(0.35, 'shared', 'formCode')]);
    const needs = new Map([['/list', strictNeed(1, 'shared', 'table')], ...forms]);
    const groups = groupChunks(needs, sizesOf({ shared: 2000, formCode: 3000, table: 30_000 }), new Map(), 12_000, new Set(), { strictness: 100, allowance: 4096 });
    expect(sameGroup(groups, 'shared', 'formCode')).toBe(true);
  });

  it('merges the files of a strict page that loads more than its budget of files', () => {
    // The list shares each of its chunks with a different page: no merge pays for the plain sum
    // (each costs two pages 5 KB to save the list one request), so the list loads three files.
    const needs = new Map([
      ['/list', strictNeed(1, 'a', 'b', 'c')],
      ['/x', need(1, 'a')],
      ['/y', need(1, 'b')],
      ['/z', need(1, 'c')],
    ]);
    const sizes = sizesOf({ a: 5000, b: 5000, c: 5000 });
    const filesOfList = (groups) => new Set(['a', 'b', 'c'].map((id) => groups.get(id))).size;
    expect(filesOfList(groupChunks(needs, sizes, new Map(), 1000))).toBe(3);
    expect(filesOfList(groupChunks(needs, sizes, new Map(), 1000, new Set(), { strictness: 1, allowance: 100_000, maxFiles: 1, fileCost: 50_000 }))).toBe(1);
  });

  it('leaves out the chunks no route loads up front', () => {
    const groups = groupChunks(new Map([['/a', need(1, 'k1')]]), sizesOf({ k1: 10, lazy: 10 }), new Map(), 1000);
    expect(groups.has('lazy')).toBe(false);
    expect(groups.has('k1')).toBe(true);
  });
});

describe('nearlyEverywhere', () => {
  it('names the chunks routes of at least the given share of the weight need, and only those', () => {
    const needs = new Map([
      ['/login', need(10, 'helpers', 'login')],
      ['/a/list', need(1, 'helpers', 'table')],
      ['/b/list', need(1, 'helpers', 'table')],
      ['/dashboard', need(1, 'charts')],
    ]);
    const sizes = sizesOf({ helpers: 300, login: 4000, table: 50_000, charts: 9000 });
    // helpers: 12 of 13 (92 %); login: 10 of 13; table: 2 of 13.
    expect([...nearlyEverywhere(needs, sizes, 0.9)]).toEqual(['helpers']);
    expect([...nearlyEverywhere(needs, sizes, 0.95)]).toEqual([]);
  });
});
