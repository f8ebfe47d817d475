// Server bundle only (scripts/server-swaps.mjs puts this in place of antd's `theme/useToken`).
// antd's hook runs in every antd component of every render and each time rebuilds the merged token
// object, hashes it (`flattenToken` misses its cache on the fresh object) and walks cssinjs's
// global cache. On the server the answer depends only on the theme context, which one render shares
// by identity: so it is computed once per context object, from a cache keyed by the token's
// content.
//
// The computation is cssinjs's `useCacheToken` without its hooks (it has no effect on the server
// but the style-tag bookkeeping), so the hook never calls a different number of React hooks from
// one render pass to the next. CSS-variable themes keep antd's own hook.
import hash from '@emotion/hash';
import type { Theme } from '@ant-design/cssinjs';
import { flattenToken, token2key } from '@ant-design/cssinjs/es/util';
import { DesignTokenContext, defaultTheme, type DesignTokenProviderProps } from 'antd/es/theme/context';
import defaultSeedToken from 'antd/es/theme/themes/seed';
import originalUseToken, { getComputedToken } from 'antd/es/theme/useToken';
import version from 'antd/es/version';
import { useContext } from 'react';

export * from 'antd/es/theme/useToken';

type TokenResult = ReturnType<typeof originalUseToken>;
type Token = Record<string, unknown>;
/** What cssinjs's token cache holds: [derivative token, hash id, real token]. */
type Computed = readonly [Token, string, Token];

// cssinjs's prefix for hash ids (`useCacheToken.js`).
const HASH_PREFIX = process.env.NODE_ENV !== 'production' ? 'css-dev-only-do-not-override' : 'css';
const EMPTY_OVERRIDE = {};
// One entry per distinct theme (the user's colour settings); a handful in practice.
const MAX_THEMES = 64;

const byContent = new Map<string, Computed>();
const byContext = new WeakMap<DesignTokenProviderProps, TokenResult>();

function computed(theme: Theme<never, never>, salt: string, mergedToken: Token, override: object): Computed {
  const key = [salt, theme.id, flattenToken(mergedToken), flattenToken(override)].join('|');
  const hit = byContent.get(key);
  if (hit) return hit;
  const derivative = getComputedToken(mergedToken as never, override as never, theme) as Token;
  const realToken = { ...derivative };
  const tokenKey = token2key(derivative, salt);
  derivative._tokenKey = tokenKey;
  realToken._tokenKey = token2key(realToken, salt);
  derivative._themeKey = tokenKey;
  const hashId = `${HASH_PREFIX}-${hash(tokenKey)}`;
  derivative._hashId = hashId;
  const result: Computed = [derivative, hashId, realToken];
  if (byContent.size >= MAX_THEMES) byContent.clear();
  byContent.set(key, result);
  return result;
}

function tokenOf(context: DesignTokenProviderProps): TokenResult {
  const { token: rootDesignToken, hashed, theme, override } = context;
  const salt = `${version}-${hashed || ''}`;
  const mergedTheme = theme || defaultTheme;
  const mergedToken: Token = { ...defaultSeedToken, ...rootDesignToken };
  const [token, hashId, realToken] = computed(
    mergedTheme as Theme<never, never>,
    salt,
    mergedToken,
    override ?? EMPTY_OVERRIDE,
  );
  return [mergedTheme, realToken, hashed ? hashId : '', token, context.cssVar] as unknown as TokenResult;
}

export default function useToken(): TokenResult {
  const context = useContext(DesignTokenContext);
  // Whether the theme uses CSS variables is fixed per context, so a component takes the same
  // branch in every pass of its render.
  if (context.cssVar) return originalUseToken();
  let result = byContext.get(context);
  if (result === undefined) {
    result = tokenOf(context);
    byContext.set(context, result);
  }
  return result;
}
