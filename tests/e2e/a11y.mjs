// axe-core on every page the E2E suite opens (issue 38, WCAG 2.1 AA): run in the page right after
// it is interactive (hydrated, lookalikes swapped for antd's components), once per route and
// account, so a page visited by twenty tests is checked once. A critical or serious violation
// fails the visit that found it, with the rule, the elements and axe's explanation; moderate
// ones are printed, and all of them are summed up when the process exits (docs/accessibility.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { finiteAnimationsEnded } from './animations.mjs';

// The words no page shows (frontend/src/lib/glossary.ts, rendered into docs/glossary.md).
const GLOSSARY = JSON.parse(/```json\n(.*)\n```/.exec(readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8'))[1]);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['critical', 'serious']);

/** Route × account already checked in this process, and what was found (for the summary). */
const checked = new Map();

/** `/SJ/viewProject/12?x=1` → `/SJ/viewProject/:n`: one check per route, whatever the ids. */
export function routeKey(url) {
  const { pathname } = new URL(url);
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:n');
}

/**
 * Runs axe in the page (page.evaluate, so the page's CSP does not apply) unless this route was
 * already checked for this account; throws on critical and serious violations.
 */
export async function checkAccessibility(page) {
  if (process.env.E2E_AXE === '0') return;
  const key = `${page.account ?? 'anonymous'} ${routeKey(page.url())}`;
  if (checked.has(key)) return;
  checked.set(key, null);
  try {
    await checkGlossary(page, key);
    await runAxe(page, key);
  } catch (e) {
    // A page that moves on by itself (/auth-redirect, /redirect/…) is checked where it lands.
    if (!/Execution context was destroyed/.test(String(e?.message))) throw e;
    checked.delete(key);
  }
}

/**
 * One word per action and concept (issue 40, item 16): no control reads as a word the glossary
 * replaced, and no empty list says 没有… where the others say 暂无…. Checked with axe, on the
 * same visits: no page is opened for it.
 */
async function checkGlossary(page, key) {
  const found = await page.evaluate(({ controls, emptyStarts, exceptOn }) => {
    const path = location.pathname;
    const text = (el) => el.textContent.replace(/\s+/g, '');
    const shown = (el) => el.getClientRects().length > 0;
    const controlSel = 'button, a, [role="menuitem"], .ant-menu-title-content, .ant-card-head-title, .ant-breadcrumb-link, .ant-modal-title';
    const bad = [...document.querySelectorAll(controlSel)]
      .filter(shown)
      .map(text)
      .filter((t) => controls.includes(t) && !(exceptOn[t] ?? []).some((prefix) => path.startsWith(prefix)));
    const empty = [...document.querySelectorAll('.ant-empty-description, .ant-table-placeholder .ant-empty-description, .ant-list-empty-text')]
      .filter(shown)
      .map(text)
      .filter((t) => emptyStarts.some((w) => t.startsWith(w)));
    // The word as written: antd's space inside a two-character label (「通 过」) is switched off
    // (app/antdConfig.ts); a button drawn with it again reads spaced here.
    const spaced = [...document.querySelectorAll('button, a.ant-btn')]
      .filter(shown)
      .map((el) => el.textContent.trim())
      .filter((t) => /^\p{Script=Han}\s+\p{Script=Han}$/u.test(t))
      .map((t) => `「${t}」 spaced`);
    // The primary action is the rightmost button of a dialog's footer and a confirmation.
    const misplaced = [...document.querySelectorAll('.ant-modal-footer, .ant-popconfirm-buttons')]
      .filter(shown)
      .filter((bar) => {
        const all = [...bar.querySelectorAll('.ant-btn')].filter(shown);
        const first = all.findIndex((b) => b.classList.contains('ant-btn-primary'));
        return first !== -1 && all.slice(first).some((b) => !b.classList.contains('ant-btn-primary'));
      })
      .map((bar) => `primary not last in 「${text(bar)}」`);
    return [...new Set([...bad, ...empty, ...spaced, ...misplaced])];
  }, GLOSSARY);
  if (found.length) throw new Error(`${key} shows words the glossary replaced (docs/glossary.md): ${found.join(', ')}`);
}

async function runAxe(page, key) {
  // Colours are measured as they are: wait for finite transitions (the menu's selected item
  // fading in after the sidebar's swap measured as a blend of both colours); spinners run on.
  // Two frames first: a class set by the last commit (the menu's selected item after a move)
  // starts its transition at the next style recalculation, and only then is it an animation.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  await finiteAnimationsEnded(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // Colours as they end up: a transition still to start or under way (the menu's selected
    // item after a move) is cancelled for the measurement, which puts its end value in place;
    // the elements' own inline transitions are given back afterwards.
    const saved = Array.from(document.querySelectorAll('*'), (el) => [el, el.style.getPropertyValue('transition'), el.style.getPropertyPriority('transition'), el.hasAttribute('style')]);
    for (const [el] of saved) el.style.setProperty('transition', 'none', 'important');
    // Best practices included (h1, landmarks, regions: moderate); experimental rules are not.
    const result = await window.axe.run(document, { resultTypes: ['violations'] }).finally(() => {
      for (const [el, value, priority, hadStyle] of saved) {
        if (value) el.style.setProperty('transition', value, priority);
        else el.style.removeProperty('transition');
        if (!hadStyle) el.removeAttribute('style');
      }
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${[...n.any, ...n.all, ...n.none].map((c) => c.message).join('; ')}`),
    }));
  });
  checked.set(key, violations);
  const moderate = violations.filter((v) => !FAILING.has(v.impact));
  if (moderate.length) console.log(`axe ${key}: ${moderate.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`).join(', ')}`);
  const failing = violations.filter((v) => FAILING.has(v.impact));
  if (failing.length) {
    const lines = failing.flatMap((v) => [`${v.impact} ${v.id}: ${v.help}`, ...v.nodes.slice(0, 5).map((n) => `    ${n}`)]);
    throw new Error(`axe found ${failing.length} critical/serious violation(s) on ${key}:\n${lines.join('\n')}`);
  }
}

/** Counts by impact over everything checked: what docs/accessibility.md reports. */
export function axeSummary() {
  const pages = [...checked.entries()].filter(([, v]) => v);
  const count = (impact) => pages.reduce((n, [, vs]) => n + vs.filter((v) => v.impact === impact).reduce((m, v) => m + v.nodes.length, 0), 0);
  return { pages: pages.length, critical: count('critical'), serious: count('serious'), moderate: count('moderate'), minor: count('minor') };
}

process.on('exit', () => {
  if (checked.size) console.log(`axe summary: ${JSON.stringify(axeSummary())}`);
});

/** What has the focus, for messages: tag, text or name, classes. */
const describeFocus = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent?.trim().slice(0, 30) || '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} 「${name}」 .${String(el.className).trim().split(/\s+/).slice(0, 2).join('.')}`;
  });

/**
 * Presses Tab (Shift+Tab when `back`) until `target` (a locator) has the focus. Fails when the
 * focus stays on one element for three presses (a keyboard trap) or `max` presses are not enough.
 */
export async function tabUntil(page, target, { back = false, max = 150 } = {}) {
  const key = back ? 'Shift+Tab' : 'Tab';
  // A target that is not on the page fails here, at once, rather than after `max` presses that
  // each wait for it (locator calls wait up to 30 s: 150 of them looked like a hang).
  await target.waitFor({ state: 'attached', timeout: 10_000 });
  let last = null;
  let same = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const reached = target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, { timeout: 2_000 });
    if (await reached.catch(() => false)) return i + 1;
    const now = await page.evaluateHandle(() => document.activeElement);
    const stuck = last && (await page.evaluate(([a, b]) => a === b && a !== document.body, [last, now]));
    same = stuck ? same + 1 : 0;
    if (same >= 2) throw new Error(`keyboard trap: ${key} pressed three times and the focus stays on ${await describeFocus(page)}`);
    await last?.dispose();
    last = now;
  }
  throw new Error(`${max} presses of ${key} did not reach the target; the focus is on ${await describeFocus(page)}`);
}
