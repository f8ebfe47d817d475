// Which routes are list pages, the pages issue 37 budgets (10 scripts, 250 KB before interactive
// on a phone): its data is a page of rows (a loader with the paging parameters), and it is a page
// of its own (in the menu, or without a path parameter: 消息通知), not one item's list. The build
// groups chunks by it (merge-chunks.mjs), the E2E head budget counts by it (tests/e2e/headBudget.mjs).

/** `route`: an entry of routes.json. */
export function isListPage(route) {
  return (route.loaders ?? []).some((l) => l.params && 'pageNum' in l.params) && (!route.hidden || !route.path.includes(':'));
}
