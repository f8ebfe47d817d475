// Whether a row offers a step: its `actions`, as the API computed them for the caller with the
// item's workflow table (issue 41). Apart from RowActions so that a list drawing only links with
// it (审核 / 详情) loads no button code.

/** Whether the row's `actions` offer one of `names`. */
export function offers(actions: readonly string[] | undefined, ...names: string[]): boolean {
  return names.some((n) => actions?.includes(n) === true);
}
