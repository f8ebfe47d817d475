import { themeKey } from '../../app/theme';
import { useSettings } from '../../state/settings';
import { shownActions, type ActionBarProps } from './actionDefs';
import { LinkButton, linkButtonClass } from './LinkButton';
import { RowSpace } from './RowSpace';

/**
 * Whether a bar can be drawn as antd's markup without its code: a table row's (compact) bar
 * whose labels are text, with no test id of its own. Anything else is always the live bar.
 */
export function canDrawCompactBar({ compact, defs, testId }: ActionBarProps): boolean {
  return compact === true && testId === undefined && defs.every((d) => typeof d.label === 'string');
}

/**
 * A row's compact ActionBar as the server and the first client render draw it: antd's `<Space
 * wrap size={0}>` of small link Buttons, without the Buttons' theme lookups, wave and loading
 * icon or the Popconfirms' triggers — about 30 component renders a row in the claim pools and
 * draft boxes. A Popconfirm adds no markup until it opens and the bar is never busy before
 * hydration, so the HTML is byte for byte the live bar's, which ActionBarDrawn.test.tsx compares.
 * Its buttons have no handlers: the live bar replaces it right after hydration.
 */
export function CompactBarDrawn({ actions, defs, children }: ActionBarProps) {
  const { settings } = useSettings();
  const shown = shownActions(actions, defs);
  if (shown.length === 0 && !children) return null;
  const themeClass = themeKey(settings);
  return (
    <RowSpace gap={0} wrap>
      {shown.map((d) =>
        d.kind === 'link' ? (
          <LinkButton key={d.action} to={d.to} type="link" size="small" testId={d.testId}>
            {d.label}
          </LinkButton>
        ) : (
          <button key={d.action} data-testid={d.testId} type="button" className={linkButtonClass(themeClass, 'small', d.danger === true)}>
            <span>{d.label}</span>
          </button>
        ),
      )}
      {children}
    </RowSpace>
  );
}
