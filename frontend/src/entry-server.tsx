// Server entry: one IIFE (globalName SSR) whose only export is `render(input) => html`.
// Polyfills must come first: React's server renderer needs TextEncoder at module load.
import './server/polyfills';
import './lib/dayjs';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { Root } from './app/Root';
import { ROUTER_FUTURE } from './app/routerFuture';
import { serverRegistry } from './pages/registry.server';
import { ServerFragmentsContext, serverFragmentsOf } from './state/serverFragments';
import { renderInputOf } from './state/types';

// One style cache for the isolate's lifetime: styles are computed once and never emitted
// (antd's CSS ships as a static file built at build time), which keeps each render cheap.
const styleCache = createCache();

/** Renders the HTML that goes inside #root for one render input (a JSON string). */
export function render(input: string): string {
  const raw = JSON.parse(input) as { serverFragments?: unknown };
  const parsed = renderInputOf(raw);
  const fragments = serverFragmentsOf(raw.serverFragments);
  return renderToString(
    <StyleProvider cache={styleCache} hashPriority="high">
      <StaticRouter location={parsed.url} future={ROUTER_FUTURE}>
        <ServerFragmentsContext.Provider value={fragments}>
          <Root input={parsed} registry={serverRegistry} />
        </ServerFragmentsContext.Provider>
      </StaticRouter>
    </StyleProvider>,
  );
}
