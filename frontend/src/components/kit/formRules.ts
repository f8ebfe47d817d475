// antd rules over the plain `…Problem` checks of each area's rules module (value → message or
// null), so every form reports a problem the same way and no page repeats the validator.
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';

/** A rule checking the field's own value. */
export const problemRule = (problem: (v: unknown) => string | null): Rule => ({
  validator: (_, v: unknown) => {
    const p = problem(v);
    return p ? Promise.reject(new Error(p)) : Promise.resolve();
  },
});

/** A rule whose check reads the whole form (cross-field rules). */
export const formRule =
  (problem: (form: Pick<FormInstance, 'getFieldsValue' | 'getFieldValue'>) => string | null): Rule =>
  (form) => ({
    validator: () => {
      const p = problem(form);
      return p ? Promise.reject(new Error(p)) : Promise.resolve();
    },
  });
