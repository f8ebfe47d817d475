// The client half of the route loaders: the same descriptions the BFF runs for the first
// paint, run through /api/** on client-side navigation.
import type { LoaderSpec } from '../routes/types';
import { send, type Envelope } from './http';

/** Loader results by key, as in the render input's `data`. */
export type LoaderData = Record<string, Envelope>;

/**
 * Resolves a loader's params: path params as numbers (they are digits only), query params as
 * the raw string (or the default; left out when absent), literal values as declared.
 */
export function buildParams(spec: LoaderSpec, pathParams: Record<string, string>, query: URLSearchParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, source] of Object.entries(spec.params)) {
    if ('value' in source) {
      out[name] = source.value;
    } else if (source.from === 'path') {
      const v = pathParams[source.name];
      if (v !== undefined) out[name] = Number(v);
    } else {
      const v = query.get(source.name);
      if (v !== null && v !== '') out[name] = v;
      else if (source.default !== undefined) out[name] = source.default;
    }
  }
  return out;
}

/**
 * Whether a loader applies to this URL: one that `requires` a query parameter runs only with it,
 * one reading a path parameter only when the URL has it (an optional `:id?` left out), and one
 * for a view (`pathIs`) only when its path parameters name that view.
 */
export function loaderApplies(spec: LoaderSpec, query: URLSearchParams, pathParams: Record<string, string> = {}): boolean {
  const pathsGiven = Object.values(spec.params).every((s) => !('from' in s) || s.from !== 'path' || pathParams[s.name] !== undefined);
  const viewMatches = Object.entries(spec.pathIs ?? {}).every(([name, value]) => pathParams[name] === value);
  return pathsGiven && viewMatches && (spec.requires === undefined || (query.get(spec.requires) ?? '') !== '');
}

/** Runs every loader that applies, concurrently; failures are stored as `{code: 0, msg}` like the BFF does. */
export async function runLoaders(specs: readonly LoaderSpec[], pathParams: Record<string, string>, search: string): Promise<LoaderData> {
  const query = new URLSearchParams(search);
  const entries = await Promise.all(
    specs.filter((spec) => loaderApplies(spec, query, pathParams)).map(async (spec): Promise<[string, Envelope]> => {
      const params = buildParams(spec, pathParams, query);
      const env = spec.method === 'GET' ? await send(spec.method, spec.path, { params }) : await send(spec.method, spec.path, { body: params });
      return [spec.key, env];
    }),
  );
  return Object.fromEntries(entries);
}
