// Two orgcenter replicas behind nginx, sharing one Redis (scripts/cluster.sh): the login limit
// holds across them, a logout on one ends the session on the other, an export job started on one
// is followed and downloaded through the other, and killing one replica under load loses no GET
// (nginx retries it on the other) and no write.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const { CLUSTER_URL, REPLICA_A_URL, REPLICA_B_URL, SANDBOX_URL, REPLICA_A_PID } = process.env;
const PASSWORD = 'Demo@2026';

async function call(base, path, { method = 'GET', cookie, body } = {}) {
  const headers = { 'x-requested-with': 'orgcenter' };
  if (cookie) headers.cookie = cookie;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: body && JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    replica: res.headers.get('x-replica'),
    location: res.headers.get('location'),
    setCookies: res.headers.getSetCookie(),
    json: () => JSON.parse(text),
  };
}

function cookiePair(reply, name) {
  const line = reply.setCookies.find((c) => c.startsWith(`${name}=`));
  return line && line.split(';')[0];
}

async function login(base, account, pwd) {
  const captcha = cookiePair(await call(base, '/api/admin/verify?t=1'), 'org_captcha');
  return call(base, '/api/organization/login/login', {
    method: 'POST',
    cookie: captcha,
    body: { account, pwd, verify: '8888' },
  });
}

async function session(base, account) {
  const reply = await login(base, account, PASSWORD);
  assert.equal(reply.json().code, 200, reply.text);
  return cookiePair(reply, 'token_org');
}

test('twenty concurrent wrong logins through nginx, spread over both replicas, reach the platform five times', async () => {
  const replies = await Promise.all(
    Array.from({ length: 20 }, () => login(CLUSTER_URL, 'demo_partner', 'wrong-password')),
  );
  const asked = replies.filter((r) => r.status === 200 && r.json().code === 400).length;
  const refused = replies.filter((r) => r.status === 429).length;
  assert.equal(asked, 5, replies.map((r) => r.text).join('\n'));
  assert.equal(refused, 15);
  assert.equal(new Set(replies.map((r) => r.replica)).size, 2, 'both replicas answered');
  // Locked on both: even the right password is refused now, whichever replica gets it.
  for (const base of [REPLICA_A_URL, REPLICA_B_URL]) {
    const reply = await login(base, 'demo_partner', PASSWORD);
    assert.equal(reply.status, 429, reply.text);
    assert.match(reply.json().msg, /登录失败次数过多/);
  }
});

test('wrong logins one after another through nginx, alternating replicas, are refused from the sixth on', async () => {
  const tries = [];
  for (let i = 0; i < 7; i++) {
    const reply = await login(CLUSTER_URL, 'demo_micro', 'wrong-password');
    tries.push({ replica: reply.replica, status: reply.status, code: reply.json().code });
    // A captcha GET and a login POST per try: one more request turns nginx's round robin so
    // the next login lands on the other replica.
    await call(CLUSTER_URL, '/healthz');
  }
  const onA = tries.filter((t) => t.replica === new URL(REPLICA_A_URL).host).length;
  assert.ok(onA >= 3 && onA <= 4, `the logins alternated: ${JSON.stringify(tries)}`);
  assert.deepEqual(
    tries.map((t) => t.code),
    [400, 400, 400, 400, 400, 429, 429],
    `five wrong passwords reach the platform, then both replicas refuse: ${JSON.stringify(tries)}`,
  );
});

test('a logout on one replica ends the session on the other, although the other had cached the user', async () => {
  const cookie = await session(REPLICA_A_URL, 'demo_org');
  // /login with a good session goes home; it needs only the user, so B answers the second
  // visit from its user cache without asking the platform.
  for (let visit = 0; visit < 2; visit++) {
    const home = await call(REPLICA_B_URL, '/login', { cookie });
    assert.equal(home.status, 302, 'B knows the session');
  }
  const out = await call(REPLICA_A_URL, '/api/common/logout', { cookie });
  assert.equal(out.json().code, 200);
  // Had B trusted its cache, it would still send the user home.
  const after = await call(REPLICA_B_URL, '/login', { cookie });
  assert.equal(after.status, 200, 'B shows the login page');
  const page = await call(REPLICA_B_URL, '/messageNotice/index', { cookie });
  assert.equal(page.status, 302);
  assert.match(page.location, /^\/login\?redirect=/);
});

test('an export job started on one replica is followed, listed and downloaded through the other', async () => {
  const cookie = await session(REPLICA_A_URL, 'demo_org');
  const started = await call(REPLICA_A_URL, '/api/bff/export/sale/jobs', { method: 'POST', cookie, body: {} });
  assert.equal(started.json().code, 200, started.text);
  const job = started.json().data.job;
  // B never built it: its progress and file come from the shared Redis.
  const giveUp = Date.now() + 60_000;
  let state;
  do {
    const status = await call(REPLICA_B_URL, `/api/bff/export/jobs/${job}`, { cookie });
    assert.equal(status.status, 200, status.text);
    state = status.json().data.state;
  } while (state === 'running' && Date.now() < giveUp);
  assert.equal(state, 'done');
  const res = await fetch(`${REPLICA_B_URL}/api/bff/export/jobs/${job}/file`, {
    headers: { cookie, 'x-requested-with': 'orgcenter' },
  });
  assert.equal(res.status, 200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 2)], [0x50, 0x4b], 'an .xlsx (zip) file');
  assert.ok(bytes.length > 1000, `a whole workbook: ${bytes.length} bytes`);
  // A new login of the same account through B lists it; another account never sees it.
  const again = await session(REPLICA_B_URL, 'demo_org');
  const listed = await call(REPLICA_B_URL, '/api/bff/export/jobs', { cookie: again });
  assert.equal(listed.json().data.list[0].id, job, listed.text);
  assert.equal(listed.json().data.list[0].download, `/api/bff/export/jobs/${job}/file`);
  const other = await session(REPLICA_A_URL, 'demo_admin');
  assert.equal((await call(REPLICA_B_URL, `/api/bff/export/jobs/${job}`, { cookie: other })).status, 404);
});

test('killing a replica under load loses no GET and no write', async () => {
  const cookie = await session(CLUSTER_URL, 'demo_org');
  const seeded = await call(SANDBOX_URL, '/__sandbox/messages', {
    method: 'POST',
    body: { account: 'demo_org', count: 40 },
  });
  assert.equal(seeded.json().code, 200, seeded.text);
  const unread = async () => {
    const reply = await call(CLUSTER_URL, '/api/organization/push/org_msg_list?pageNum=1&pageSize=100&is_read=0', { cookie });
    assert.equal(reply.json().code, 200, reply.text);
    return reply.json().data;
  };
  const ids = (await unread()).list.map((m) => m.id);
  assert.ok(ids.length >= 40);

  // Six readers keep GETs going (a page and an API call, both as a user's browser sends them)
  // while one writer marks the messages read one at a time, as a user clicks. Halfway through
  // the writes replica A is killed; the readers go on until 120 more GETs were answered.
  const gets = [];
  const answeredBy = [];
  let killedAt = null;
  let writerDone = false;
  // SIGKILL can cut off an answer whose head nginx had already passed on (no proxy can re-send
  // what it has begun to answer): at most the one GET each reader had in flight at the kill.
  // The reader asks again, as a browser reloading would; a cut-off before the kill, or any other
  // error, fails the test.
  let cutByKill = 0;
  const cutOffByTheKill = (e) => killedAt !== null && e?.cause?.code === 'UND_ERR_SOCKET';
  const reader = async () => {
    while (!writerDone || killedAt === null || gets.length - killedAt < 120) {
      const n = gets.length;
      const path = n % 2 ? '/messageNotice/index' : '/api/organization/message/get_statistical_msg';
      let reply;
      try {
        reply = await call(CLUSTER_URL, path, { cookie });
      } catch (e) {
        if (!cutOffByTheKill(e)) throw e;
        cutByKill += 1;
        continue;
      }
      const ok = reply.status === 200 && (n % 2 === 1 || reply.json().code === 200);
      gets.push({ n, path, ok, status: reply.status, after_kill: killedAt !== null });
      answeredBy.push(reply.replica);
    }
  };
  // A write whose answer was lost (its replica died; nginx never re-sends a POST that reached
  // one) is sent again, as a user would.
  let writesSentAgain = 0;
  let writesAfterKill = 0;
  const writer = async () => {
    for (const [i, id] of ids.entries()) {
      if (i === Math.floor(ids.length / 2)) {
        process.kill(Number(REPLICA_A_PID), 'SIGKILL');
        killedAt = gets.length;
      }
      for (;;) {
        let reply;
        try {
          reply = await call(CLUSTER_URL, '/api/organization/push/org_msg_change', {
            method: 'POST',
            cookie,
            body: { id },
          });
        } catch (e) {
          if (!cutOffByTheKill(e)) throw e;
          writesSentAgain += 1;
          continue;
        }
        answeredBy.push(reply.replica);
        if (reply.status === 200 && reply.json().code === 200) break;
        writesSentAgain += 1;
        assert.ok(writesSentAgain < 20, `writes keep failing: ${reply.status} ${reply.text}`);
      }
      if (killedAt !== null) writesAfterKill += 1;
    }
    writerDone = true;
  };
  await Promise.all([...Array.from({ length: 6 }, reader), writer()]);

  const failed = gets.filter((g) => !g.ok);
  assert.deepEqual(failed, [], 'every GET was answered, retried by nginx when a replica died');
  assert.ok(cutByKill <= 6, `only GETs in flight at the kill were cut off: ${cutByKill}`);
  assert.ok(killedAt > 0, 'GETs were answered before the kill');
  assert.ok(gets.length - killedAt >= 120, 'and after it');
  assert.ok(writesAfterKill >= ids.length / 2 - 1, 'half the writes came after the kill');
  // nginx shows each upstream it tried: "A, B" = A failed (killed), B answered. The first
  // request to meet the dead replica takes it out of the rotation for fail_timeout (5 s); when
  // that first one is the write (a POST nginx does not re-send), no GET meets A afterwards and
  // the write's own resend is the sign that the kill was met.
  const retried = answeredBy.filter((r) => r && r.includes(','));
  assert.ok(
    retried.length + writesSentAgain >= 1,
    `some request met the dead replica (a GET retried on the other, or a write sent again): ${[...new Set(answeredBy)]}`,
  );
  assert.equal((await unread()).total, 0, 'every message marked read is read: no write lost');
  console.log(
    `cluster: ${gets.length} GETs (${gets.length - killedAt} after the kill) all answered, ` +
      `${retried.length} retried on the other replica, ${cutByKill} cut off in flight by the kill; ${ids.length} writes, ` +
      `${writesSentAgain} sent again after a lost answer`,
  );
});
