// Reads what the relay published to NATS JetStream with the reference client (npm nats), so the
// tests check the relay against an independent implementation, not against itself.
//
//   NODE_PATH=$(tests/support/s3-server deps) node nats-read.js CMD URL STREAM ...
//
//   setup URL STREAM SUBJECT_FILTER [DUPLICATE_WINDOW_MS]
//       creates stream STREAM (an existing one of that name is deleted first, so it starts empty)
//       with subjects [SUBJECT_FILTER] (e.g. "outbox.>"), file storage and a duplicate window of
//       DUPLICATE_WINDOW_MS (default 120000); prints "ok"
//   read URL STREAM COUNT TIMEOUT_MS
//       reads the stream from its first message with an ephemeral ordered consumer, waiting for
//       more until COUNT were read or TIMEOUT_MS passed; one JSON line per message:
//       {"subject": "...", "seq": N, "data": "<utf8>", "headers": {"Name": ["value", ...]}}
//       (every header, as sent: Nats-Msg-Id, ce-id, ...). Exits 0 if COUNT were read, 1 if not.
//   info URL STREAM
//       prints the stream's message count (state.messages)
//
// URL is nats://USER@HOST:PORT; the password comes from the environment
// (OUTBOX_TEST_NATS_PASSWORD), never from the command line. Errors (no server, bad login, no
// such stream) go to stderr with exit code 2.
'use strict';
const { connect, nanos, StorageType } = require('nats');

const usage =
  'usage: nats-read.js setup URL STREAM SUBJECT_FILTER [DUPLICATE_WINDOW_MS]\n' +
  '       nats-read.js read URL STREAM COUNT TIMEOUT_MS\n' +
  '       nats-read.js info URL STREAM';

function fail(message) {
  console.error(`nats-read.js: ${message}`);
  process.exit(2);
}

function number(text, what) {
  if (!/^[0-9]+$/.test(text || '')) fail(`${what} must be a number, got '${text}'\n${usage}`);
  return Number(text);
}

// The client takes the user as an option, not from the URL: split it off.
function connectOptions(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch (e) {
    fail(`not a URL: '${url}'`);
  }
  if (parsed.protocol !== 'nats:' || !parsed.hostname || !parsed.port) {
    fail(`URL must look like nats://USER@HOST:PORT, got '${url}'`);
  }
  if (parsed.password) fail('the URL must not carry the password; set OUTBOX_TEST_NATS_PASSWORD');
  const options = {
    servers: `${parsed.hostname}:${parsed.port}`,
    name: 'outbox-test-nats-read',
    timeout: 10000,
    reconnect: false,
  };
  if (parsed.username) {
    options.user = decodeURIComponent(parsed.username);
    options.pass = process.env.OUTBOX_TEST_NATS_PASSWORD || '';
  }
  return options;
}

function isStreamNotFound(e) {
  return (e && e.api_error && e.api_error.err_code === 10059) ||
    (e && e.message === 'stream not found');
}

async function setup(nc, stream, filter, windowMs) {
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.delete(stream);
  } catch (e) {
    if (!isStreamNotFound(e)) throw e;
  }
  await jsm.streams.add({
    name: stream,
    subjects: [filter],
    storage: StorageType.File,
    duplicate_window: nanos(windowMs),
  });
  console.log('ok');
  return 0;
}

function headersOf(m) {
  const out = {};
  if (!m.headers) return out;
  for (const [name, values] of m.headers) out[name] = values;
  return out;
}

async function read(nc, stream, count, timeoutMs) {
  const js = nc.jetstream();
  const consumer = await js.consumers.get(stream); // ordered, from the first message
  let read = 0;
  if (count > 0) {
    const messages = await consumer.consume({ max_messages: Math.min(Math.max(count, 1), 1000) });
    const timer = setTimeout(() => messages.stop(), timeoutMs);
    try {
      for await (const m of messages) {
        console.log(JSON.stringify({
          subject: m.subject,
          seq: m.seq,
          data: Buffer.from(m.data).toString('utf8'),
          headers: headersOf(m),
        }));
        if (++read >= count) break;
      }
    } finally {
      clearTimeout(timer);
      messages.stop();
    }
  }
  if (read < count) console.error(`nats-read.js: read ${read} of ${count} messages in ${timeoutMs} ms`);
  return read >= count ? 0 : 1;
}

async function info(nc, stream) {
  const jsm = await nc.jetstreamManager();
  const si = await jsm.streams.info(stream);
  console.log(si.state.messages);
  return 0;
}

async function main() {
  const [cmd, url, stream, ...rest] = process.argv.slice(2);
  if (!cmd || !url || !stream) fail(usage);
  let run;
  let watchdogMs = 30000;
  if (cmd === 'setup' && (rest.length === 1 || rest.length === 2)) {
    const windowMs = rest.length === 2 ? number(rest[1], 'DUPLICATE_WINDOW_MS') : 120000;
    run = (nc) => setup(nc, stream, rest[0], windowMs);
  } else if (cmd === 'read' && rest.length === 2) {
    const count = number(rest[0], 'COUNT');
    const timeoutMs = number(rest[1], 'TIMEOUT_MS');
    watchdogMs += timeoutMs;
    run = (nc) => read(nc, stream, count, timeoutMs);
  } else if (cmd === 'info' && rest.length === 0) {
    run = (nc) => info(nc, stream);
  } else {
    fail(usage);
  }
  // Nothing here may hang a test: a stuck server or client ends the process.
  setTimeout(() => fail(`${cmd} did not finish in ${watchdogMs} ms`), watchdogMs).unref();

  let nc;
  try {
    nc = await connect(connectOptions(url));
  } catch (e) {
    fail(`cannot connect to ${url}: ${e && e.message ? e.message : e}`);
  }
  let code;
  try {
    code = await run(nc);
  } catch (e) {
    fail(`${cmd} ${stream}: ${e && e.message ? e.message : e}`);
  }
  await nc.close();
  process.exitCode = code;
}

main();
