// Turns the current location into a screen: page, 404, 401 or a redirect, inside the console
// layout or bare. The server and the first client render take the same branch.
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hardNavigate } from '../lib/navigate';
import { loginUrl } from '../lib/redirect';
import { useRegistry } from '../state/registry';
import { useSession } from '../state/session';
import type { RenderInput } from '../state/types';
import { PageHost } from './PageHost';
import { PageLoading } from './PageLoading';
import { resolve, usesLayout } from './resolve';
import { useDocumentTitle, useScrollToTop } from './effects';
import { usePageData } from './usePageData';

export function RouteView({ input }: { input: RenderInput }) {
  const location = useLocation();
  const { user } = useSession();
  const key = location.pathname + location.search;

  // The BFF's 404/401 verdict belongs to the URL it rendered; forget it after the first move.
  const [first, setFirst] = useState<{ key: string; status: number } | null>({ key, status: input.status });
  useEffect(() => {
    if (first && first.key !== key) setFirst(null);
  }, [first, key]);
  const status = first && first.key === key ? first.status : 200;

  const registry = useRegistry();
  // The table as far as the browser has it; a URL it does not know yet loads the rest first.
  const [table, setTable] = useState(() => registry.routes());
  const res = resolve(table, location.pathname, user, status);
  useEffect(() => {
    if (res.kind === 'loadingRoutes') void registry.loadRoutes().then(setTable, () => window.location.reload());
  }, [res.kind, registry]);
  const page = usePageData(key, location.search, res, user !== null, { data: input.data, now: input.now });
  const shell = registry.shell();
  // The 404/401 screens' chunk: loaded before hydrating, or by usePageData on a client-side move.
  const screens = page.ready ? registry.status() : undefined;

  const title = res.kind === 'page' ? res.match.route.title : res.kind === 'unauthorized' ? '没有访问权限' : res.kind === 'loadingRoutes' ? '加载中' : '页面不存在';
  useDocumentTitle(title);
  useScrollToTop(location.pathname);

  useEffect(() => {
    if (res.kind === 'login') hardNavigate(loginUrl(key));
  }, [res.kind, key]);

  switch (res.kind) {
    case 'home':
      return <Navigate to="/dashboard" replace />;
    case 'loadingRoutes':
      return <PageLoading />;
    case 'notFound':
      return screens ? <screens.NotFoundPage /> : <PageLoading />;
    case 'unauthorized':
      return screens ? <screens.UnauthorizedPage /> : <PageLoading />;
    case 'login':
      return (
        <div className="app-center">
          <Spin description="正在前往登录页…">
            <div className="app-spin-box" />
          </Spin>
        </div>
      );
    case 'page': {
      const host = <PageHost match={res.match} search={location.search} page={page} />;
      // Until the browser has the shell chunk (client-side move from a bare page), the host's
      // spinner shows without the frame.
      if (!usesLayout(res, user !== null) || !shell) return host;
      return <shell.ConsoleLayout route={res.match.route}>{host}</shell.ConsoleLayout>;
    }
  }
}
