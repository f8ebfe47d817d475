// Code a lookalike's swap fetches when it is first wanted (issue 37), instead of every page
// loading it up front. The filter bar's choice filters swap antd's Select in right after hydration
// on a wide screen; on a phone they stay folded away (and drawn) until 筛选 opens them, so a phone
// never needed rc-select (~12 KB gzip) to become interactive. `<html data-interactive>` still
// means every swap is in: entry-client's MarkInteractive waits while a swap waits for its code.
import { useEffect, useState } from 'react';

let waiting = 0;
const listeners = new Set<() => void>();

function setWaiting(delta: number): void {
  waiting += delta;
  for (const listener of listeners) listener();
}

/** How many mounted components want swap code that has not arrived. */
export function swapsWaiting(): number {
  return waiting;
}

/** Calls `listener` whenever that number changes; returns the unsubscribe. */
export function onSwapsWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const interactiveTasks: Array<() => void> = [];
let interactive = false;

/** Runs `task` once the page is interactive (at once if it already is): fetches a phone can do
 *  without until then, but which should be there before the user reaches for them. */
export function afterInteractive(task: () => void): void {
  if (interactive) task();
  else interactiveTasks.push(task);
}

/** For entry-client, once it has marked the page interactive. */
export function pageIsInteractive(): void {
  interactive = true;
  for (const task of interactiveTasks.splice(0)) task();
}

/**
 * Fetches `code` now, beside the page's own scripts, unless the screen matches `query` (a phone,
 * which does not draw what needs it up front): then once the page is interactive.
 */
export function preloadUnless(query: string, code: SwapCode<unknown>): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  if (window.matchMedia(query).matches) afterInteractive(code.preload);
  else code.preload();
}

export interface SwapCode<T> {
  /** A hook: the code once it is here, else undefined; `wanted`: this component would draw with it now. */
  useCode: (wanted: boolean) => T | undefined;
  /** Starts the fetch before anything wants it (a wide screen will). */
  preload: () => void;
}

/**
 * One piece of swap code, fetched once for every component that uses it. A component that wants
 * it counts as waiting from the commit it first wanted it in until the commit that draws with it,
 * so the components the code draws have mounted when the count falls back. A failed fetch (logged)
 * ends the wait too: the lookalike stays, drawn but inert, rather than the page never becoming
 * interactive.
 */
export function swapCode<T>(load: () => Promise<T>): SwapCode<T> {
  let code: T | undefined;
  let failed = false;
  let fetching: Promise<void> | undefined;
  const fetchOnce = () =>
    (fetching ??= load().then(
      (loaded) => {
        code = loaded;
      },
      (error: unknown) => {
        failed = true;
        console.error('swap code failed to load', error);
      },
    ));
  function useCode(wanted: boolean): T | undefined {
    const [, arrived] = useState(0);
    const state = code !== undefined ? 'here' : failed ? 'failed' : 'fetching';
    const waits = wanted && state === 'fetching';
    useEffect(() => {
      if (!waits) return undefined;
      let mounted = true;
      setWaiting(1);
      void fetchOnce().then(() => {
        if (mounted) arrived((n) => n + 1);
      });
      return () => {
        mounted = false;
        setWaiting(-1);
      };
    }, [waits]);
    return code;
  }
  return { useCode, preload: () => void fetchOnce() };
}
