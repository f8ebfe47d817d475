// antd's `<Progress percent size="small">` (a line with the percentage after it) as its markup
// without its code, for the progress column of the project lists: one antd Progress per row cost
// a theme-token lookup and its line, status and size hooks on every server render. A progress bar
// has no behaviour, so this is all it ever is (no swap after hydration). Byte for byte antd's HTML
// for every theme variant and percentage, which SmallProgress.test.tsx compares.
import { themeKey } from '../../app/theme';
import { useSettings } from '../../state/settings';

const P = 'ant-progress';

/** A percentage for a bar: 0–100 whatever the answer held (the API caps it; a bar must not overflow). */
export function clampPercent(percent: unknown): number {
  return Math.max(0, Math.min(100, Number(percent) || 0));
}

/**
 * `percent` 0–100 (the caller clamps); 100 shows antd's success colour. `label` names the bar
 * for screen readers (a progressbar needs a name; the percentage is its value).
 */
export function SmallProgress({ percent, label }: { percent: number; label: string }) {
  const { settings } = useSettings();
  const status = percent >= 100 ? 'success' : 'normal';
  const text = `${percent}%`;
  return (
    <div
      className={`${P} ${P}-status-${status} ${P}-line ${P}-line-align-end ${P}-line-position-outer ${P}-show-info ${P}-small ${themeKey(settings)}`}
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <div className={`${P}-body`} style={{ width: '100%' }}>
        <div className={`${P}-rail`} style={{ height: 6 }}>
          <div className={`${P}-track`} style={{ width: `${percent}%`, height: 6 }} />
        </div>
        <span className={`${P}-indicator ${P}-indicator-end ${P}-indicator-outer`} title={text}>
          {text}
        </span>
      </div>
    </div>
  );
}
