// The filter bar's date range. antd's RangePicker (with @rc-component/picker ≈ 25 KB gzip) is
// not part of a list page's initial JavaScript: the server and the hydrating browser render a
// lookalike with antd's exact markup (RangeLookalike), and the real picker's chunk is fetched
// when the user reaches for the field (pointer over it, focus, touch), then swapped in with the
// focus carried over. A page opened later in the same tab gets the real picker at once.
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { RangeLookalike } from './RangeLookalike';
import type { CarriedFocus, DateRangeFieldProps } from './types';

type RealPicker = ComponentType<DateRangeFieldProps & { carried: CarriedFocus | null }>;

let real: RealPicker | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRealPicker(): void {
  loading ??= import('./RealDateRange').then(
    (m) => {
      real = m.default;
      // A hook for the browser tests: the real picker is in (tests/e2e/styles.test.mjs).
      document.documentElement.dataset.rangePicker = 'loaded';
      for (const l of listeners) l();
    },
    (err: unknown) => {
      loading = null;
      console.error(err);
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function DateRangeFilter(props: DateRangeFieldProps) {
  // During hydration the server's answer (the lookalike), so the first render matches its HTML.
  const Real = useSyncExternalStore(
    subscribe,
    () => real,
    () => null,
  );
  const [carried, setCarried] = useState<CarriedFocus | null>(null);
  if (Real) return <Real {...props} carried={carried} />;
  return <RangeLookalike {...props} onIntent={loadRealPicker} onCarry={setCarried} />;
}
