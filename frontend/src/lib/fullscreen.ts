// Spec §8's full-screen item (the navbar toggle of the template this console descends from):
// the whole page in or out of full screen, and the template's warning where the browser refuses
// (no Fullscreen API, as on iPhone Safari, or a rejected request, as inside a sandboxed frame).

export const FULLSCREEN_REFUSED = 'you browser can not work';

/** The part of `document` the toggle uses (a fake in tests). */
export interface FullscreenDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  documentElement: { requestFullscreen?: () => Promise<void> };
  exitFullscreen?: () => Promise<void>;
}

export type FullscreenOutcome = 'entered' | 'exited' | 'refused';

/** Enters full screen, or leaves it when already there. */
export async function toggleFullscreen(doc: FullscreenDocument): Promise<FullscreenOutcome> {
  try {
    if (doc.fullscreenElement) {
      if (!doc.exitFullscreen) return 'refused';
      await doc.exitFullscreen();
      return 'exited';
    }
    if (!doc.fullscreenEnabled || !doc.documentElement.requestFullscreen) return 'refused';
    await doc.documentElement.requestFullscreen();
    return 'entered';
  } catch {
    return 'refused';
  }
}
