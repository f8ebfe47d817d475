import type { Envelope } from '../../lib/http';
import type { LoaderData } from '../../lib/loaders';

/** A loader's result: its data when the call succeeded, or the message to show instead. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

export function pick<T>(data: LoaderData, key: string): Loaded<T> {
  const env: Envelope | undefined = data[key];
  if (!env) return { ok: false, msg: '数据未加载' };
  if (env.code === 200 && env.data !== undefined && env.data !== null) return { ok: true, data: env.data as T };
  return { ok: false, msg: env.msg || '数据加载失败' };
}
