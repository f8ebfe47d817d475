// The value our app puts into antd's own AppContext: the `message` API only. antd's <App>
// would add `modal` and `notification`, and its useModal pulls Modal and all of rc-field-form
// into the chunk every page downloads first — while the app only ever shows toasts. The two
// are stand-ins that fail loudly, so a future caller learns to import Modal / notification
// where it needs them instead of getting a silent no-op.
import type { useAppProps } from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';

const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'warn', 'confirm'] as const;
const NOTIFICATION_METHODS = ['open', 'info', 'success', 'error', 'warning', 'destroy'] as const;

function unavailable<const K extends string>(name: string, methods: readonly K[]): Record<K, () => never> {
  const fail = (method: string) => () => {
    throw new Error(`App.useApp().${name}.${method} is not provided (src/app/AppMessages.tsx provides message only); use antd's ${name === 'modal' ? 'Modal' : 'notification'} directly`);
  };
  return Object.fromEntries(methods.map((m) => [m, fail(m)])) as Record<K, () => never>;
}

const modal = unavailable('modal', MODAL_METHODS) as unknown as useAppProps['modal'];
const notification = unavailable('notification', NOTIFICATION_METHODS) as unknown as useAppProps['notification'];

/** What `App.useApp()` returns in this app: the live `message` API and two loud stand-ins. */
export function appContextValue(message: MessageInstance): useAppProps {
  return { message, modal, notification };
}
