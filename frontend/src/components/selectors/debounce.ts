// The selectors' remote search (spec §9: 500 ms debounce): only the last keyword typed within
// the wait is searched, and an answer that arrives after a newer search started is dropped.

export const SELECTOR_DEBOUNCE_MS = 500;
export const SELECTOR_PAGE_SIZE = 20;

export interface DebouncedSearch {
  (keyword: string): void;
  cancel(): void;
}

export function debouncedSearch<T>(
  search: (keyword: string) => Promise<T>,
  onResult: (result: T, keyword: string) => void,
  onStart: (keyword: string) => void = () => {},
  waitMs = SELECTOR_DEBOUNCE_MS,
): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  const run = ((keyword: string) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const id = (latest += 1);
      onStart(keyword);
      void search(keyword).then(
        (result) => {
          if (id === latest) onResult(result, keyword);
        },
        () => {
          if (id === latest) onResult(undefined as T, keyword);
        },
      );
    }, waitMs);
  }) as DebouncedSearch;
  run.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    latest += 1;
  };
  return run;
}
