import { describe, expect, it, vi } from 'vitest';
import { toggleFullscreen, type FullscreenDocument } from './fullscreen';

function fakeDocument(over: Partial<FullscreenDocument> = {}): FullscreenDocument {
  return { fullscreenEnabled: true, fullscreenElement: null, documentElement: { requestFullscreen: vi.fn(async () => {}) }, exitFullscreen: vi.fn(async () => {}), ...over };
}

describe('the full-screen toggle', () => {
  it('enters full screen, and leaves it when already there', async () => {
    const doc = fakeDocument();
    await expect(toggleFullscreen(doc)).resolves.toBe('entered');
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledOnce();
    const inside = fakeDocument({ fullscreenElement: {} as Element });
    await expect(toggleFullscreen(inside)).resolves.toBe('exited');
    expect(inside.exitFullscreen).toHaveBeenCalledOnce();
  });

  it('reports a refusal where the API is missing, disabled or rejects', async () => {
    await expect(toggleFullscreen(fakeDocument({ documentElement: {} }))).resolves.toBe('refused');
    await expect(toggleFullscreen(fakeDocument({ fullscreenEnabled: false }))).resolves.toBe('refused');
    const rejecting = fakeDocument({ documentElement: { requestFullscreen: () => Promise.reject(new TypeError('denied')) } });
    await expect(toggleFullscreen(rejecting)).resolves.toBe('refused');
  });
});
