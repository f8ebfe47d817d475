// One word per action and concept across areas (issue 40, item 16). Pages take their labels
// from WORDS; docs/glossary.md is rendered from TERMS (glossary.test.ts keeps the two equal and
// scans the sources for the words each term replaced).

export interface Term {
  /** What the word names. */
  concept: string;
  /** The one word. */
  word: string;
  /** Words it replaced, as they would stand in a page's source (a label in quotes). */
  not: readonly (string | RegExp)[];
  /** Where a replaced word may still stand, and why (a different concept there). */
  except?: { paths: readonly string[]; why: string };
}

export const TERMS = {
  pass: {
    concept: 'The reviewer accepting a submission (the button)',
    word: '通过',
    not: ["label: '审核通过'"],
    // 审核通过 stays the success message and a case's state (docs/contract-sandbox.md).
  },
  passed: { concept: 'What the reviewer sees after accepting', word: '审核通过', not: [] },
  donations: {
    concept: 'The list of money given to an item (projects, micro projects, help cases, activities)',
    word: '捐款明细',
    not: [/["']捐赠记录["']/],
    except: { paths: ['areas/MicroWish/'], why: 'a wish takes goods as well as money: its list is 捐赠记录' },
  },
  create: {
    concept: 'Making a new item (it is a draft or waits for review, never public yet)',
    word: '新建',
    not: [/['">]发布(活动|义卖)/],
  },
  goLive: { concept: 'Making a passed item public (/SJ 待发布 → 募款中)', word: '发布', not: [] },
  disclosure: {
    concept: "A project's or micro project's public report (progress or end)",
    word: '信息披露',
    not: ['微项目披露列表', "'微项目进展'"],
  },
  empty: { concept: 'An empty list', word: '暂无<名词>', not: [/emptyText[=:]\s*["'](没有|还没有|无数据|草稿箱是空的)/] },
  back: {
    concept: 'Closing a dialog whose action itself says 取消 (确认取消), without doing it',
    word: '返回',
    not: [],
  },
} as const satisfies Record<string, Term>;

/** The words, for labels: `WORDS.pass` = 通过. */
export const WORDS = Object.fromEntries(Object.entries(TERMS).map(([k, t]) => [k, t.word])) as { [K in keyof typeof TERMS]: (typeof TERMS)[K]['word'] };

/** A dialog's dismiss button beside its OK text: 「返回」 when the OK itself cancels something. */
export const dismissBeside = (okText: string): string => (okText.includes('取消') ? WORDS.back : '取消');

/**
 * What no page shows, checked on every page the E2E suite opens (tests/e2e/a11y.mjs reads it
 * from docs/glossary.md): control texts (buttons, links, menu items, card titles, breadcrumbs;
 * antd's space between two characters removed), and the starts of an empty list's text.
 * `exceptOn`: route prefixes where a text names a different concept.
 */
export const SHOWN = {
  controls: ['审核通过', '发布活动', '发布义卖', '捐赠记录', '微项目披露列表'],
  emptyStarts: ['没有', '还没有', '草稿箱是空的'],
  exceptOn: { 捐赠记录: ['/MicroWish/', '/SP/'] },
};

/** docs/glossary.md: the table the tests compare the file with. */
export function glossaryMarkdown(): string {
  const rows = Object.values(TERMS as Record<string, Term>).map(
    (t) => `| ${t.concept} | ${t.word} | ${t.not.length ? t.not.map((n) => `\`${(n instanceof RegExp ? `/${n.source}/` : n).replace(/\|/g, '\\|')}\``).join(', ') : '—'} | ${t.except ? `${t.except.paths.join(', ')}: ${t.except.why}` : '—'} |`,
  );
  return [
    '# Glossary: one word per action and concept',
    '',
    'Generated from `frontend/src/lib/glossary.ts` (its test fails when this file differs; the',
    'contract\'s table in docs/contract-sandbox.md covers the platform\'s words). Pages take',
    'their labels from `WORDS`; the replaced forms may stand in no page source.',
    '',
    '| Concept | Word | Not | Except |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## Checked on every page the E2E suite opens',
    '',
    'No control (button, link, menu item, card title, breadcrumb) reads as one of `controls`, and',
    "no empty list's text starts with one of `emptyStarts` (tests/e2e/a11y.mjs reads this block).",
    'A word is shown as written: no button reads 「通 过」 (antd\'s space in two-character labels is',
    'off, `frontend/src/app/antdConfig.ts`). The primary action is the rightmost button of every',
    'action bar, form button row (the kit\'s `ButtonRow`), dialog footer and confirmation.',
    '',
    '```json',
    JSON.stringify(SHOWN),
    '```',
    '',
  ].join('\n');
}
