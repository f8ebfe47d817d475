// Browser entry: read the render input, load the route table when the URL is not a public route,
// the first page's area chunk and its own page chunk (or the 404/401 screens' chunk), then
// hydrate the same tree the server rendered.
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { needsShell, needsStatus, resolve, usesLayout } from './app/resolve';
import { Root } from './app/Root';
import { setGatewayMaxBodyMb } from './components/upload/checks';
import { setBase, stripBase } from './lib/base';
import { loadDeferredSheets } from './lib/deferredSheets';
import { onSwapsWaiting, pageIsInteractive, swapsWaiting } from './lib/swapCode';
import { installGlobalErrorHandlers } from './lib/errorLog';
import { installPopGuard } from './lib/popGuard';
import { clientRegistry } from './pages/registry.client';
import { parseRenderInput } from './state/types';

/**
 * Marks `<html data-interactive>` once React has committed (hydrated or rendered) and the
 * lookalikes have swapped in the antd components they stand for (lib/liveAfterHydration: the
 * sidebar's Menu, a list's Table with its pager and sorters; the filter bar's selects once their
 * code has arrived, lib/swapCode): before that, clicks do nothing useful. Browser tests wait
 * for it instead of guessing with timeouts. The swaps are state set by effects of the first
 * commit, as is `swapped` here, so React renders them in one batch and the attribute is set by
 * an effect of the commit that brought them (or, for a swap whose code was still on its way, of
 * the commit after the one that drew it).
 * It wraps the app rather than sitting beside it: a sibling would make the tree fork where the
 * server's does not, and every `useId` below (antd's tooltips' aria-describedby) would differ
 * between the server HTML and hydration.
 */
function MarkInteractive({ children }: { children: ReactNode }) {
  const [swapped, setSwapped] = useState(false);
  const [, swapsChanged] = useState(0);
  useEffect(() => setSwapped(true), []);
  useEffect(() => onSwapsWaiting(() => swapsChanged((n) => n + 1)), []);
  useEffect(() => {
    // A swap that fetches its code (lib/swapCode.ts) waits from an effect of the commit that
    // wanted it; a child's effects run before this one, so the count is read here, not at render.
    if (!swapped || swapsWaiting() > 0 || document.documentElement.dataset.interactive === 'true') return;
    document.documentElement.dataset.interactive = 'true';
    // The whole stylesheet and what waited for this, in a task of their own.
    setTimeout(() => {
      loadDeferredSheets();
      pageIsInteractive();
    }, 0);
  });
  return children;
}

/**
 * React 19 reports a hydration mismatch (and an error an error boundary caught) through these
 * callbacks instead of a console warning: the server HTML was thrown away and rendered again,
 * which must never happen. They go to the console and to `window.__reactErrors`, which the
 * hydration test (tests/e2e/hydration.test.mjs) reads.
 */
function reportReactError(kind: string) {
  return (error: unknown, info?: { componentStack?: string }) => {
    const text = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
    const w = window as unknown as { __reactErrors?: string[] };
    (w.__reactErrors ??= []).push(`${text}${info?.componentStack ?? ''}`);
    console.error(text, info?.componentStack ?? '');
  };
}

const REPORT_ERRORS = {
  onRecoverableError: reportReactError('recoverable React error (hydration mismatch?)'),
  onCaughtError: reportReactError('React error caught by a boundary'),
};

async function main(): Promise<void> {
  installGlobalErrorHandlers();
  // Before the router mounts: a form with unsaved input hears of 后退 first (lib/popGuard.ts).
  installPopGuard();
  const script = document.getElementById('__ORG_STATE__');
  const input = parseRenderInput(script?.textContent ?? '{}');
  // Before anything builds a URL: links, calls and navigations put the prefix on (lib/base.ts).
  setBase(input.base);
  setGatewayMaxBodyMb(input.gatewayMaxBodyMb);
  const path = stripBase(window.location.pathname);
  // A bare public page (login, 404) resolves against the public routes alone; any other URL
  // needs the whole table before hydrating, as the server had it.
  let res = resolve(clientRegistry.routes(), path, input.user, input.status);
  if (res.kind === 'loadingRoutes') res = resolve(await clientRegistry.loadRoutes(), path, input.user, input.status);
  if (res.kind === 'page') {
    // The area and page chunks and (in parallel, when known up front) the shell chunk, so
    // hydration renders the same tree as the server.
    const loggedIn = input.user !== null;
    const shell = usesLayout(res, loggedIn) ? clientRegistry.loadShell() : null;
    const { area, name } = res.match.route;
    // The area's chunk, then the page's own chunk when the area gives it as a loader.
    await clientRegistry.loadPage(area, name);
    if (needsShell(res, loggedIn, clientRegistry.get(area))) await (shell ?? clientRegistry.loadShell());
  }
  if (needsStatus(res)) await clientRegistry.loadStatus();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const app = (
    <BrowserRouter basename={input.base || undefined}>
      <MarkInteractive>
        <Root input={input} registry={clientRegistry} />
      </MarkInteractive>
    </BrowserRouter>
  );
  // An empty #root means the BFF fell back to client rendering (render over budget or
  // failed): render from scratch with the same data instead of hydrating nothing.
  if (container.hasChildNodes()) hydrateRoot(container, app, REPORT_ERRORS);
  else createRoot(container).render(app);
}

void main();
