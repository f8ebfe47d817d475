// Which of esbuild's chunks to merge into one file (issue 37). esbuild splits per set of dynamic
// entries that reach a module, so a list page needed ~100 small chunks; over HTTP/1.1 the browser
// fetches six at a time, a round trip each. Here chunks are grouped so a page loads few files
// without loading much it does not use: greedy agglomeration, merging the pair of groups that
// lowers the weighted cost the most, where a route's cost is the bytes it loads plus `requestCost`
// bytes per file, until no merge lowers it.
//
// A merged file imports what all its chunks import, so a merge is only allowed when every route
// that loads the result already loads each group it imports: a route then loads exactly the
// groups holding its chunks, and the cost above is what it pays.

/**
 * `needs`: Map route → { weight, chunks: Set<chunk id>, strict? } (each route's chunks closed
 * under static imports); `sizes`: Map chunk id → bytes (gzip); `imports`: Map chunk id → chunk
 * ids it imports statically; `pinned`: chunks that are only grouped among themselves (code
 * fetched after a page is interactive, which must not bring other pages' code along). A `strict`
 * route (a page with budgets of bytes and files) pays `strictness` times over for each byte of
 * other routes' code it loads beyond `allowance`, and while it loads more than `maxFiles` groups a
 * merge that spares it one counts `fileCost` in that merge's favour. Returns Map chunk id → group
 * index; chunks no route needs are left out.
 */
export function groupChunks(needs, sizes, imports, requestCost, pinned = new Set(), { strictness = 0, allowance = 0, maxFiles = Infinity, fileCost = 0 } = {}) {
  const routeIndex = new Map([...needs.keys()].map((r, i) => [r, i]));
  const weights = [...needs.values()].map((n) => n.weight);
  const strict = [...needs.values()].map((n) => (n.strict ? strictness * n.weight : 0));
  // Bytes of code each route loads that it does not need (other routes' chunks merged with its own).
  const waste = new Float64Array(weights.length);
  const over = (r, more) => Math.max(0, waste[r] + more - allowance) - Math.max(0, waste[r] - allowance);
  // Files each route loads (groups holding its chunks); a strict route over maxFiles pays fileCost a file.
  const files = new Float64Array(weights.length);
  // Chunks needed by exactly the same routes are always loaded together: one group from the start.
  const bySignature = new Map();
  for (const id of sizes.keys()) {
    const routes = [...needs].filter(([, n]) => n.chunks.has(id)).map(([r]) => routeIndex.get(r));
    if (routes.length === 0) continue;
    const key = `${pinned.has(id) ? 'pinned:' : ''}${routes.join(',')}`;
    if (!bySignature.has(key)) bySignature.set(key, { chunks: [], bytes: 0, list: routes, pinned: pinned.has(id) });
    const g = bySignature.get(key);
    g.chunks.push(id);
    g.bytes += sizes.get(id);
  }
  const groups = [...bySignature.values()].map((g) => withTotals(g, weights));
  for (const g of groups) for (const r of g.list) files[r] += 1;
  const groupOfChunk = new Map();
  for (const g of groups) for (const id of g.chunks) groupOfChunk.set(id, g);
  for (const g of groups) g.deps = depsOf(g, imports, groupOfChunk);

  // What merging a and b saves: one file fewer for the routes that need both, minus the bytes
  // each side's routes then load from the other side.
  const gain = (a, b) => {
    let both = 0;
    let relief = 0;
    for (const r of a.list) {
      if (!b.member[r]) continue;
      both += weights[r];
      if (strict[r] && files[r] > maxFiles) relief += fileCost * weights[r];
    }
    return both * requestCost + relief - (a.weight - both) * b.bytes - (b.weight - both) * a.bytes;
  };
  // What the strict routes pay on top when a and b merge: never negative, so computed only for a
  // merge that would otherwise be the best.
  const strictCost = (a, b) => {
    let cost = 0;
    for (const r of a.list) if (strict[r] && !b.member[r]) cost += strict[r] * over(r, b.bytes);
    for (const r of b.list) if (strict[r] && !a.member[r]) cost += strict[r] * over(r, a.bytes);
    return cost;
  };
  const allowed = (a, b) => {
    if (a.pinned !== b.pinned) return false;
    for (const h of [...a.deps, ...b.deps]) {
      if (h === a || h === b) continue;
      for (const r of a.list) if (!h.member[r]) return false;
      for (const r of b.list) if (!h.member[r]) return false;
    }
    return true;
  };
  for (;;) {
    let best = null;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        let g = gain(groups[i], groups[j]);
        if (g <= 0 || (best && g <= best.gain)) continue;
        g -= strictCost(groups[i], groups[j]);
        if (g > 0 && (!best || g > best.gain) && allowed(groups[i], groups[j])) best = { i, j, gain: g };
      }
    }
    if (!best) break;
    const a = groups[best.i];
    const b = groups[best.j];
    for (const r of a.list) if (!b.member[r]) waste[r] += b.bytes;
    for (const r of b.list) if (!a.member[r]) waste[r] += a.bytes;
    for (const r of a.list) if (b.member[r]) files[r] -= 1;
    const merged = withTotals({ chunks: [...a.chunks, ...b.chunks], bytes: a.bytes + b.bytes, list: [...new Set([...a.list, ...b.list])], pinned: a.pinned }, weights);
    for (const id of merged.chunks) groupOfChunk.set(id, merged);
    merged.deps = depsOf(merged, imports, groupOfChunk);
    for (const g of groups) {
      if (g.deps.delete(a) | g.deps.delete(b)) g.deps.add(merged);
    }
    groups[best.i] = merged;
    groups.splice(best.j, 1);
  }
  const out = new Map();
  groups.forEach((g, index) => g.chunks.forEach((id) => out.set(id, index)));
  return out;
}

/** The group with its routes' membership array and their total weight. */
function withTotals(group, weights) {
  const member = new Uint8Array(weights.length);
  for (const r of group.list) member[r] = 1;
  return { ...group, member, weight: group.list.reduce((n, r) => n + weights[r], 0) };
}

/** The other groups the group's chunks import. */
function depsOf(group, imports, groupOfChunk) {
  const deps = new Set();
  for (const id of group.chunks) {
    for (const dep of imports.get(id) ?? []) {
      const g = groupOfChunk.get(dep);
      if (g && g !== group) deps.add(g);
    }
  }
  return deps;
}

/**
 * The chunks routes carrying at least `share` of all routes' weight need: they belong in the entry
 * file, which every route loads anyway. `needs` and `sizes` as for groupChunks.
 */
export function nearlyEverywhere(needs, sizes, share) {
  const routes = [...needs.values()];
  const total = routes.reduce((n, r) => n + r.weight, 0);
  const weightNeeding = (id) => routes.reduce((n, r) => n + (r.chunks.has(id) ? r.weight : 0), 0);
  return new Set([...sizes.keys()].filter((id) => weightNeeding(id) >= share * total));
}
