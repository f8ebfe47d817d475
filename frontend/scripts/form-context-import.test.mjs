import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInputs } from './bundle-inputs.mjs';
import { formContextImport, narrowFormImport } from './form-context-import.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputsOf = async (source, plugins) => (await bundleInputs(ROOT, source, plugins)).inputs;
const formEngine = (inputs) => inputs.filter((i) => /@rc-component\/form\/es\/(Field|hooks\/useForm)\.js$/.test(i) || i.includes('@rc-component/async-validator'));

describe('formContextImport', () => {
  for (const component of ['input', 'table']) {
    it(`keeps @rc-component/form's engine out of a bundle with a ${component} and no Form`, { timeout: 60_000 }, async () => {
      const source = `import C from 'antd/es/${component}'; console.log(C);`;
      expect(formEngine(await inputsOf(source, []))).not.toEqual([]);
      expect(formEngine(await inputsOf(source, [formContextImport()]))).toEqual([]);
    });
  }

  it('leaves the engine in a bundle that uses Form', { timeout: 60_000 }, async () => {
    const inputs = await inputsOf("import Form from 'antd/es/form'; console.log(Form);", [formContextImport()]);
    expect(formEngine(inputs)).not.toEqual([]);
  });

  it("fails loudly when antd's import changes", () => {
    expect(() => narrowFormImport("import { FormProvider } from '@rc-component/form';", '/x/node_modules/antd/es/form/context.js')).toThrow(/no longer has/);
  });
});
