// Server entry: one IIFE (globalName SSR) whose only export is `render(input) => html`.
// Polyfills must come first: React's server renderer needs TextEncoder at module load.
// antd runs in zero-runtime mode (src/app/theme.ts): its CSS is a static file built at build
// time, so a render computes and emits no styles. Charts are drawn to SVG here (ECharts' server
// renderer, components/charts/serverSvg.ts); the browser bundle never imports it.
import './server/polyfills';
import './lib/dayjs';
import { renderToString } from 'react-dom/server';
import { ServerChartsContext } from './components/charts/serverCharts';
import { serverChartRenderer } from './components/charts/serverSvg';
import { StaticRouter } from 'react-router';
import { Root } from './app/Root';
import { serverRegistry } from './pages/registry.server';
import { ServerFragmentsContext, serverFragmentsOf } from './state/serverFragments';
import { setBase, withBase } from './lib/base';
import { renderInputOf } from './state/types';

/** Charts drawn by this isolate, remembered for repeat views (serverSvg.ts). */
const drawChart = serverChartRenderer();

/** Renders the HTML that goes inside #root for one render input (a JSON string). */
export function render(input: string): string {
  const raw = JSON.parse(input) as { serverFragments?: unknown };
  const parsed = renderInputOf(raw);
  const fragments = serverFragmentsOf(raw.serverFragments);
  // The same prefix for every render of this process (server.base_path); set before rendering,
  // which is synchronous, so links drawn below get it.
  setBase(parsed.base);
  return renderToString(
    <StaticRouter location={withBase(parsed.url)} basename={parsed.base || undefined}>
      <ServerFragmentsContext.Provider value={fragments}>
        <ServerChartsContext.Provider value={drawChart}>
          <Root input={parsed} registry={serverRegistry} />
        </ServerChartsContext.Provider>
      </ServerFragmentsContext.Provider>
    </StaticRouter>,
  );
}
