// Renders the matched page component (or the shared placeholder) once its area chunk and
// loader data are ready; a spinner meanwhile.
import type { RouteMatch } from '../lib/access';
import { useRegistry } from '../state/registry';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import type { PageData } from './usePageData';

export function PageHost({ match, search, page }: { match: RouteMatch; search: string; page: PageData }) {
  const registry = useRegistry();
  const area = registry.get(match.route.area);
  // A route without a component shows the placeholder from the shell chunk (loaded by then).
  const Page = area?.pages[match.route.name] ?? registry.shell()?.ComingSoonPage;
  if (!page.ready || !Page) {
    return <PageLoading />;
  }
  return (
    <ErrorBoundary resetKey={match.route.path + search}>
      <Page route={match.route} params={match.params} search={search} data={page.data} now={page.now} reload={page.reload} />
    </ErrorBoundary>
  );
}
