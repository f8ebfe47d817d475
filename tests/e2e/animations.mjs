// Waiting for what moves on a page before it is measured or photographed.

/** Resolves when every finite CSS animation and transition has ended (spinners run on). */
export function finiteAnimationsEnded(page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
