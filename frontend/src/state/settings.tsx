import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { normalizeSettings, settingsCookie, type Settings } from '../lib/settings';

interface SettingsValue {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
}

const SettingsContext = createContext<SettingsValue>({
  settings: normalizeSettings(null),
  update: () => {},
});

/** Layout preferences; every change is written to the org_ui cookie for the next SSR. */
export function SettingsProvider({ initial, children }: { initial: unknown; children: ReactNode }) {
  const [settings, setSettings] = useState(() => normalizeSettings(initial));
  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((prev) => {
      const next = normalizeSettings({ ...prev, ...patch });
      document.cookie = settingsCookie(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  return useContext(SettingsContext);
}
