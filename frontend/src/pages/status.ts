// The 404 and 401 screens as one module: they draw antd's <Result> with its status
// illustrations (large SVG components), so the browser loads them as their own chunk, only
// when the page is one of them (src/pages/registry.client.ts), before hydrating — the server
// renders synchronously and has them statically.
import type { StatusModule } from './types';
import { NotFoundPage } from './NotFoundPage';
import { UnauthorizedPage } from './UnauthorizedPage';

export const status: StatusModule = { NotFoundPage, UnauthorizedPage };
