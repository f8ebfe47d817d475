// What pages of an area may not decide by themselves (issue 41): whether a button shows is the
// item's `actions` (the workflow engine's, sent with every list row and detail), and what a user
// may do in an area is a named capability (`useCan`), and what a page shows in one state only (a
// return reason) names the state (`inState`, the kit's table of the engine's states), so neither
// a raw status number nor a role list belongs in a page. rawRules.test.ts runs this over frontend/src/areas.

/** The patterns a page may not contain, each with what to use instead. */
const RULES: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  { pattern: /\broles(\s*\?\?\s*\[\]\s*\))?\s*\.\s*(includes|some)\s*\(/g, instead: "a capability (useCan(area).review…)" },
  { pattern: /\b\w*(status|state)\s*(===|!==|==|!=|>=|<=|>|<)\s*-?\d/g, instead: "the row's actions (offers(r.actions, 'edit')) or the state's name (inState('help_case', c.status, '已退回'))" },
  { pattern: /\b\d+\s*(===|!==|==|!=)\s*[\w.?]*(status|state)\b/g, instead: "the row's actions (offers(r.actions, 'edit')) or the state's name (inState('help_case', c.status, '已退回'))" },
  { pattern: /\[[\d,\s]+\]\s*\.\s*includes\s*\(\s*[\w.?]*(status|state)\s*\)/g, instead: "the row's actions (offers(r.actions, 'edit')) or the state's name (inState('help_case', c.status, '已退回'))" },
];

/** Each raw status comparison or role check in `text` (a file's source), as `file:line: code — use …`. */
export function rawRuleProblems(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const { pattern, instead } of RULES) {
      for (const m of line.matchAll(pattern)) out.push(`${file}:${i + 1}: ${m[0]} — use ${instead}`);
    }
  });
  return out;
}
