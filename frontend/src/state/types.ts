// The render input (contract-frontend.md, "Render input"): the one JSON string the BFF passes
// to `render` and embeds for hydration.
import { normaliseBase } from '../lib/base';
import type { LoaderData } from '../lib/loaders';

/** The logged-in user as the BFF resolved it; never holds the token. */
export interface SessionUser {
  name: string;
  avatar: string;
  introduction: string;
  roles: number[];
  certification: number;
  orgId: number;
  un_read_msg: number;
  is_sj_limit: number;
  return_reason: string;
  agreemenet: number;
  agreemenetdoc: string;
}

export interface RenderInput {
  url: string;
  status: number;
  user: SessionUser | null;
  data: LoaderData;
  settings: unknown;
  platformUrl: string;
  now: number;
  /** `server.base_path` without its trailing slash (`''` at the root); see lib/base.ts. */
  base: string;
  /** The reverse proxy's body limit in MB, 0 when not known (the upload dialog's 413 message). */
  gatewayMaxBodyMb: number;
}

/** Parses and defaults the input, so a partial object never crashes a render. */
export function parseRenderInput(raw: string): RenderInput {
  return renderInputOf(JSON.parse(raw));
}

/** `parseRenderInput` for an already parsed value (the server reads one more field from it). */
export function renderInputOf(value: unknown): RenderInput {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<RenderInput>;
  return {
    url: typeof v.url === 'string' && v.url.startsWith('/') ? v.url : '/',
    status: typeof v.status === 'number' ? v.status : 200,
    user: v.user && Array.isArray(v.user.roles) ? v.user : null,
    data: v.data && typeof v.data === 'object' ? v.data : {},
    settings: v.settings ?? null,
    platformUrl: typeof v.platformUrl === 'string' ? v.platformUrl : '/',
    now: typeof v.now === 'number' ? v.now : 0,
    base: normaliseBase(v.base),
    gatewayMaxBodyMb: typeof v.gatewayMaxBodyMb === 'number' && v.gatewayMaxBodyMb > 0 ? v.gatewayMaxBodyMb : 0,
  };
}
