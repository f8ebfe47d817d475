// Computed-style snapshots of a page (or of one part of it), to prove two renders look the same:
// antd's style code or not (styles.test.mjs), a lookalike or the antd component it stands for
// (lists.test.mjs).
/**
 * Every element's tag, classes and full computed style, and its pseudo-elements', in document
 * order — once no animation or transition is running and no element is in a motion state
 * (antd's popups and drawers animate in and out, rc-motion's classes end some time after).
 * `customProperties: false` leaves custom properties (`--ant-…`) out: they are values other
 * properties read, not a look, and every property reading them is still compared.
 */
export async function computedStyles(page, root = 'body', { customProperties = true } = {}) {
  await page.waitForFunction(
    () => document.getAnimations().length === 0 && !document.querySelector('[class*="-enter"],[class*="-leave"],[class*="-appear"]'),
    null,
    { timeout: 10_000 },
  );
  return page.evaluate(([rootSelector, withCustom]) => {
    // Sorted: custom properties come in the order their declarations were met, which is not a style.
    const styleOf = (cs, skip = []) =>
      Array.from(cs, (p) => `${p}:${cs.getPropertyValue(p)}`)
        .filter((d) => withCustom || !d.startsWith('--'))
        .filter((d) => !skip.some((s) => d.startsWith(`${s}:`)))
        .sort()
        .join(';');
    // The range picker's arrow gets its offset from a measurement in JS (rc-picker's Popup sets
    // `left` once, from the popup's rect when it first shows), not from CSS: measured before the
    // popup is aligned it is 0 in either build, at random (seen once in CI). Its offsets are
    // left out; every other property of it is compared.
    const measured = (el) => (el.classList?.contains('ant-picker-range-arrow') ? ['left', 'right', 'inset-inline-start', 'inset-inline-end'] : []);
    return Array.from(document.querySelector(rootSelector).querySelectorAll('*'), (el) => {
      const pseudo = ['::before', '::after']
        .map((p) => [p, getComputedStyle(el, p)])
        .filter(([, cs]) => cs.content !== 'none' && cs.content !== 'normal')
        .map(([p, cs]) => `${p}{${styleOf(cs)}}`);
      return { el: `${el.tagName.toLowerCase()}.${String(el.className?.baseVal ?? el.className).trim().replace(/\s+/g, '.')}`, style: [styleOf(getComputedStyle(el), measured(el)), ...pseudo].join('\n') };
    });
  }, [root, customProperties]);
}

/** The first difference between two snapshots, described for a failure message. */
export function firstDifference(a, b) {
  if (a.length !== b.length) {
    const at = a.findIndex((x, i) => x.el !== b[i]?.el);
    return `element count ${a.length} vs ${b.length}, from element ${at}: ${a.slice(at, at + 3).map((x) => x.el).join(' ')} vs ${b.slice(at, at + 3).map((x) => x.el).join(' ')}`;
  }
  for (let i = 0; i < a.length; i += 1) {
    if (a[i].el !== b[i].el) return `element ${i}: ${a[i].el} vs ${b[i].el}`;
    if (a[i].style !== b[i].style) {
      const [pa, pb] = [a[i].style.split(';'), b[i].style.split(';')];
      const only = (x, y) => x.filter((p) => !y.includes(p)).slice(0, 4).join('; ');
      return `element ${i} (${a[i].el}): only in the first: ${only(pa, pb)} / only in the second: ${only(pb, pa)}`;
    }
  }
  return null;
}

