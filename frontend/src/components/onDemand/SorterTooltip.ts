// What antd's Table sorter gets for its Tooltip in the browser build (scripts/sorter-tooltip.mjs).
export { HoverTooltip as default } from '../HoverTooltip';
