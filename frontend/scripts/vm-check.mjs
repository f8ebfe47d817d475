// Runs the server bundle the way the BFF does: a fresh V8 context with nothing but the
// ECMAScript builtins (node:vm createContext({})), then calls SSR.render.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { staleSnapshots } from './esm-interop-snapshot.mjs';

/**
 * Loads ssr.js into a bare context and returns its `render` function. `audit`, an empty array,
 * collects the bundle's CommonJS namespaces (scripts/esm-interop-snapshot.mjs).
 */
export function loadServerBundle(file, audit) {
  const source = readFileSync(file, 'utf8');
  const context = vm.createContext(audit ? { ORG_INTEROP_AUDIT: audit } : {});
  vm.runInContext(`${source};\nglobalThis.__SSR__ = SSR;`, context, { filename: 'ssr.js' });
  const exported = context.__SSR__;
  const keys = Object.keys(exported);
  if (keys.length !== 1 || keys[0] !== 'render' || typeof exported.render !== 'function') {
    throw new Error(`ssr.js must export exactly one function "render"; found [${keys.join(', ')}]`);
  }
  return (input) => exported.render(JSON.stringify(input));
}

/** A render input for a quick check; `roles` null means logged out. */
export function sampleInput(url, roles, extra = {}) {
  return {
    url,
    status: 200,
    user: roles
      ? {
          name: '演示用户',
          avatar: '',
          introduction: '',
          roles,
          certification: 2,
          orgId: 1,
          un_read_msg: 3,
          is_sj_limit: 0,
          return_reason: '',
          agreemenet: 1,
          agreemenetdoc: '',
        }
      : null,
    data: {},
    settings: null,
    platformUrl: 'https://example.org/',
    now: 1763700000,
    ...extra,
  };
}

/**
 * The checks the build insists on: it renders, no <style>, the page's own text, and every
 * CommonJS export the bundle copied as a value still equals its module's after those renders.
 */
export function checkServerBundle(file) {
  const audit = [];
  const render = loadServerBundle(file, audit);
  const cases = [
    { url: '/login', roles: null, expect: ['机构中心', 'login-account', 'login-captcha'] },
    { url: '/dashboard', roles: [1], expect: ['首页', 'data-testid="sidebar"', 'data-testid="bell"'] },
    { url: '/dataCenter/dataCenter', roles: [99], expect: ['数据中心', 'data-testid="data-filters"'] },
    { url: '/SX/activelist', roles: [99], expect: ['活动列表', 'data-testid="filter-bar"'] },
    { url: '/SJ/projectList', roles: [99], expect: ['项目列表', 'data-testid="filter-bar"'] },
    { url: '/SZ/helpList', roles: [99], expect: ['求助列表', 'data-testid="filter-bar"'] },
  ];
  const results = [];
  for (const c of cases) {
    const html = render(sampleInput(c.url, c.roles));
    if (/<style[\s>]/i.test(html)) throw new Error(`SSR of ${c.url} emitted a <style> tag`);
    for (const text of c.expect) {
      if (!html.includes(text)) throw new Error(`SSR of ${c.url} lacks ${JSON.stringify(text)}`);
    }
    results.push({ url: c.url, bytes: html.length });
  }
  const stale = staleSnapshots(audit);
  if (audit.length === 0) throw new Error('ssr.js recorded no CommonJS namespace: is esm-interop-snapshot applied?');
  if (stale.length > 0) throw new Error(`ssr.js copied CommonJS exports that changed later: ${[...new Set(stale)].join(', ')}`);
  return results;
}
