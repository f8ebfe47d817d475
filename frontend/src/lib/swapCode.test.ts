import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh swapCode module (its "interactive" state is per page load) on a screen matching `phone`. */
async function onScreen(phone: boolean) {
  vi.resetModules();
  vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: phone && query === '(max-width: 991px)' }) });
  return import('./swapCode');
}

describe('preloadUnless', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the code at once on a screen that does not match the query', async () => {
    const { preloadUnless, swapCode } = await onScreen(false);
    const load = vi.fn(() => Promise.resolve('code'));
    preloadUnless('(max-width: 991px)', swapCode(load));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits until the page is interactive on a screen that matches it, and fetches once', async () => {
    const { pageIsInteractive, preloadUnless, swapCode } = await onScreen(true);
    const load = vi.fn(() => Promise.resolve('code'));
    const code = swapCode(load);
    preloadUnless('(max-width: 991px)', code);
    expect(load).not.toHaveBeenCalled();
    pageIsInteractive();
    expect(load).toHaveBeenCalledTimes(1);
    code.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing where there is no window (the server render)', async () => {
    vi.resetModules();
    const { preloadUnless, swapCode } = await import('./swapCode');
    const load = vi.fn(() => Promise.resolve('code'));
    preloadUnless('(max-width: 991px)', swapCode(load));
    expect(load).not.toHaveBeenCalled();
  });
});
