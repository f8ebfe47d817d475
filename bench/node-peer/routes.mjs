// Route matching, role checks and loader parameters from routes.json: the rules of
// bff/access.rs and bff/loaders.rs, so the peer makes exactly the BFF's upstream calls.

const numeric = (s) => s.length > 0 && s.length <= 18 && /^\d+$/.test(s);

function matchParts(pattern, parts) {
  const params = {};
  let i = 0;
  for (const seg of pattern.split('/').filter(Boolean)) {
    if (seg === '*') {
      if (i >= parts.length) return null;
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    if (seg.startsWith(':')) {
      const optional = seg.endsWith('?');
      const name = seg.slice(1, optional ? -1 : undefined);
      if (i < parts.length && numeric(parts[i])) params[name] = parts[i++];
      else if (!(optional && i >= parts.length)) return null;
      continue;
    }
    if (parts[i] !== seg) return null;
    i += 1;
  }
  return i === parts.length ? params : null;
}

export function matchRoute(routes, pathname) {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const params = matchParts(route.path, parts);
    if (params) return { route, params };
  }
  return null;
}

/** Every role level must list one of the user's roles; an empty level admits everyone. */
export const allows = (route, roles) => route.roles.every((level) => level.length === 0 || level.some((r) => roles.includes(r)));

export function resolveParams(spec, pathParams, query) {
  const out = {};
  for (const name of Object.keys(spec).sort()) {
    const src = spec[name];
    let v;
    if (src.value !== undefined) v = src.value;
    else {
      const key = src.name ?? name;
      const found = src.from === 'path' ? pathParams[key] : src.from === 'query' && query[key] ? query[key] : undefined;
      v = found ?? src.default;
    }
    if (v !== undefined) out[name] = v;
  }
  return out;
}

export function withQuery(path, params) {
  const keys = Object.keys(params);
  if (keys.length === 0) return path;
  return `${path}?${keys.map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params[k]))}`).join('&')}`;
}
