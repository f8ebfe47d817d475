// What phone.mjs and phone-profile.mjs share: issue 37's lab (the network profiles, the phone's
// CPU and viewport) and the demo accounts' login over HTTP.

/** The lab profiles: round-trip time (ms) and throughput (bits/s), as issue 37 gives them. */
export const PROFILES = {
  mobile: { latency: 150, down: 1.6e6, up: 750e3 },
  weak: { latency: 400, down: 400e3, up: 400e3 },
};
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 412, height: 915 };
const PASSWORD = 'Demo@2026';
const CAPTCHA = '8888';

/** The session cookie of a demo account, logged in over HTTP like the login form does. */
export async function sessionToken(base, account) {
  const verify = await fetch(`${base}/api/admin/verify`);
  const jar = verify.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${base}/api/organization/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'orgcenter', cookie: jar },
    body: JSON.stringify({ account, pwd: PASSWORD, verify: CAPTCHA }),
  });
  const token = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('token_org='));
  if (!token) throw new Error(`${account}: login failed (${res.status})`);
  return token.slice('token_org='.length);
}
