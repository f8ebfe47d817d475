// Starts Debian's nginx on a loopback port from the recipe README recommends
// (deploy/nginx/orgcenter.conf), its placeholders replaced: the test runs what operators copy.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const RECIPE = join(here, '..', '..', 'deploy', 'nginx', 'orgcenter.conf');

function nginxBinary() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is missing: install it (apt-get install nginx) or set NGINX_PATH; tests/e2e/run.sh installs it');
}

/** A loopback port nobody listens on now (not 80 or 443: the Origin check must hold on any port). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The recipe with its placeholders replaced; throws if one is left (the recipe grew a new one). */
export function recipeFor({ listen, basePath, orgcenter, maxBodyMb }) {
  const text = readFileSync(RECIPE, 'utf8')
    .replaceAll('__LISTEN__', listen)
    .replaceAll('__BASE_PATH__', basePath)
    .replaceAll('__ORGCENTER__', orgcenter)
    .replaceAll('__MAX_BODY_MB__', String(maxBodyMb));
  const left = /__[A-Z_]+__/.exec(text.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx/orgcenter.conf: placeholder ${left[0]} is not filled by the test`);
  return text;
}

/** Resolves once nginx accepts connections on `port` (it prints nothing when ready). */
function whenListening(port, child) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}`)));
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx is not listening on ${port}`));
        else setImmediate(attempt);
      });
    };
    attempt();
  });
}

/**
 * nginx in front of the console at `orgcenter` (host:port), mounted at `basePath`, refusing
 * bodies above `maxBodyMb`. Resolves with its origin and `stop()`.
 */
export async function startNginx({ orgcenter, basePath, maxBodyMb }) {
  const dir = mkdtempSync(join(tmpdir(), 'orgcenter-nginx-'));
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  // Workers run as an unprivileged user when the tests run as root: they write request bodies
  // and buffered answers here.
  chmodSync(dir, 0o755);
  chmodSync(tmp, 0o777);
  const port = await freePort();
  writeFileSync(join(dir, 'orgcenter.conf'), recipeFor({ listen: `127.0.0.1:${port}`, basePath, orgcenter, maxBodyMb }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${dir}/orgcenter.conf;
}
`,
  );
  const child = spawn(nginxBinary(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await whenListening(port, child);
  } catch (e) {
    child.kill('SIGTERM');
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    throw new Error(`${e.message}\n${log}`);
  }
  child.removeAllListeners('exit');
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((ok) => (child.exitCode !== null || child.signalCode !== null ? ok() : child.on('exit', ok)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
