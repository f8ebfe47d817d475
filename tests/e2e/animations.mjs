// Waiting for what moves on a page before it is measured or photographed.

/**
 * Resolves when every finite CSS animation and transition that is playing has ended (spinners
 * run on). A paused or idle animation never finishes, so it is not waited for; and the wait is
 * bounded, because page.evaluate has no timeout of its own and an animation that never ends would
 * otherwise hold the test (and CI) without a word.
 */
export function finiteAnimationsEnded(page, { timeoutMs = 5_000 } = {}) {
  return page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((ok) => setTimeout(ok, limit)),
      ]),
    timeoutMs,
  );
}
