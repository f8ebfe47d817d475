// antd's overlays, in a module of their own: the trigger, the popup, motion and rc-menu (behind
// Dropdown) are fetched once the page is interactive, not before it (./overlays.ts).
import { Dropdown, Popconfirm, Popover, Tooltip } from 'antd';

export { Dropdown, Popconfirm, Popover, Tooltip };
