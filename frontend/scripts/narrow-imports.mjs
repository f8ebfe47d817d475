// esbuild plugin for the browser build: a few imports inside antd get a module with exactly
// the names they take, re-exported from the files that define them, instead of a package's
// index. Why: rc-field-form's index does not just re-export — it attaches Field, List, useForm
// and useWatch to the Form component — so importing anything from it brings all of
// rc-field-form and its async validator. antd's `form/context.js` (imported by Radio, Checkbox,
// Input, Select, … for the form-item context) only takes `FormProvider`, and `form/hooks/
// useForm.js` (imported by Radio.Group for one name helper) only `useForm`: pages with a Table
// or a Radio but no Form carried a form library they never ran. The re-exports point at the
// very files the index re-exports from, so module identity (and React contexts) is unchanged;
// pages that do use Form load the whole package as before.
import path from 'node:path';

/** importer (path inside node_modules) + specifier → the narrowed module's source. */
export const NARROWED = [
  {
    importer: 'antd/es/form/context.js',
    specifier: 'rc-field-form',
    contents: "export { FormProvider } from 'rc-field-form/es/FormContext.js';",
  },
  {
    importer: 'antd/es/form/hooks/useForm.js',
    specifier: 'rc-field-form',
    contents: "export { default as useForm } from 'rc-field-form/es/useForm.js';",
  },
];

/** The narrowed entry for an import, or undefined to resolve it as usual. Exported for the test. */
export function narrowed(importer, specifier) {
  const normal = importer.split(path.sep).join('/');
  return NARROWED.find((n) => n.specifier === specifier && normal.endsWith(`/node_modules/${n.importer}`));
}

export function narrowImports() {
  const specifiers = [...new Set(NARROWED.map((n) => n.specifier))];
  const filter = new RegExp(`^(${specifiers.map((s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})$`);
  return {
    name: 'narrow-imports',
    setup(build) {
      build.onResolve({ filter }, (args) => {
        const hit = narrowed(args.importer, args.path);
        // One virtual module per importer; its own imports resolve from the importer's folder.
        return hit ? { path: hit.importer, namespace: 'narrowed', pluginData: { hit, resolveDir: args.resolveDir } } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'narrowed' }, (args) => ({
        contents: args.pluginData.hit.contents,
        loader: 'js',
        resolveDir: args.pluginData.resolveDir,
      }));
    },
  };
}
