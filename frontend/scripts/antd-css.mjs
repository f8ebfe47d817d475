// Build-time antd CSS: render every antd component once in Node with the product theme and
// collect the generated CSS, so the SSR render never has to emit <style> tags.
//
// The class hash in this CSS must equal the one the app computes at runtime, so the theme
// object and StyleProvider options below mirror src/app/Root.tsx and the entries exactly, and
// NODE_ENV must be set before antd is loaded ("css-dev-only-…" hashes in development).

/** Returns antd's CSS for the default theme (orange primary). */
export async function extractAntdCss({ dev, colorPrimary }) {
  process.env.NODE_ENV = dev ? 'development' : 'production';
  const React = (await import('react')).default;
  const { ConfigProvider } = await import('antd');
  const { StyleProvider } = await import('@ant-design/cssinjs');
  const { extractStyle } = await import('@ant-design/static-style-extract');
  const theme = { token: { colorPrimary, colorLink: colorPrimary }, algorithm: undefined };
  // Rendering every component on the "server" makes React warn about useLayoutEffect in
  // development builds; the warning is about hydration, which never happens here.
  const consoleError = console.error;
  console.error = (...args) => {
    if (typeof args[0] === 'string' && args[0].includes('useLayoutEffect does nothing on the server')) return;
    consoleError(...args);
  };
  try {
    return extractStyle((node) =>
      React.createElement(StyleProvider, { hashPriority: 'high' }, React.createElement(ConfigProvider, { theme }, node)),
    );
  } finally {
    console.error = consoleError;
  }
}
