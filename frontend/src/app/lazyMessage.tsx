// The toast API without its code on first load: antd's message (rc-notification, its motion and
// styles, ~24 KB minified) is fetched on the first toast instead of with every page. Calls made
// before it arrives are queued and replayed in order; each returns antd's `MessageType` (call it
// to close, await it for the close). Until then the holder renders nothing, exactly like antd's
// holder on the server and before the first toast, so the HTML and hydration are unchanged.
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';

type Holder = ComponentType<{ onReady: (api: MessageInstance) => void }>;
type Call = (api: MessageInstance) => unknown;

const METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'] as const;

/** A `MessageType` for a call that runs later: closing it before then cancels the toast's stay. */
function deferredToast(enqueue: (run: (api: MessageInstance) => void) => void, call: Call): MessageType {
  let close: (() => void) | undefined;
  let closed = false;
  let settle!: (done: boolean) => void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  enqueue((api) => {
    const toast = call(api) as MessageType | undefined;
    if (typeof toast !== 'function') return settle(true);
    close = toast;
    if (closed) toast();
    void toast.then(settle);
  });
  const handle = (() => {
    closed = true;
    close?.();
  }) as MessageType;
  handle.then = done.then.bind(done);
  return handle;
}

/**
 * The toast API before antd's is there: calls are queued (the first one asks for the holder via
 * `requestHolder`) until `ready` hands over antd's API, which then replays them in order and
 * takes every later call directly.
 */
export function createLazyMessage(requestHolder: () => void): { api: MessageInstance; ready: (api: MessageInstance) => void } {
  let live: MessageInstance | null = null;
  const queue: ((api: MessageInstance) => void)[] = [];
  const enqueue = (run: (api: MessageInstance) => void) => {
    if (queue.push(run) === 1) requestHolder();
  };
  const method =
    (name: (typeof METHODS)[number]) =>
    (...args: unknown[]) => {
      const call: Call = (a) => (a[name] as (...x: unknown[]) => unknown)(...args);
      if (live) return call(live);
      if (name === 'destroy') return undefined; // nothing is shown yet
      return deferredToast(enqueue, call);
    };
  return {
    api: Object.fromEntries(METHODS.map((m) => [m, method(m)])) as unknown as MessageInstance,
    ready(api) {
      live = api;
      for (const run of queue.splice(0)) run(api);
    },
  };
}

/** Like antd's `message.useMessage()`: the API and the element to render inside the providers. */
export function useLazyMessage(load: () => Promise<Holder>): [MessageInstance, ReactNode] {
  const [Holder, setHolder] = useState<Holder | null>(null);
  const lazy = useMemo(() => createLazyMessage(() => void load().then((h) => setHolder(() => h))), [load]);
  return [lazy.api, Holder ? <Holder onReady={lazy.ready} /> : null];
}

/** antd's message holder, loaded on first use (its own chunk in the browser build). */
export function loadMessageHolder(): Promise<Holder> {
  return import('./MessageHolder').then((m) => m.MessageHolder);
}
