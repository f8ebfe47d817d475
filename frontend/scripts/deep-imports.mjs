// esbuild plugin for the browser build: rewrites `import { Button, Form } from 'antd'` (and the
// same from '@ant-design/icons', and from our own barrel `src/components/kit`) in our sources
// into one import per module (`antd/es/button`, `kit/ListPage`, …). Why: with code splitting,
// esbuild assigns whole files to chunks by which entry points reach them, and a barrel file
// reaches every module it re-exports — so all of antd ended up in the chunk the entry imports
// (the login page downloaded Table, Tree, Upload, … up front), and every area's first page
// downloaded the whole kit (ChangeDiff, ReasonModal, LogTimeline and the antd components behind
// them) whether it used them or not. With direct imports each chunk pulls only what it uses.
// Names the barrel does not map (types, anything unknown) stay on a barrel import.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Export name → { spec, imported } from an ES barrel's `export { a as B } from './x'` lines. */
function readBarrel(file, base) {
  const map = new Map();
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]/g)) {
    for (const part of m[1].split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      if (imported) map.set(local, { spec: `${base}/${m[2].slice(2)}`, imported });
    }
  }
  return map;
}

/** Our own barrels (folders whose index only re-exports), relative to the frontend root. */
export const LOCAL_BARRELS = ['src/components/kit', 'src/components/kit/reports'];

/**
 * Names that resolve to a module of ours instead of antd's (paths relative to the frontend
 * root). `App`: antd's App module pulls Modal and rc-field-form into every chunk that calls
 * `App.useApp()`; our provider (src/app/AppMessages.tsx) replaces it, so only `useApp` is
 * needed (src/app/antdAppShim.ts).
 */
export const OVERRIDES = {
  antd: { App: 'src/app/antdAppShim.ts' },
};

/** Export name → target for each rewritten package, overrides applied. Exported for the test. */
export function barrelMaps(root) {
  const nm = (p) => path.join(root, 'node_modules', p);
  const maps = {
    antd: readBarrel(nm('antd/es/index.js'), 'antd/es'),
    '@ant-design/icons': readBarrel(nm('@ant-design/icons/es/icons/index.js'), '@ant-design/icons/es/icons'),
  };
  for (const [pkg, names] of Object.entries(OVERRIDES)) {
    for (const [name, file] of Object.entries(names)) {
      maps[pkg].set(name, { spec: path.join(root, file).split(path.sep).join('/'), imported: 'default' });
    }
  }
  return maps;
}

/** Absolute barrel folder → its export map (specs are absolute module paths, no extension). */
export function localBarrelMaps(root) {
  const maps = new Map();
  for (const dir of LOCAL_BARRELS) {
    const abs = path.join(root, dir);
    maps.set(abs, readBarrel(path.join(abs, 'index.ts'), abs.split(path.sep).join('/')));
  }
  return maps;
}

const IMPORT_RE = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;

/**
 * The rewritten source, or null when nothing changed. Exported for the unit test. `maps`:
 * package name → export map, or a function from an import's specifier to its map (or none).
 */
export function rewriteImports(source, maps) {
  const mapFor = typeof maps === 'function' ? maps : (spec) => maps[spec];
  let changed = false;
  const out = source.replace(IMPORT_RE, (whole, list, pkg) => {
    const map = mapFor(pkg);
    if (!map) return whole;
    const direct = [];
    const kept = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const [name, local = name] = spec.split(/\s+as\s+/);
      const target = map.get(name);
      if (spec.startsWith('type ') || !target) kept.push(spec);
      else if (target.imported === 'default') direct.push(`import ${local} from '${target.spec}';`);
      else direct.push(`import { ${target.imported} as ${local} } from '${target.spec}';`);
    }
    if (direct.length === 0) return whole;
    changed = true;
    // Only types left: `import type`, which the bundler drops, so the barrel is not reached.
    const typesOnly = kept.every((k) => k.startsWith('type '));
    const rest = typesOnly
      ? `import type { ${kept.map((k) => k.slice('type '.length)).join(', ')} } from '${pkg}';`
      : `import { ${kept.join(', ')} } from '${pkg}';`;
    return [...direct, ...(kept.length ? [rest] : [])].join(' ');
  });
  return changed ? out : null;
}

/**
 * `(file) => (spec) => map`: the export map for `spec` imported from `file` (a package's, or one
 * of our barrels' when the relative path lands on it), for rewriteImports.
 */
export function mapsFor(root) {
  const packages = barrelMaps(root);
  const local = localBarrelMaps(root);
  return (file) => (spec) => (spec.startsWith('.') ? local.get(path.resolve(path.dirname(file), spec)) : packages[spec]);
}

export function deepImports(root) {
  const mapsOf = mapsFor(root);
  return {
    name: 'deep-imports',
    setup(build) {
      build.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const rewritten = rewriteImports(source, mapsOf(args.path));
        if (rewritten === null) return undefined;
        return { contents: rewritten, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
