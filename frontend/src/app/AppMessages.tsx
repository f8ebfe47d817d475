// Stands in for antd's <App>: the same `.ant-app` root element (same classes, same style hook,
// so the server HTML and the look are unchanged) and antd's own AppContext filled with the
// `message` API, so every `App.useApp()` caller keeps working. Why not <App>: see appContext.ts.
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider';
import { useContext, useMemo, type ReactNode } from 'react';
import { appContextValue } from './appContext';
import { loadMessageHolder, useLazyMessage } from './lazyMessage';

export function AppMessages({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  // antd's message code arrives with the first toast (lazyMessage.tsx).
  const [messageApi, holder] = useLazyMessage(loadMessageHolder);
  const value = useMemo(() => appContextValue(messageApi), [messageApi]);
  // Same order as antd's App: hash, prefix, css-var class, rtl.
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return (
    <AppContext.Provider value={value}>
      <div className={className}>
        {holder}
        {children}
      </div>
    </AppContext.Provider>
  );
}
