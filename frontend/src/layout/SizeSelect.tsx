import { HoverTooltip } from '../components/HoverTooltip';
import { OnDemandDropdown } from '../components/onDemand/ClickOverlay';
import { SIZE_OPTIONS, type SizeChoice } from '../lib/settings';
import { useSettings } from '../state/settings';
import FontSizeOutlinedSvg from '@ant-design/icons-svg/es/asn/FontSizeOutlined';
import { staticIcon } from '../components/icons/staticIcon';

/** 默认 / 中号 / 小号 / 迷你 (spec §2), persisted with the other layout settings. */
export function SizeSelect() {
  const { settings, update } = useSettings();
  return (
    <OnDemandDropdown
      menu={{
        selectable: true,
        selectedKeys: [settings.size],
        items: SIZE_OPTIONS.map((o) => ({ key: o.value, label: <span data-testid={`size-${o.value}`}>{o.label}</span> })),
        onClick: ({ key }) => update({ size: key as SizeChoice }),
      }}
    >
      <HoverTooltip title="布局大小">
        <button type="button" className="navbar-btn" data-testid="size-select" aria-label="布局大小">
          {staticIcon(FontSizeOutlinedSvg, 'navbar-icon')}
        </button>
      </HoverTooltip>
    </OnDemandDropdown>
  );
}
