// Render time per render of the same ssr.js and render input in Node (one thread, main
// context, as the peer server loads it): the per-render half of the comparison with
// examples/render_bench.rs. Prints the same one-line format.
//   node render-bench.mjs DIST INPUT.json [RENDERS=2000] [WARMUP=500]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const [dist, inputFile, renders = '2000', warmup = '500'] = process.argv.slice(2);
const input = readFileSync(inputFile, 'utf8');
let t = performance.now();
const { render } = vm.runInThisContext(`${readFileSync(path.join(dist, 'server/ssr.js'), 'utf8')};\nSSR`);
const loadMs = performance.now() - t;
t = performance.now();
const html = render(input);
const firstMs = performance.now() - t;
for (let i = 0; i < Number(warmup); i += 1) render(input);
const times = [];
for (let i = 0; i < Number(renders); i += 1) {
  const s = process.hrtime.bigint();
  render(input);
  times.push(Number(process.hrtime.bigint() - s) / 1000);
}
times.sort((a, b) => a - b);
const pct = (p) => Math.round(times[Math.round((times.length - 1) * p)]);
const mean = Math.round(times.reduce((a, b) => a + b, 0) / times.length);
console.log(
  `renders=${times.length} median_us=${pct(0.5)} p90_us=${pct(0.9)} p99_us=${pct(0.99)} mean_us=${mean} min_us=${Math.round(times[0])} ` +
    `html_bytes=${html.length} load_ms=${loadMs.toFixed(0)} first_ms=${firstMs.toFixed(0)} rss_kb=${Math.round(process.memoryUsage().rss / 1024)}`,
);
// The bundle runs in this context, so whatever it scheduled (React 19's server renderer sets up
// a MessageChannel) would keep Node alive after the last render: end here.
process.exit(0);
