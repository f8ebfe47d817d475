// The whole app for one render input; identical on the server and in the browser.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import AppContext from 'antd/es/app/context';
import { useContext, useEffect, useMemo } from 'react';
import { FormErrorAlerts } from '../components/kit/FormErrorAlerts';
import { componentSize } from '../lib/settings';
import { setErrorNotifier } from '../lib/notify';
import type { PageRegistry } from '../pages/types';
import { RegistryContext } from '../state/registry';
import { SessionProvider } from '../state/session';
import { SettingsProvider, useSettings } from '../state/settings';
import type { RenderInput } from '../state/types';
import { AppMessages } from './AppMessages';
import { antdThemeOf } from './theme';
import { BUTTON_CONFIG, PAGINATION_CONFIG } from './antdConfig';
import { RouteView } from './RouteView';

/** Connects antd's context-aware message API to the HTTP client's error toasts. */
function MessageBridge() {
  const { message } = useContext(AppContext);
  useEffect(() => {
    setErrorNotifier((text, seconds) => {
      void message.error(text, seconds);
    });
  }, [message]);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => antdThemeOf(settings), [settings]);
  return (
    <ConfigProvider locale={zhCN} componentSize={componentSize(settings.size)} theme={theme} button={BUTTON_CONFIG} pagination={PAGINATION_CONFIG}>
      <AppMessages>
        <MessageBridge />
        <FormErrorAlerts />
        {children}
      </AppMessages>
    </ConfigProvider>
  );
}

export function Root({ input, registry }: { input: RenderInput; registry: PageRegistry }) {
  return (
    <RegistryContext.Provider value={registry}>
      <SessionProvider user={input.user} platformUrl={input.platformUrl}>
        <SettingsProvider initial={input.settings}>
          <ThemedApp>
            <RouteView input={input} />
          </ThemedApp>
        </SettingsProvider>
      </SessionProvider>
    </RegistryContext.Provider>
  );
}
