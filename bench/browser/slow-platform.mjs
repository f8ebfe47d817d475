// A slow platform for issue 37's budget "with 300 ms added to every platform call, FCP grows by
// no more than that": an HTTP proxy that holds each request MS ms, then forwards it to TARGET
// (the sandbox) and streams the answer back. Point a BFF's upstream at it:
//
//   node bench/browser/slow-platform.mjs 18410 http://127.0.0.1:18400 300 &
//   ORGCENTER__UPSTREAM__BASE_URL=http://127.0.0.1:18410 orgcenter serve --port …
//   node bench/browser/phone.mjs --base http://127.0.0.1:… --pages "/SZ/helpList=demo_org" …
import http from 'node:http';

const [listen, target, ms] = process.argv.slice(2);
if (!listen || !target || !ms) throw new Error('usage: node slow-platform.mjs PORT TARGET_URL DELAY_MS');
const upstream = new URL(target);

http
  .createServer((req, res) => {
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () =>
      setTimeout(() => {
        const forward = http.request(
          { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
          (answer) => {
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => {
          res.writeHead(502);
          res.end();
        });
        forward.end(Buffer.concat(body));
      }, Number(ms)),
    );
  })
  .listen(Number(listen), '127.0.0.1');
