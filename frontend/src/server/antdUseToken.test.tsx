// antd's ES build, as the bundles use it (plain `antd` is its CommonJS build in Node, with
// contexts of its own).
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import antdUseToken from 'antd/es/theme/useToken';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import leanUseToken from './antdUseToken';

type Seen = { antd: unknown[]; lean: unknown[]; sameTwice: boolean };

/** Both hooks in the same component, under the given providers; the lean one called twice. */
function tokensUnder(wrap: (probe: ReactNode) => ReactNode): Seen {
  const seen = {} as Seen;
  function Probe() {
    seen.antd = antdUseToken();
    seen.lean = leanUseToken();
    seen.sameTwice = leanUseToken() === seen.lean;
    return null;
  }
  renderToString(<>{wrap(<Probe />)}</>);
  return seen;
}

/** What a component can observe: the theme, both tokens (their keys too), the hash, cssVar. */
function observable([theme, realToken, hashId, token, cssVar]: unknown[]) {
  return { theme, realToken: JSON.stringify(realToken), hashId, token: JSON.stringify(token), cssVar };
}

const THEMES: [string, (probe: ReactNode) => ReactNode][] = [
  ['no provider', (p) => p],
  ['the console theme', (p) => <ConfigProvider theme={{ token: { colorPrimary: '#fa8c16', colorLink: '#fa8c16' } }}>{p}</ConfigProvider>],
  ['another primary colour', (p) => <ConfigProvider theme={{ token: { colorPrimary: '#1677ff' } }}>{p}</ConfigProvider>],
  ['the dark algorithm', (p) => <ConfigProvider theme={{ algorithm: antdTheme.darkAlgorithm }}>{p}</ConfigProvider>],
  ['hashing off', (p) => <ConfigProvider theme={{ hashed: false }}>{p}</ConfigProvider>],
  ['component tokens', (p) => <ConfigProvider theme={{ components: { Button: { colorPrimary: '#00b96b' } } }}>{p}</ConfigProvider>],
  ['nested providers', (p) => (
    <ConfigProvider theme={{ token: { colorPrimary: '#fa8c16' } }}>
      <ConfigProvider theme={{ token: { borderRadius: 2 } }}>{p}</ConfigProvider>
    </ConfigProvider>
  )],
  ['CSS variables (antd’s own hook)', (p) => <ConfigProvider theme={{ cssVar: true }}>{p}</ConfigProvider>],
];

describe('the server token hook', () => {
  it.each(THEMES)('gives what antd’s gives, under %s', (_name, wrap) => {
    const seen = tokensUnder(wrap);
    expect(observable(seen.lean)).toEqual(observable(seen.antd));
  });

  it('computes once per theme context in a render', () => {
    expect(tokensUnder(THEMES[1][1]).sameTwice).toBe(true);
  });

  it('tells two colour settings apart across renders', () => {
    const primary = (seen: Seen) => (seen.lean[1] as { colorPrimary: string }).colorPrimary;
    expect(primary(tokensUnder(THEMES[1][1]))).toBe('#fa8c16');
    expect(primary(tokensUnder(THEMES[2][1]))).toBe('#1677ff');
    expect(primary(tokensUnder(THEMES[1][1]))).toBe('#fa8c16');
  });
});
