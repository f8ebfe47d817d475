// antd's `toNamePathStr` (antd/es/form/hooks/useForm.js), for Radio.Group alone in the browser
// build (scripts/form-context-import.mjs): the same two lines, in a module of its own, so a page
// with a Radio.Group — every table, through row selection — does not share a chunk with antd's
// `useForm` and the form engine it brings. The build fails if antd's definition changes.
import { toArray } from 'antd/es/form/util';

export function toNamePathStr(name) {
  const namePath = toArray(name);
  return namePath.join('_');
}
