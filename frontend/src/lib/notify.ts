// Error toasts go through one function so the HTTP client stays free of React and testable.
// The app registers antd's context-aware message API once it has mounted.

export type Notifier = (text: string, seconds: number) => void;

/** Toasts last 5 s (spec §9). */
export const TOAST_SECONDS = 5;

let notifier: Notifier = () => {};

/** Installs the function that shows error toasts (antd message.error in the app). */
export function setErrorNotifier(fn: Notifier): void {
  notifier = fn;
}

/** Shows an error toast for 5 s. */
export function notifyError(text: string): void {
  notifier(text, TOAST_SECONDS);
}
