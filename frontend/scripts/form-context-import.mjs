// esbuild plugin for the browser build: two small antd form modules that every input-like
// component reaches — `form/context.js` (its React contexts; Input, Select, Radio, DatePicker…)
// and `form/hooks/useForm.js` (Table → Radio.Group imports its `toNamePathStr`) — take one name
// each from @rc-component/form's index, and that index attaches statics to the Form component
// (`RefForm.Field = Field`, …), side effects the bundler must keep: so every page with an input
// or a table downloaded the whole form engine (Field, useForm, List, async-validator: ≈ 31 KB
// minified) even with no Form on it. Here each import names the module the index re-exports it
// from (the same object), so the engine comes only with antd's Form itself. The build fails if
// antd's imports ever change.
// Radio.Group takes `toNamePathStr` from antd's `form/hooks/useForm.js`; with code splitting a
// module goes whole into one chunk, with what any page uses of it, so a table's page (row
// selection imports Radio) loaded the chunk holding antd's `useForm` and the engine behind it.
// It gets the same function from scripts/radio-name-path.js instead.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSideEffectFree } from './side-effect-free.mjs';

const sep = String.raw`[/\\]`;
const antdForm = (file) => new RegExp(`${sep}antd${sep}es${sep}form${sep}${file.replace('/', sep).replace('.', '\\.')}$`);
const RADIO_NAME_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'radio-name-path.js').split(path.sep).join('/');
/** antd's definition scripts/radio-name-path.js repeats. */
export const TO_NAME_PATH_STR = "export function toNamePathStr(name) {\n  const namePath = toArray(name);\n  return namePath.join('_');\n}";

/** antd module → the import it has and the one it gets. */
export const NARROWED = [
  {
    file: antdForm('context.js'),
    from: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    to: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
  },
  {
    file: antdForm('hooks/useForm.js'),
    from: "import { useForm as useRcForm } from '@rc-component/form';",
    to: "import useRcForm from '@rc-component/form/es/hooks/useForm';",
    // Declarations only (the FormStore class, the hook); esbuild keeps a module with class
    // fields unless told it has no side effects, so a Radio.Group would still bring it.
    sideEffectFree: '@rc-component/form/es/hooks/useForm',
  },
  {
    file: new RegExp(`${sep}antd${sep}es${sep}radio${sep}group\\.js$`),
    from: "import { toNamePathStr } from '../form/hooks/useForm';",
    to: `import { toNamePathStr } from '${RADIO_NAME_PATH}';`,
    // The copy is only right while antd's own is the same.
    copies: { file: 'antd/es/form/hooks/useForm.js', text: TO_NAME_PATH_STR },
  },
];

/** The module's source with its import narrowed; throws when antd's import is not the expected one. */
export function narrowFormImport(source, file) {
  const rule = NARROWED.find((r) => r.file.test(file));
  if (!rule) return null;
  if (!source.includes(rule.from)) throw new Error(`form-context-import: ${file} no longer has \`${rule.from}\`; review scripts/form-context-import.mjs`);
  if (rule.copies) {
    const original = path.join(file.slice(0, file.lastIndexOf(`${path.sep}antd${path.sep}`)), ...rule.copies.file.split('/'));
    if (!readFileSync(original, 'utf8').includes(rule.copies.text)) throw new Error(`form-context-import: ${rule.copies.file} no longer defines \`${rule.copies.text}\`; review scripts/radio-name-path.js`);
  }
  return source.replace(rule.from, rule.to);
}

export function formContextImport() {
  return {
    name: 'form-context-import',
    setup(build) {
      for (const { sideEffectFree: spec, file } of NARROWED.filter((r) => r.sideEffectFree)) {
        build.onResolve({ filter: new RegExp(`^${spec.replace(/[/.]/g, '\\$&')}$`) }, (args) =>
          file.test(args.importer) ? resolveSideEffectFree(build, args, 'formContextImport') : undefined,
        );
      }
      for (const rule of NARROWED) {
        build.onLoad({ filter: rule.file }, async (args) => ({ contents: narrowFormImport(await readFile(args.path, 'utf8'), args.path), loader: 'js' }));
      }
    },
  };
}
