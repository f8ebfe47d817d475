// The form snapshot for any antd form whose values are plain data: restored after hydration,
// saved while typing and right before a submit, cleared once the server has the data. Forms
// whose stored shape differs from their field values (the help-case form) use
// useFormSnapshot directly with their own conversion.
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useFormSnapshot } from './useFormSnapshot';

export function useKeptForm<V extends object>(form: FormInstance<V>, key: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd types the setter with a recursive partial
  const apply = useCallback((v: V) => form.setFieldsValue(v as any), [form]);
  const snap = useFormSnapshot<V>(key, apply);
  const values = () => form.getFieldsValue(true) as V;
  return {
    restored: snap.restored,
    /** Pass to the Form's onValuesChange. */
    onValuesChange: () => snap.saveSoon(values),
    /** Before sending: keeps what is sent even if the session ends during the call. */
    saveNow: () => snap.save(values()),
    clear: snap.clear,
  };
}
