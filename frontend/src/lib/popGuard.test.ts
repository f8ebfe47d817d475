import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The guard needs only window's event methods; Node's EventTarget runs listeners in the order
// they were added and honours stopImmediatePropagation, as browsers do.
describe('popGuard', () => {
  let router: ReturnType<typeof vi.fn>;
  let popGuard: typeof import('./popGuard');

  beforeEach(async () => {
    vi.resetModules();
    vi.stubGlobal('window', new EventTarget());
    popGuard = await import('./popGuard');
    popGuard.installPopGuard();
    router = vi.fn();
    window.addEventListener('popstate', router);
  });
  afterEach(() => vi.unstubAllGlobals());

  const pop = () => window.dispatchEvent(new Event('popstate'));

  it('lets a move reach the router when no form holds the page', () => {
    pop();
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('keeps a held move from the router, and lets it through when the holder declines', () => {
    let hold = true;
    popGuard.holdPops(() => hold);
    pop();
    expect(router).not.toHaveBeenCalled();
    hold = false;
    pop();
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('stops holding once released, and an older release does not drop a newer holder', () => {
    const releaseFirst = popGuard.holdPops(() => true);
    const releaseSecond = popGuard.holdPops(() => true);
    releaseFirst();
    pop();
    expect(router).not.toHaveBeenCalled();
    releaseSecond();
    pop();
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('installs its listener once however often it is called', () => {
    const holder = vi.fn(() => false);
    popGuard.installPopGuard();
    popGuard.holdPops(holder);
    pop();
    expect(holder).toHaveBeenCalledTimes(1);
  });
});
