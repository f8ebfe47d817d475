// The one HTTP client of the app (spec §7/§8): every call goes to the BFF's /api/** with the
// CSRF header, same-origin cookies and a 5000 ms budget.
import { withBase } from './base';
import { currentPath, hardNavigate } from './navigate';
import { notifyError } from './notify';
import { SESSION_ENDED, loginUrl } from './redirect';

/** The platform's response envelope. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  /** Errors only: a machine-readable reason for programs; pages never read it (a real
   * platform need not send it). */
  reason?: string;
}

/** A failed call: `code` is the envelope code, or 0 for network errors and timeouts. */
export class ApiError extends Error {
  readonly code: number;

  constructor(message: string, code: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

export const REQUEST_TIMEOUT_MS = 5000;
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'orgcenter';

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  timeoutMs?: number;
  /** Sent as `Idempotency-Key`: a repeat with the same key gets the first answer (create forms). */
  idempotencyKey?: string;
}

/** Appends non-empty params as a query string. */
export function withQuery(path: string, params: Params | undefined): string {
  if (!params) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    qs.append(k, String(v));
  }
  const s = qs.toString();
  if (s === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${s}`;
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/**
 * Sends one call and returns the envelope whatever its code. Network failures and timeouts
 * become `{code: 0, msg}`. Code 300 (session over) sends the user to the login page.
 */
export async function send<T = unknown>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_VALUE, Accept: 'application/json' };
  let body: string | undefined;
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body ?? {});
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  }
  let res: Response;
  try {
    res = await fetch(withBase(withQuery(path, opts.params)), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (err) {
    clearTimeout(timer);
    const aborted = controller.signal.aborted || (err instanceof Error && err.name === 'AbortError');
    return { code: 0, msg: aborted ? '请求超时，请稍后重试' : '网络错误，请检查网络连接' };
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  } finally {
    clearTimeout(timer);
  }
  if (!isEnvelope(parsed)) {
    return { code: 0, msg: res.ok ? '服务器返回了无法识别的数据' : `请求失败（HTTP ${res.status}）` };
  }
  const envelope = parsed as Envelope<T>;
  if (envelope.code === 300) hardNavigate(loginUrl(currentPath(), SESSION_ENDED));
  return envelope;
}

/**
 * The spec's mapping: code 200 or 400 resolves with the body (the caller shows a 400's msg);
 * code 300 goes to /login?redirect=… and rejects; anything else, network errors and
 * timeouts included, shows an error toast for 5 s and rejects.
 */
export async function request<T = unknown>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const envelope = await send<T>(method, path, opts);
  if (envelope.code === 200 || envelope.code === 400) return envelope;
  if (envelope.code !== 300) notifyError(envelope.msg || '请求失败');
  throw new ApiError(envelope.msg || '请求失败', envelope.code);
}

/** GET with params as the query string. */
export function get<T = unknown>(path: string, params?: Params): Promise<Envelope<T>> {
  return request<T>('GET', path, { params });
}

/** POST with a JSON body; a create form passes its `idempotencyKey` (see useIdempotencyKey). */
export function post<T = unknown>(path: string, body?: unknown, idempotencyKey?: string): Promise<Envelope<T>> {
  return request<T>('POST', path, { body, idempotencyKey });
}
