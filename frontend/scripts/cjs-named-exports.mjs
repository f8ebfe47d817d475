// esbuild plugin for the server bundle: `react` and `react/jsx-runtime` become ES modules with
// one plain binding per export. Why: they are CommonJS, and esbuild reaches a CommonJS module's
// named exports through `__toESM`, which copies each export as a getter (`get: () => from[key]`);
// every `useState`, `createElement`, `jsx`, … call of every component then ran that getter —
// 4.4 % of a list page's server render in a Node profile. The shim reads each export once at
// load and re-exports it; the functions and the object behind `import React` are React's own,
// except an export the build replaces on purpose (see `shimSource`).
// The browser bundle is left alone (its chunks are split by import graph).
import { createRequire } from 'node:module';

/** The CommonJS packages given named bindings. */
export const PACKAGES = ['react', 'react/jsx-runtime'];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The shim's source for a package: its default export and one `export const` per name.
 * `replaced` maps an export name to a module whose `make<Name>(cjs)` builds the export used
 * instead (React's `createElement`: src/server/createElement.ts); the default export is then a
 * copy of the package object carrying the replacement, so `React.createElement` gets it too.
 */
export function shimSource(specifier, names, replaced = {}) {
  const named = names.filter((n) => IDENTIFIER.test(n) && n !== 'default');
  const swaps = named.filter((n) => n in replaced);
  const factory = (n) => `make${n[0].toUpperCase()}${n.slice(1)}`;
  return [
    `import cjs from ${JSON.stringify(specifier)};`,
    ...swaps.map((n) => `import { ${factory(n)} } from ${JSON.stringify(replaced[n])};`),
    ...swaps.map((n) => `export const ${n} = ${factory(n)}(cjs);`),
    swaps.length === 0 ? 'export default cjs;' : `export default { ...cjs, ${swaps.join(', ')} };`,
    `export const { ${named.filter((n) => !swaps.includes(n)).join(', ')} } = cjs;`,
  ].join('\n');
}

/** The export names of a package as a bundle built for `mode` (NODE_ENV) loads it. */
export function exportNames(root, specifier, mode) {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    return Object.keys(createRequire(`${root}/`)(specifier));
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** `replacements`: per package, export name → module path (see `shimSource`). */
export function cjsNamedExports(root, mode, replacements = {}) {
  const filter = new RegExp(`^(${PACKAGES.map((p) => p.replace(/[/]/g, '\\/')).join('|')})$`);
  return {
    name: 'cjs-named-exports',
    setup(build) {
      // Imports from the shim itself resolve to the real package.
      // So do `require` calls (react-dom's CommonJS): they want the module object, not a shim.
      build.onResolve({ filter }, (args) =>
        args.namespace === 'cjs-named-exports' || args.kind === 'require-call' ? undefined : { path: args.path, namespace: 'cjs-named-exports' },
      );
      build.onLoad({ filter: /.*/, namespace: 'cjs-named-exports' }, (args) => ({
        contents: shimSource(args.path, exportNames(root, args.path, mode), replacements[args.path]),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
