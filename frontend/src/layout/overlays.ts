// The layout's dialogs and drawers (error log, settings, the mobile menu, the agreement): closed
// on the server and at hydration, so the browser fetches them on first open (React.lazy in
// ErrorLog, SettingsDrawer, Sidebar and OrgNotices) instead of with every console page —
// Modal, Drawer, Switch and rc-field-form (through Modal). Until then nothing of them is
// rendered on either side, so hydration is unaffected. One module rather than four: esbuild
// splits shared code by the set of entry points reaching it, so every extra dynamic import
// cuts the chunks every page loads into more, smaller files.
export { AgreementDialog } from './AgreementDialog';
export { ErrorLogDialog } from './ErrorLogDialog';
export { MobileSidebar } from './MobileSidebar';
export { SettingsPanel } from './SettingsPanel';
