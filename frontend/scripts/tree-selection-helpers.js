// @rc-component/tree's `arrAdd` and `arrDel` (es/util.js), for antd's Table row selection alone in
// the browser build (scripts/table-selection-import.mjs): the same lines, in a module of their
// own, so a table's page shares no chunk with the tree's util.js, which imports TreeNode. The
// build fails if the package's definitions change.
export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) {
    clone.splice(index, 1);
  }
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) {
    clone.push(value);
  }
  return clone;
}
