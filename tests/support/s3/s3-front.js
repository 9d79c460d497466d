// s3-front: the object-store tests' S3 server, in one Node process.
//
// Why: s3rver is a faithful enough S3 for storage, but it never checks AWS Signature V4 (it only
// looks the access key id up). Our client signs every request itself, so a test S3 that accepts
// any signature would let signing bugs through. This front recomputes each request's signature
// with AWS's own signer (@smithy/signature-v4) and forwards only the requests that match.
//
//   node s3-front.js serve --data DIR --bucket NAME [--bucket NAME…] [--port P] [--write-env FILE]
//       starts s3rver on 127.0.0.1 (a free port) with DIR as its store and the buckets made, and
//       the checking proxy in front of it (port P, default a free port). With --write-env, writes
//       OUTBOX_TEST_S3_ENDPOINT / _BUCKET (the first one) / _UPSTREAM_PORT lines to FILE.
//   node s3-front.js proxy --upstream PORT [--port P]
//       only the checking proxy, in front of an s3rver already listening on 127.0.0.1:PORT.
//
// Both print one line on stdout once everything listens:
//   listening http://127.0.0.1:PROXYPORT upstream http://127.0.0.1:S3RVERPORT
// Keys: env S3_KEYS="AK:SK,AK2:SK2" (default S3RVER:S3RVER). Optional env S3_REGION: when set,
// the credential scope must name that region. Env S3_FRONT_DEBUG: say on stderr why a request
// was rejected (never a secret, a signature or a query value). Optional env S3_FRONT_LOG=FILE:
// append a line to FILE for each object write s3rver accepted, as it answers, in the order of the
// answers: "PUT /bucket/key <body>" (the body's first 200 bytes as text, line breaks escaped),
// "COPY /bucket/key <source>", "DELETE /bucket/key" (tests check the order of writes per key).
// SIGTERM/SIGINT close both servers.
// s3rver's ListObjectsV2 tokens need DES: run node with --openssl-legacy-provider (OpenSSL 3).
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const http = require('http');
const path = require('path');
const { SignatureV4 } = require('@smithy/signature-v4');
const { HttpRequest } = require('@smithy/protocol-http');
const { Sha256 } = require('@aws-crypto/sha256-js');

const HOST = '127.0.0.1';
const MAX_SKEW_MS = 15 * 60 * 1000; // what S3 allows between x-amz-date and its clock
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
const ALGORITHM = 'AWS4-HMAC-SHA256';
// The query parameters a presigned URL adds; the signer puts them back itself.
const PRESIGN_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires',
  'X-Amz-SignedHeaders', 'X-Amz-Signature'];
const debug = Boolean(process.env.S3_FRONT_DEBUG);

// ---------------------------------------------------------------------------------------------
// Rejections carry the HTTP status and the S3 error code a client would get from AWS.
class S3Error extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const refuse = (status, code, message) => { throw new S3Error(status, code, message); };

function parseKeys(spec) {
  const keys = new Map();
  for (const pair of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const colon = pair.indexOf(':');
    if (colon <= 0 || colon === pair.length - 1) throw new Error('S3_KEYS: expected AK:SK[,AK:SK…]');
    keys.set(pair.slice(0, colon), pair.slice(colon + 1));
  }
  if (keys.size === 0) throw new Error('S3_KEYS is empty');
  return keys;
}

// ---------------------------------------------------------------------------------------------
// The pieces of the URL as SigV4 sees them.

// RFC 3986 escaping as AWS does it: everything but A-Z a-z 0-9 - _ . ~ becomes %XX (UTF-8).
const awsEscape = (s) => encodeURIComponent(s).replace(/[!'()*]/g,
  (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

function decode(s, what) {
  try {
    return decodeURIComponent(s);
  } catch {
    return refuse(400, 'InvalidURI', `Couldn't parse the specified URI (${what}).`);
  }
}

// S3's canonical URI: every segment decoded, then escaped once; no dot-segment or slash folding.
const canonicalPath = (rawPath) => rawPath.split('/').map((seg) => awsEscape(decode(seg, 'path'))).join('/');

// name -> value, or -> [values] when a name repeats. '+' stays '+' (SigV4 clients send %20).
function parseQuery(raw) {
  const query = {};
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = decode(eq < 0 ? part : part.slice(0, eq), 'query');
    const value = eq < 0 ? '' : decode(part.slice(eq + 1), 'query');
    query[name] = name in query ? [].concat(query[name], value) : value;
  }
  return query;
}

// Only the ISO 8601 basic form SigV4 uses: 20240101T120000Z.
function parseAmzDate(s) {
  const m = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(String(s ?? ''));
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1], m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return Number.isNaN(date.getTime()) ? null : date;
}

// ---------------------------------------------------------------------------------------------
// What the request claims: who signed it, when, for what scope, over which headers.

function parseCredential(credential, errorCode) {
  const parts = String(credential).split('/');
  if (parts.length !== 5 || !parts[0] || parts[4] !== 'aws4_request') {
    refuse(400, errorCode, 'The credential must be AK/yyyymmdd/region/s3/aws4_request.');
  }
  const [accessKey, day, region, service] = parts;
  return { accessKey, day, region, service };
}

// The declared payload hash: a SHA-256 to check the body against, or UNSIGNED-PAYLOAD.
function checkPayload(payload) {
  if (payload.startsWith('STREAMING-')) {
    refuse(501, 'NotImplemented', 'aws-chunked (STREAMING-*) uploads are not supported by this test server.');
  }
  if (payload !== 'UNSIGNED-PAYLOAD' && !/^[0-9a-f]{64}$/.test(payload)) {
    refuse(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256 in lower-case hex.');
  }
}

function claimFromHeader(req) {
  const auth = req.headers.authorization;
  if (!auth.startsWith(ALGORITHM + ' ')) {
    refuse(400, 'InvalidArgument', `Unsupported Authorization type: only ${ALGORITHM} is accepted.`);
  }
  const fields = new Map();
  for (const item of auth.slice(ALGORITHM.length + 1).split(',')) {
    const eq = item.indexOf('=');
    if (eq > 0) fields.set(item.slice(0, eq).trim(), item.slice(eq + 1).trim());
  }
  if (fields.size !== 3 || !['Credential', 'SignedHeaders', 'Signature'].every((k) => fields.get(k))) {
    refuse(400, 'AuthorizationHeaderMalformed',
      'The authorization header needs exactly Credential, SignedHeaders and Signature.');
  }
  const payload = req.headers['x-amz-content-sha256'];
  if (payload === undefined) {
    refuse(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  }
  checkPayload(payload);
  const date = parseAmzDate(req.headers['x-amz-date']);
  if (!date) refuse(403, 'AccessDenied', 'AWS authentication requires a valid x-amz-date header (yyyymmddThhmmssZ).');
  return {
    presigned: false,
    ...parseCredential(fields.get('Credential'), 'AuthorizationHeaderMalformed'),
    signedHeaders: fields.get('SignedHeaders'),
    signature: fields.get('Signature'),
    amzDate: req.headers['x-amz-date'],
    date,
    payload,
    errorCode: 'AuthorizationHeaderMalformed',
  };
}

function claimFromQuery(query) {
  const bad = (message) => refuse(400, 'AuthorizationQueryParametersError', message);
  if (query['X-Amz-Algorithm'] !== ALGORITHM) bad(`X-Amz-Algorithm only supports "${ALGORITHM}"`);
  for (const name of PRESIGN_PARAMS) {
    if (typeof query[name] !== 'string') bad(`Query-string authentication needs exactly one ${name}.`);
  }
  const date = parseAmzDate(query['X-Amz-Date']);
  if (!date) bad('X-Amz-Date must be in the ISO8601 basic format yyyymmddThhmmssZ.');
  const expires = query['X-Amz-Expires'];
  if (!/^[0-9]+$/.test(expires) || +expires < 1 || +expires > MAX_PRESIGN_SECONDS) {
    bad(`X-Amz-Expires must be a whole number of seconds from 1 to ${MAX_PRESIGN_SECONDS}.`);
  }
  // S3 presigned URLs sign no payload, unless the URL itself names its hash.
  const payload = String(query['X-Amz-Content-Sha256'] ?? 'UNSIGNED-PAYLOAD');
  checkPayload(payload);
  return {
    presigned: true,
    ...parseCredential(query['X-Amz-Credential'], 'AuthorizationQueryParametersError'),
    signedHeaders: query['X-Amz-SignedHeaders'],
    signature: query['X-Amz-Signature'],
    amzDate: query['X-Amz-Date'],
    date,
    expires: +expires,
    payload,
    errorCode: 'AuthorizationQueryParametersError',
  };
}

// ---------------------------------------------------------------------------------------------
// Recomputing the signature with AWS's signer, fed exactly what the client says it signed.

async function expectedSignature(claim, secret, req, s3Path, query) {
  const names = claim.signedHeaders.split(';');
  const headers = {};
  for (const name of names) {
    // Repeated headers are signed as their values joined by commas.
    headers[name] = req.headersDistinct[name].map((v) => v.trim()).join(',');
  }
  const signer = new SignatureV4({
    credentials: { accessKeyId: claim.accessKey, secretAccessKey: secret },
    region: claim.region,
    service: claim.service,
    sha256: Sha256,
    uriEscapePath: false, // S3: the path is escaped once, which canonicalPath already did
    applyChecksum: false,
  });
  const signable = new Set(names); // also those the signer would skip by default (user-agent…)
  // The signer takes the payload hash from this header; it is signed only if the client did.
  const unsignable = new Set(names.includes('x-amz-content-sha256') ? [] : ['x-amz-content-sha256']);
  if (!names.includes('x-amz-content-sha256')) headers['x-amz-content-sha256'] = claim.payload;

  if (!claim.presigned) {
    const request = new HttpRequest({ method: req.method, hostname: HOST, path: s3Path, query, headers });
    const out = await signer.sign(request, { signingDate: claim.date, signableHeaders: signable,
      unsignableHeaders: unsignable });
    const m = /SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(out.headers.authorization);
    return { signedHeaders: m[1], signature: m[2] };
  }
  const rest = Object.fromEntries(Object.entries(query).filter(([k]) => !PRESIGN_PARAMS.includes(k)));
  const request = new HttpRequest({ method: req.method, hostname: HOST, path: s3Path, query: rest, headers });
  const out = await signer.presign(request, {
    signingDate: claim.date,
    expiresIn: claim.expires,
    signableHeaders: signable,
    unsignableHeaders: unsignable,
    // Keep signed x-amz-* headers as headers: the client sent them as headers.
    unhoistableHeaders: new Set([...names, 'x-amz-content-sha256']),
  });
  return { signedHeaders: out.query['X-Amz-SignedHeaders'], signature: out.query['X-Amz-Signature'] };
}

const sameText = (a, b) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Throws an S3Error unless the request is signed by a known key, in time, over this very request.
async function verify(req, body, keys) {
  const q = req.url.indexOf('?');
  const rawPath = q < 0 ? req.url : req.url.slice(0, q);
  const query = parseQuery(q < 0 ? '' : req.url.slice(q + 1));
  const s3Path = canonicalPath(rawPath);

  const byHeader = req.headers.authorization !== undefined;
  const byQuery = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Signature'].some((k) => k in query);
  if (byHeader && byQuery) {
    refuse(400, 'InvalidArgument', 'Only one auth mechanism allowed: the Authorization header or the X-Amz-* query parameters.');
  }
  if (!byHeader && !byQuery) refuse(403, 'AccessDenied', 'Access Denied (anonymous requests are refused).');
  const claim = byHeader ? claimFromHeader(req) : claimFromQuery(query);

  const secret = keys.get(claim.accessKey);
  if (secret === undefined) {
    refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (claim.day !== claim.amzDate.slice(0, 8)) {
    refuse(400, claim.errorCode, 'Invalid credential date: it is not the day of X-Amz-Date.');
  }
  if (claim.service !== 's3') {
    refuse(400, claim.errorCode, `Incorrect service '${claim.service}': this endpoint belongs to 's3'.`);
  }
  const region = process.env.S3_REGION;
  if (region && claim.region !== region) {
    refuse(400, claim.errorCode, `The region '${claim.region}' is wrong; expecting '${region}'.`);
  }

  const now = Date.now();
  const signedAt = claim.date.getTime();
  if (!claim.presigned && Math.abs(now - signedAt) > MAX_SKEW_MS) {
    refuse(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  if (claim.presigned && signedAt - now > MAX_SKEW_MS) refuse(403, 'AccessDenied', 'Request is not valid yet.');
  if (claim.presigned && now > signedAt + claim.expires * 1000) refuse(403, 'AccessDenied', 'Request has expired.');

  const names = claim.signedHeaders.split(';');
  if (!names.includes('host')) refuse(403, 'AccessDenied', 'The host header must be signed.');
  const missing = names.filter((n) => !req.headersDistinct[n]);
  if (missing.length) refuse(403, 'SignatureDoesNotMatch', `Signed headers missing from the request: ${missing.join(', ')}.`);
  const unsigned = Object.keys(req.headers).filter((n) => n.startsWith('x-amz-') && !names.includes(n));
  if (unsigned.length) {
    refuse(403, 'AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}.`);
  }

  const expected = await expectedSignature(claim, secret, req, s3Path, query);
  if (expected.signedHeaders !== claim.signedHeaders || !sameText(expected.signature, claim.signature)) {
    refuse(403, 'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  // Like S3, the body is checked against its declared hash once the signature is known good.
  if (claim.payload !== 'UNSIGNED-PAYLOAD' &&
      crypto.createHash('sha256').update(body).digest('hex') !== claim.payload) {
    refuse(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
}

// ---------------------------------------------------------------------------------------------
// The proxy.

const xmlEscape = (s) => String(s).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(req, res, err) {
  const requestId = crypto.randomBytes(8).toString('hex').toUpperCase();
  const resource = req.url.split('?')[0];
  const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Error>' +
    `<Code>${xmlEscape(err.code)}</Code><Message>${xmlEscape(err.message)}</Message>` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  res.writeHead(err.status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(xml),
    'x-amz-request-id': requestId,
  });
  res.end(req.method === 'HEAD' ? undefined : xml);
}

function logRejection(req, err) {
  if (!debug) return;
  // Path and query names only: a presigned URL's query holds its signature.
  const [resource, rawQuery = ''] = req.url.split('?');
  const names = rawQuery.split('&').filter(Boolean).map((p) => p.split('=')[0]).join('&');
  console.error(`s3-front: ${req.method} ${resource}${names ? '?' + names : ''} -> ${err.status} ${err.code}: ${err.message}`);
}

// Response headers that describe the upstream connection, not the answer; Node sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

const writeLog = process.env.S3_FRONT_LOG;

// The log line of an object write s3rver accepted (S3_FRONT_LOG), or null for anything else.
function writeLine(req, body) {
  const [resource, query = ''] = req.url.split('?');
  if (query !== '' || resource.split('/').filter(Boolean).length < 2) return null; // an object
  const text = (b) => b.toString('utf8', 0, Math.min(b.length, 200)).replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  if (req.method === 'DELETE') return `DELETE ${resource}`;
  if (req.method !== 'PUT') return null;
  const source = req.headers['x-amz-copy-source'];
  return source ? `COPY ${resource} ${source}` : `PUT ${resource} ${text(body)}`;
}

function forward(req, res, body, upstreamPort) {
  const upstream = http.request({
    host: HOST, port: upstreamPort, method: req.method, path: req.url,
    headers: req.rawHeaders, // unchanged, repeated headers and spelling included
    agent: false, // a fresh connection per request: no reuse of a socket s3rver is closing
  }, (answer) => {
    if (writeLog && answer.statusCode >= 200 && answer.statusCode < 300) {
      const line = writeLine(req, body);
      if (line) fs.appendFileSync(writeLog, line + '\n');
    }
    const headers = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    res.writeHead(answer.statusCode, answer.statusMessage, headers);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', (e) => {
    if (res.headersSent) return res.destroy();
    return sendError(req, res, new S3Error(502, 'BadGateway', `s3rver did not answer: ${e.code || e.message}`));
  });
  upstream.end(body);
}

function startProxy({ port, upstreamPort, keys }) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      try {
        await verify(req, body, keys);
      } catch (err) {
        if (!(err instanceof S3Error)) throw err;
        logRejection(req, err);
        return sendError(req, res, err);
      }
      return forward(req, res, body, upstreamPort);
    });
  });
  server.keepAliveTimeout = 30000; // fewer races with clients that keep connections for a while
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// s3rver, in this process.

async function startS3rver({ dataDir, buckets, keys }) {
  const S3rver = require('s3rver');
  // s3rver rejects access key ids it does not know; it knows S3RVER. Teach it ours too (it never
  // checks V4 signatures: the proxy does).
  const account = require('s3rver/lib/models/account').DUMMY_ACCOUNT;
  for (const [id, secret] of keys) account.createKeyPair(id, secret);
  fs.mkdirSync(dataDir, { recursive: true });
  const s3rver = new S3rver({
    address: HOST,
    port: 0,
    directory: dataDir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await s3rver.run();
  return { s3rver, port };
}

// ---------------------------------------------------------------------------------------------
// Command line.

function parseArgs(argv) {
  const [mode, ...rest] = argv;
  const opts = { mode, buckets: [], port: 0 };
  const options = { '--data': 'dataDir', '--bucket': 'bucket', '--port': 'port', '--upstream': 'upstream', '--write-env': 'envFile' };
  for (let i = 0; i < rest.length; i += 2) {
    const key = options[rest[i]];
    if (!key || rest[i + 1] === undefined) throw new Error(`unknown or incomplete option '${rest[i]}'`);
    if (key === 'bucket') opts.buckets.push(rest[i + 1]);
    else opts[key] = rest[i + 1];
  }
  for (const key of ['port', 'upstream']) {
    if (opts[key] !== undefined && !/^[0-9]+$/.test(String(opts[key]))) throw new Error(`--${key} must be a port number`);
  }
  if (mode === 'serve' && (!opts.dataDir || opts.buckets.length === 0)) throw new Error('serve needs --data DIR and --bucket NAME');
  if (mode === 'proxy' && !opts.upstream) throw new Error('proxy needs --upstream PORT');
  if (mode !== 'serve' && mode !== 'proxy') throw new Error('the mode must be serve or proxy');
  return opts;
}

function writeEnvFile(file, proxyPort, bucket, upstreamPort) {
  const text = `OUTBOX_TEST_S3_ENDPOINT=http://${HOST}:${proxyPort}\n` +
    `OUTBOX_TEST_S3_BUCKET=${bucket}\nOUTBOX_TEST_S3_UPSTREAM_PORT=${upstreamPort}\n`;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file); // whoever reads it sees all of it or nothing
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`s3-front: ${e.message}\nusage: s3-front.js serve --data DIR --bucket NAME [--bucket NAME…] ` +
      '[--port P] [--write-env FILE] | s3-front.js proxy --upstream PORT [--port P]');
    process.exit(2);
  }
  const keys = parseKeys(process.env.S3_KEYS || 'S3RVER:S3RVER');
  let s3 = null;
  let upstreamPort = Number(opts.upstream);
  if (opts.mode === 'serve') {
    s3 = await startS3rver({ dataDir: path.resolve(opts.dataDir), buckets: opts.buckets, keys });
    upstreamPort = s3.port;
  }
  const proxy = await startProxy({ port: Number(opts.port), upstreamPort, keys });
  const proxyPort = proxy.address().port;

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 3000).unref(); // whatever still hangs, go
    proxy.close();
    proxy.closeAllConnections();
    if (!s3) process.exit(0);
    s3.s3rver.close().catch(() => {}).finally(() => process.exit(0));
    s3.s3rver.httpServer.closeAllConnections(); // direct clients of s3rver, if any
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  if (opts.envFile && s3) writeEnvFile(opts.envFile, proxyPort, opts.buckets[0], upstreamPort);
  process.stdout.write(`listening http://${HOST}:${proxyPort} upstream http://${HOST}:${upstreamPort}\n`);
}

main().catch((e) => {
  console.error(`s3-front: ${e.stack || e}`);
  process.exit(1);
});
