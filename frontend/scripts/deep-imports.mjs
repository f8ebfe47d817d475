// esbuild plugin for the browser build: rewrites `import { Button, Form } from 'antd'` (and the
// same from '@ant-design/icons') in our sources into one import per component module
// (`antd/es/button`, …). Why: with code splitting, esbuild assigns whole files to chunks by which
// entry points reach them, and the barrel file reaches every component — so all of antd ended
// up in the chunk the entry imports, and the login page downloaded Table, Tree, Upload, … up
// front. With direct imports each area chunk pulls only the components it uses.
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

const IMPORT_RE = /import\s*\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"];?/g;

/** The rewritten source, or null when nothing changed. Exported for the unit test. */
export function rewriteImports(source, maps) {
  let changed = false;
  const out = source.replace(IMPORT_RE, (whole, list, pkg) => {
    const map = maps[pkg];
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
    return [...direct, ...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : [])].join(' ');
  });
  return changed ? out : null;
}

export function deepImports(root) {
  const maps = barrelMaps(root);
  return {
    name: 'deep-imports',
    setup(build) {
      build.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const rewritten = rewriteImports(source, maps);
        if (rewritten === null) return undefined;
        return { contents: rewritten, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
