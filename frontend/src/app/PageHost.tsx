// Renders the matched page component (or the shared placeholder) once its area chunk and
// loader data are ready; a spinner meanwhile.
import type { RouteMatch } from '../lib/access';
import { useRegistry } from '../state/registry';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import type { PageData } from './usePageData';

export function PageHost({ match, search, page }: { match: RouteMatch; search: string; page: PageData }) {
  const registry = useRegistry();
  const { area, name } = match.route;
  // A route without a component shows the placeholder from the shell chunk (loaded by then); one
  // whose page is in a chunk of its own shows it once that chunk is loaded (usePageData waits).
  const Page = registry.get(area)?.pages[name] ? registry.page(area, name) : registry.shell()?.ComingSoonPage;
  if (!page.ready || !Page) {
    return <PageLoading />;
  }
  return (
    <ErrorBoundary resetKey={match.route.path + search}>
      <Page route={match.route} params={match.params} search={search} data={page.data} now={page.now} reload={page.reload} />
    </ErrorBoundary>
  );
}
