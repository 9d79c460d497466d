// Reads what the relay published to RabbitMQ with an independent client library (npm amqplib),
// for the tests (tests/support/rabbitmq-server starts the broker).
//
//   NODE_PATH=$(tests/support/s3-server deps) node amqp-read.js COMMAND URL ...
//
//   setup URL EXCHANGE QUEUE [BINDING_KEY]
//       declares a durable topic exchange EXCHANGE and a durable queue QUEUE (emptied when it
//       exists), binds QUEUE to EXCHANGE with BINDING_KEY (default "#": everything) and prints
//       "ok"
//   read URL QUEUE COUNT TIMEOUT_MS
//       takes up to COUNT messages from QUEUE, waiting at most TIMEOUT_MS for them all, acks
//       them and prints one JSON line per message, in order:
//         {"exchange": "...", "routingKey": "...", "redelivered": false,
//          "body": "<utf-8>", "bodyBase64": "...", "properties": {...}}
//       "properties" is amqplib's msg.properties as is: contentType, contentEncoding, headers,
//       deliveryMode, priority, correlationId, replyTo, expiration, messageId, timestamp
//       (seconds), type, userId, appId, clusterId; absent ones are undefined (left out of the
//       JSON). Header values as amqplib decodes them: long strings as strings, byte arrays as
//       {"type":"Buffer","data":[...]}, timestamps as {"!":"timestamp","value":SECONDS},
//       64-bit integers as (double) numbers.
//       Never more than COUNT are taken off the queue. Exit status 0 if COUNT were read, 1 if
//       fewer (after printing those)
//   count URL QUEUE
//       prints the number of ready messages in QUEUE
//
// URL is amqp://USER@HOST:PORT/VHOST (as in OUTBOX_TEST_AMQP_URL; the path is the vhost,
// percent-encoded, "/" if empty). The password comes from the environment
// (OUTBOX_TEST_AMQP_PASSWORD), never from the command line: a URL with a password is refused.
// Every command is time-boxed; errors (unreachable broker, login refused, no such queue, the
// broker closing the connection, usage) go to stderr with exit status 2. If that happens during
// read, nothing is printed: the messages it had not acked yet are back in the queue.
'use strict';
const amqp = require('amqplib');

const CONNECT_TIMEOUT_MS = 10000;
const COMMAND_TIMEOUT_MS = 30000;

function fail(message) {
  process.stderr.write(`amqp-read: ${message}\n`);
  process.exit(2);
}

function usage() {
  fail('usage: amqp-read.js setup URL EXCHANGE QUEUE [BINDING_KEY] | '
    + 'read URL QUEUE COUNT TIMEOUT_MS | count URL QUEUE');
}

function connectOptions(text) {
  let url;
  try {
    url = new URL(text);
  } catch (e) {
    fail(`not a URL: ${text}`);
  }
  if (url.protocol !== 'amqp:' && url.protocol !== 'amqps:') fail(`not an amqp:// URL: ${text}`);
  if (url.password) fail('the URL must not carry the password: set OUTBOX_TEST_AMQP_PASSWORD');
  const password = process.env.OUTBOX_TEST_AMQP_PASSWORD;
  if (password === undefined) fail('OUTBOX_TEST_AMQP_PASSWORD is not set');
  const path = url.pathname.replace(/^\//, '');
  return {
    protocol: url.protocol.slice(0, -1),
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : undefined,
    username: decodeURIComponent(url.username),
    password,
    // amqplib percent-decodes the vhost itself; empty means "/".
    vhost: path === '' ? undefined : path,
  };
}

// open URL -> {ch, close}: a channel on a new connection, and the function that closes both.
// The channel goes first: its close-ok comes after the broker has taken the acks sent on it.
// (amqplib interleaves the channels' frames, so a connection.close, sent on channel 0, could
// overtake them, and the broker would put the messages back.)
async function open(text) {
  const conn = await amqp.connect(connectOptions(text), { timeout: CONNECT_TIMEOUT_MS });
  let closing = false;
  // An error event without a listener would crash the process with a stack trace. A broker
  // that goes away (rabbitmq-server pause, CONNECTION_FORCED) only emits close: that ends the
  // command at once too; whatever it had not acked goes back to the queue.
  conn.on('error', (e) => fail(`connection error: ${e.message}`));
  conn.on('close', (e) => {
    if (!closing) fail(`connection closed by the broker${e ? `: ${e.message}` : ''}`);
  });
  const ch = await conn.createChannel();
  ch.on('error', (e) => fail(`channel error: ${e.message}`));
  const close = async () => {
    closing = true;
    await ch.close();
    await conn.close();
  };
  return { ch, close };
}

function toJson(value) {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

async function setup(url, exchange, queue, bindingKey = '#') {
  const { ch, close } = await open(url);
  await ch.assertExchange(exchange, 'topic', { durable: true });
  await ch.assertQueue(queue, { durable: true });
  await ch.purgeQueue(queue); // each test starts from an empty queue
  await ch.bindQueue(queue, exchange, bindingKey);
  await close();
  process.stdout.write('ok\n');
}

async function read(url, queue, count, timeoutMs) {
  const { ch, close } = await open(url);
  // The broker hands out at most COUNT unacknowledged messages, and they are acked only once
  // collected: no message beyond COUNT is ever taken off the queue.
  await ch.prefetch(count);
  const got = [];
  let consumerTag;
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    ch.consume(queue, (msg) => {
      if (msg === null) return; // consumer cancelled by the broker (queue deleted)
      if (got.length < count) got.push(msg);
      if (got.length >= count) {
        clearTimeout(timer);
        resolve();
      }
    }, { noAck: false }).then((ok) => { consumerTag = ok.consumerTag; }, (e) => fail(e.message));
  });
  if (consumerTag !== undefined) await ch.cancel(consumerTag);
  for (const msg of got) ch.ack(msg);
  for (const msg of got) {
    process.stdout.write(toJson({
      exchange: msg.fields.exchange,
      routingKey: msg.fields.routingKey,
      redelivered: msg.fields.redelivered,
      body: msg.content.toString('utf8'),
      bodyBase64: msg.content.toString('base64'),
      properties: msg.properties,
    }) + '\n');
  }
  await close(); // returns once the broker has the acks
  return got.length === count ? 0 : 1;
}

async function count(url, queue) {
  const { ch, close } = await open(url);
  const ok = await ch.checkQueue(queue);
  await close();
  process.stdout.write(`${ok.messageCount}\n`);
}

function positiveInt(text, name) {
  if (!/^[0-9]+$/.test(text || '')) fail(`${name} must be a non-negative integer, got '${text}'`);
  return Number(text);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  let deadline = COMMAND_TIMEOUT_MS;
  let run;
  if (command === 'setup' && (args.length === 3 || args.length === 4)) {
    run = () => setup(...args);
  } else if (command === 'read' && args.length === 4) {
    const n = positiveInt(args[2], 'COUNT');
    const ms = positiveInt(args[3], 'TIMEOUT_MS');
    deadline += ms;
    run = () => read(args[0], args[1], n, ms);
  } else if (command === 'count' && args.length === 2) {
    run = () => count(...args);
  } else {
    usage();
  }
  // Never hang: a broker that stops answering mid-command ends this, too.
  setTimeout(() => fail(`${command} timed out after ${deadline} ms`), deadline).unref();
  let status = 0;
  try {
    status = (await run()) || 0;
  } catch (e) {
    fail(e && e.message ? e.message : String(e));
  }
  process.exitCode = status;
}

main();
