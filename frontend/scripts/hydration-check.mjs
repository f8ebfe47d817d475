// Opens pages of a build in headless Chromium (served by preview.mjs) and fails on any console
// error or warning — React reports every hydration mismatch there. Use a --dev build for
// React's readable warnings.
//   node scripts/hydration-check.mjs [--dist DIR] [--chromium /usr/bin/chromium]
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPreview } from './preview.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? def : args[i + 1];
};
const dist = path.resolve(process.cwd(), opt('dist', path.join(ROOT, 'dist')));
const chromium = opt('chromium', '/usr/bin/chromium');

const CASES = [
  { roles: [], urls: ['/login?redirect=%2FSZ%2FhelpList', '/404', '/auth-redirect'] },
  { roles: [1], urls: ['/dashboard', '/messageNotice/index?is_read=0', '/SJ/projectList', '/config/payAccount/editWXAccount/3'] },
  { roles: [4], urls: ['/SP/order_detailed/9', '/SJM/projectMList'] },
  { roles: [99], urls: ['/SZ/viewHelp/12', '/MicroWish/edit_link', '/dataCenter/dataCenter'] },
];

// Noise that is not about our app: the DevTools advert.
const IGNORE = [/Download the React DevTools/];

/** Runs Chromium without blocking this process, which is also serving the pages. */
function chrome(bin, argv) {
  return new Promise((resolve) => {
    execFile(bin, argv, { encoding: 'utf8', timeout: 60000, maxBuffer: 32 * 1024 * 1024 }, (_err, stdout, stderr) => resolve({ stdout, stderr }));
  });
}

let failures = 0;
let port = 4300;
for (const c of CASES) {
  port += 1;
  const server = await startPreview({ dist, port, roles: c.roles });
  for (const url of c.urls) {
    const run = await chrome(
      chromium,
      ['--headless=new', '--disable-gpu', '--no-sandbox', '--window-size=1280,900', '--enable-logging=stderr', '--v=0', '--virtual-time-budget=6000', '--dump-dom', `http://127.0.0.1:${port}${url}`],
    );
    const consoleLines = run.stderr.split('\n').filter((l) => l.includes(':CONSOLE') && !IGNORE.some((re) => re.test(l)));
    const hydrated = run.stdout.includes('id="root"');
    const ok = consoleLines.length === 0 && hydrated;
    if (!ok) failures += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} roles=[${c.roles}] ${url} (${run.stdout.length} bytes of DOM)`);
    for (const l of consoleLines) console.log(`     ${l.slice(0, 400)}`);
  }
  server.close();
}
process.exit(failures === 0 ? 0 : 1);
