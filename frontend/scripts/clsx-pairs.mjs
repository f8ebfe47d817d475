// esbuild plugin for both bundles: antd's and rc-component's `clsx({[key]: value, …})` calls pass
// their object literals as `clsxPairs(key, value, …)` (src/app/clsxPairs.ts) — the same string
// without the object. V8 defines each computed key of a literal through a runtime call that
// internalises the fresh key, and clsx walks the object with for-in and megamorphic loads: ~8 %
// of a list page's server render (perf), fourteen keys for every Button.
//
// Only object literals passed directly to the module's `clsx` import are rewritten, and only when
// every property is `key: value`, `[key]: value` or shorthand (no spread, method or accessor) and
// the text around each key is just its brackets and colon. Arguments keep their order, so keys
// and values are evaluated as in the literal (a key's conversion to a property key happens in
// clsxPairs instead, after the values: only an object with its own toString could tell).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAst } from 'rollup/parseAst';

const sep = String.raw`[/\\]`;
/** antd's and rc-component's ES modules: where the class lists are. */
export const CLASS_LIST_MODULES = new RegExp(`${sep}node_modules${sep}(antd${sep}es|@rc-component${sep}[^/\\\\]+${sep}es)${sep}.+\\.js$`);

const HELPER = '__orgClsxPairs';

/** The local names the module gives clsx's export (`import { clsx } from 'clsx'`, default too). */
function clsxNames(ast) {
  const names = new Set();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== 'clsx') continue;
    for (const s of node.specifiers) {
      if (s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'clsx')) names.add(s.local.name);
    }
  }
  return names;
}

/** The edits that make `{…}` the argument list of clsxPairs, or null when it is not plain. */
function pairEdits(source, object) {
  const edits = [
    [object.start, object.start + 1, `${HELPER}(`],
    [object.end - 1, object.end, ')'],
  ];
  for (const p of object.properties) {
    if (p.type !== 'Property' || p.kind !== 'init' || p.method) return null;
    if (p.shorthand) {
      edits.push([p.key.start, p.key.end, `${JSON.stringify(p.key.name)}, ${p.key.name}`]);
      continue;
    }
    const before = source.slice(p.start, p.key.start);
    const between = source.slice(p.key.end, p.value.start);
    if (p.computed) {
      if (!/^\s*\[\s*$/.test(before) || !/^\s*\]\s*:\s*$/.test(between)) return null;
      edits.push([p.start, p.key.start, ''], [p.key.end, p.value.start, ', ']);
    } else {
      if (before.trim() !== '' || !/^\s*:\s*$/.test(between)) return null;
      const name = p.key.type === 'Identifier' ? p.key.name : String(p.key.value);
      edits.push([p.key.start, p.value.start, `${JSON.stringify(name)}, `]);
    }
  }
  return edits;
}

function visit(node, fn) {
  if (!node || typeof node.type !== 'string') return;
  fn(node);
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (Array.isArray(child)) for (const c of child) visit(c, fn);
    else if (child && typeof child === 'object' && typeof child.type === 'string') visit(child, fn);
  }
}

/** The module with its clsx object arguments passed as pairs, or null when it has none. */
export function rewriteClassLists(source, helperPath) {
  if (!source.includes('clsx')) return null;
  const ast = parseAst(source);
  const names = clsxNames(ast);
  if (names.size === 0) return null;
  const edits = [];
  visit(ast, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !names.has(node.callee.name)) return;
    for (const arg of node.arguments) {
      if (arg.type !== 'ObjectExpression' || arg.properties.length === 0) continue;
      const e = pairEdits(source, arg);
      if (e) edits.push(...e);
    }
  });
  if (edits.length === 0) return null;
  edits.sort((a, b) => a[0] - b[0]);
  let out = `import { clsxPairs as ${HELPER} } from ${JSON.stringify(helperPath)};\n`;
  let from = 0;
  for (const [start, end, text] of edits) {
    out += source.slice(from, start) + text;
    from = end;
  }
  return out + source.slice(from);
}

export function clsxPairs(root) {
  const helper = path.join(root, 'src', 'app', 'clsxPairs.ts');
  return {
    name: 'clsx-pairs',
    setup(build) {
      build.onLoad({ filter: CLASS_LIST_MODULES }, async (args) => {
        const contents = rewriteClassLists(await readFile(args.path, 'utf8'), helper);
        return contents === null ? undefined : { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
