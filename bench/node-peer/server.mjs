// The Node.js peer of issue 7: what a team would run instead of the BFF's V8 pool. It serves the
// same pages from the same build (`ssr.js`, `manifest.json`, `routes.json`) and makes the same
// upstream calls: user info (cached per token for 30 s, like the BFF), then the route's loaders
// concurrently; then `SSR.render` (react-dom/server inside the bundle) and the same HTML shell.
// One `cluster` worker per core. Only page GETs: this is a render peer, not a proxy — except with
// `--static ORIGIN`, where everything that is not a page (the scripts, the stylesheet, `/api`,
// the sandbox's files) is passed to ORIGIN (the BFF), so a browser can load the peer's pages
// whole: the phone bench's "Node peer" column (issue 37). Pages are gzipped (level 6, as the BFF
// does) when the client takes gzip, as a Node team's `compression` middleware would.
//
//   node server.mjs --dist DIR --upstream http://127.0.0.1:PORT --port N [--workers N] [--static URL]
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { matchRoute, allows, resolveParams, withQuery } from './routes.mjs';
import { documentHtml, securityHeaders } from './document.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

const dist = path.resolve(arg('dist', '.'));
const upstream = new URL(arg('upstream', 'http://127.0.0.1:9000'));
const port = Number(arg('port', '8090'));
const workers = Number(arg('workers', String(os.availableParallelism())));
const staticOrigin = arg('static', '') ? new URL(arg('static', '')) : null;

if (cluster.isPrimary) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log(`node peer listening on http://127.0.0.1:${port} (${workers} workers)`);
  });
  cluster.on('exit', (worker, code) => console.error(`node peer worker ${worker.process.pid} exited (${code})`));
  const stop = () => {
    for (const w of Object.values(cluster.workers)) w.kill();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  serve();
}

function serve() {
  // The main context, not a `vm` context: it is what a Node user would do, and global access in
  // a contextified sandbox is slower. The bundle's polyfills see Node's own globals and step aside.
  const render = vm.runInThisContext(`${readFileSync(path.join(dist, 'server/ssr.js'), 'utf8')};\nSSR`).render;
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  const routes = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')).routes;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const users = new Map(); // token → { user, until }

  const call = (pathAndQuery, token) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: pathAndQuery,
          agent,
          headers: { token, accept: 'application/json' },
          timeout: 5000,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (e) {
              reject(e);
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('upstream timeout')));
      req.on('error', reject);
      req.end();
    });

  const currentUser = async (token) => {
    const hit = users.get(token);
    if (hit && hit.until > Date.now()) return hit.user;
    const body = await call('/api/organization/message/get_now_msg', token);
    const d = body && body.code === 200 && body.data;
    if (!d || !Array.isArray(d.roles) || d.roles.length === 0) return null;
    const user = {
      name: d.name ?? '',
      avatar: d.avatar ?? '',
      introduction: d.introduction ?? '',
      roles: d.roles.map(Number),
      certification: d.certification ?? null,
      orgId: d.id ?? null,
      un_read_msg: Number.isInteger(d.un_read_msg) ? d.un_read_msg : 0,
      is_sj_limit: d.is_sj_limit ?? null,
      return_reason: d.return_reason ?? '',
      agreemenet: d.in_agreement ?? null,
      agreemenetdoc: d.in_agreement_doc ?? null,
    };
    users.set(token, { user, until: Date.now() + 30_000 });
    return user;
  };

  const page = async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const token = /(?:^|;\s*)token_org=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const m = req.method === 'GET' ? matchRoute(routes, url.pathname) : null;
    if (!m) return void (staticOrigin ? passOn(req, res) : res.writeHead(404).end());
    let user = null;
    let data = {};
    if (!m.route.public) {
      if (!token) return void res.writeHead(302, { location: `/login?redirect=${encodeURIComponent(req.url)}` }).end();
      user = await currentUser(token);
      if (!user) return void res.writeHead(302, { location: '/login' }).end();
      if (!allows(m.route, user.roles)) return void res.writeHead(401).end();
      const query = Object.fromEntries(url.searchParams);
      const loaded = await Promise.all(
        m.route.loaders.map(async (l) => {
          const params = resolveParams(l.params, m.params, query);
          return [l.key, await call(withQuery(l.path, params), token).catch(() => ({ code: 500, msg: '服务暂不可用' }))];
        }),
      );
      data = Object.fromEntries(loaded);
    }
    const input = JSON.stringify({
      url: req.url,
      status: 200,
      user,
      data,
      settings: null,
      platformUrl: '',
      now: Math.floor(Date.now() / 1000),
    });
    let body = '';
    try {
      body = render(input);
    } catch (e) {
      console.error('render failed', e);
    }
    const nonce = randomBytes(18).toString('base64');
    const html = documentHtml({ title: m.route.title, body, stateJson: input, nonce, manifest, routePath: m.route.path });
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...securityHeaders(nonce), 'content-encoding': 'gzip' }).end(gzipSync(html, { level: 6 }));
    } else {
      res.writeHead(200, securityHeaders(nonce)).end(html);
    }
  };

  /** `--static`: the request as it came, to the BFF, and its answer back as it is. */
  const passOn = (req, res) => {
    const out = http.request(
      { host: staticOrigin.hostname, port: staticOrigin.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  };

  http
    .createServer((req, res) => {
      page(req, res).catch((e) => {
        console.error(e);
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    })
    .listen(port, '127.0.0.1');
}
