import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NARROWED, narrowed } from './narrow-imports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nm = (p) => path.join(root, 'node_modules', p);

/** The names an ES module imports from a specifier (`import { a as b, c } from 'x'`). */
function importedNames(source, specifier) {
  const names = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[2] === specifier) names.push(...m[1].split(',').map((p) => p.trim().split(/\s+as\s+/)[0]).filter(Boolean));
  }
  return names;
}

/** The names a narrowed module exports (`export { x as y } from …` → y). */
function exportedNames(contents) {
  return [...contents.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((p) => p.trim().split(/\s+as\s+/).pop()));
}

describe('narrowed', () => {
  it("gives antd's form context and its useForm hook their own small modules", () => {
    expect(narrowed(nm('antd/es/form/context.js'), 'rc-field-form')?.contents).toMatch(/FormProvider.*FormContext/);
    expect(narrowed(nm('antd/es/form/hooks/useForm.js'), 'rc-field-form')?.contents).toMatch(/useForm.*es\/useForm/);
  });

  it('leaves every other importer, and other packages, alone', () => {
    expect(narrowed(nm('antd/es/form/Form.js'), 'rc-field-form')).toBeUndefined();
    expect(narrowed(path.join(root, 'src/areas/SZ/common.tsx'), 'rc-field-form')).toBeUndefined();
    expect(narrowed(nm('antd/es/form/context.js'), 'rc-util/es/omit')).toBeUndefined();
  });

  it('exports every name the importer takes, from files that exist', () => {
    for (const n of NARROWED) {
      const wanted = importedNames(readFileSync(nm(n.importer), 'utf8'), n.specifier);
      expect(wanted.length).toBeGreaterThan(0);
      expect(exportedNames(n.contents)).toEqual(expect.arrayContaining(wanted));
      for (const m of n.contents.matchAll(/from '([^']+)'/g)) expect(existsSync(nm(m[1]))).toBe(true);
    }
  });
});
