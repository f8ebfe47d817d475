// 列设置 of a list page (issue 42): show or hide columns and choose the table's density, kept in
// this browser for the signed-in user and this list (columnPrefs.ts). The server renders every
// column; the user's settings are read right after hydration, so both renders agree.
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Radio } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../state/session';
import { OnDemandPopover } from '../onDemand/ClickOverlay';
import { canHide, columnId, DEFAULT_PREFS, parsePrefs, prefsKey, serializePrefs, toggled, type ColumnPrefs, type Density } from './columnPrefs';

/** The user's settings of `list` and a setter that stores them. */
export function useColumnPrefs(list: string): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const { user } = useSession();
  const key = prefsKey(user, list);
  const [prefs, setPrefs] = useState<ColumnPrefs>(DEFAULT_PREFS);
  useEffect(() => {
    setPrefs(key ? parsePrefs(window.localStorage.getItem(key)) : DEFAULT_PREFS);
  }, [key]);
  const save = useCallback(
    (next: ColumnPrefs) => {
      setPrefs(next);
      if (!key) return;
      const stored = serializePrefs(next);
      // A full or refused storage (private mode) keeps the setting for this page only.
      try {
        if (stored === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, stored);
      } catch {
        /* kept in memory */
      }
    },
    [key],
  );
  return [prefs, save];
}

interface Props {
  columns: ReadonlyArray<{ key?: unknown; dataIndex?: unknown; title?: unknown; fixed?: unknown }>;
  prefs: ColumnPrefs;
  onChange: (next: ColumnPrefs) => void;
  testId: string;
}

export function ColumnSettings({ columns, prefs, onChange, testId }: Props) {
  const choices = columns.flatMap((c, i) => (canHide(c, i) && typeof c.title === 'string' ? [{ id: columnId(c), title: c.title }] : []));
  const content = (
    <div className="kit-column-settings" data-testid={`${testId}-panel`}>
      <div role="group" aria-label="显示的列">
        {choices.map(({ id, title }) => (
          <div key={id}>
            <Checkbox checked={!prefs.hidden.includes(id)} onChange={(e) => onChange(toggled(prefs, id, e.target.checked))} data-testid={`${testId}-col-${id}`}>
              {title}
            </Checkbox>
          </div>
        ))}
      </div>
      <Radio.Group
        aria-label="表格密度"
        value={prefs.density}
        onChange={(e) => onChange({ ...prefs, density: e.target.value as Density })}
        options={[
          { value: 'middle', label: '默认' },
          { value: 'small', label: '紧凑' },
        ]}
        optionType="button"
        size="small"
      />
      <Button type="link" size="small" onClick={() => onChange(DEFAULT_PREFS)} data-testid={`${testId}-reset`}>
        重置
      </Button>
    </div>
  );
  return (
    <OnDemandPopover content={content} title="列设置" placement="bottomRight">
      <Button size="small" icon={<SettingOutlined aria-hidden />} data-testid={testId}>
        列设置
      </Button>
    </OnDemandPopover>
  );
}
