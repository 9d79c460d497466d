// Self-test of the S3 test server (s3-front.js): proves that it forwards what is signed right and
// refuses what is not, so a green object-store test means the client's signatures are right.
//   NODE_PATH=…/node_modules node selftest.js ENDPOINT BUCKET    (keys S3RVER / S3RVER)
// Requests are signed here with AWS's own signer (@smithy/signature-v4), then some are spoiled.
// Prints one line per check, then "N passed, M failed"; exits 1 if any failed.
'use strict';

const crypto = require('crypto');
const http = require('http');
const { SignatureV4 } = require('@smithy/signature-v4');
const { HttpRequest } = require('@smithy/protocol-http');
const { Sha256 } = require('@aws-crypto/sha256-js');

const [endpoint, bucket] = process.argv.slice(2);
if (!endpoint || !bucket) {
  console.error('usage: node selftest.js ENDPOINT BUCKET');
  process.exit(2);
}
const base = new URL(endpoint);
const run = crypto.randomBytes(4).toString('hex'); // keys of this run do not meet earlier ones

const awsEscape = (s) => encodeURIComponent(s).replace(/[!'()*]/g,
  (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
const objectPath = (key) => `/${bucket}/` + key.split('/').map(awsEscape).join('/');
const sha256 = (body) => crypto.createHash('sha256').update(body).digest('hex');

function signer(accessKeyId = 'S3RVER', secretAccessKey = 'S3RVER') {
  return new SignatureV4({ credentials: { accessKeyId, secretAccessKey }, region: 'us-east-1',
    service: 's3', sha256: Sha256, uriEscapePath: false });
}

// A request as the signer wants it: path already S3-escaped, host header set, payload hash set.
function request(method, path, { body = '', query = {}, headers = {}, payload } = {}) {
  return new HttpRequest({ method, protocol: 'http:', hostname: base.hostname, port: +base.port, path, query,
    headers: { host: base.host, 'x-amz-content-sha256': payload ?? sha256(body), ...headers }, body });
}

const sign = (req, opts = {}) => (opts.signer ?? signer()).sign(req, { signingDate: opts.date ?? new Date() });

const queryString = (query) => Object.entries(query)
  .map(([k, v]) => `${awsEscape(k)}=${awsEscape(v)}`).join('&');

// Sends a (signed or not) HttpRequest, optionally with another body than the one signed.
function send(req, body = req.body) {
  const qs = queryString(req.query || {});
  return new Promise((resolve, reject) => {
    const out = http.request({ host: base.hostname, port: base.port, method: req.method,
      path: req.path + (qs ? '?' + qs : ''), headers: req.headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, body: text, code: (/<Code>([^<]*)<\/Code>/.exec(text) || [])[1] });
      });
    });
    out.on('error', reject);
    out.end(body);
  });
}

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    const problem = await fn();
    if (problem) throw new Error(problem);
    passed++;
    console.log(`ok   ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e.message}`);
  }
}
// Returns a complaint unless the answer has this status (and S3 error code, if given).
const expect = (res, status, code) => (res.status === status && (!code || res.code === code) ? null
  : `got ${res.status} ${res.code || ''} ${res.code ? '' : res.body.slice(0, 200)}, want ${status} ${code || ''}`);

const putGet = async (key, body) => {
  const put = await send(await sign(request('PUT', objectPath(key), { body })));
  if (put.status !== 200) return expect(put, 200);
  const got = await send(await sign(request('GET', objectPath(key))));
  return expect(got, 200) || (got.body === body ? null : `GET answered ${JSON.stringify(got.body)}`);
};

async function main() {
  const key = `selftest-${run}/hello.txt`;
  const body = `hello from the s3 self-test ${run}\n`;
  const get = () => request('GET', objectPath(key));

  await check('signed PUT then GET round-trips', () => putGet(key, body));

  await check('one signature byte changed -> 403 SignatureDoesNotMatch', async () => {
    const req = await sign(get());
    req.headers.authorization = req.headers.authorization.replace(/([0-9a-f])$/, (c) => (c === '0' ? '1' : '0'));
    return expect(await send(req), 403, 'SignatureDoesNotMatch');
  });
  await check('wrong secret key -> 403 SignatureDoesNotMatch', async () =>
    expect(await send(await sign(get(), { signer: signer('S3RVER', 'not-the-secret') })), 403, 'SignatureDoesNotMatch'));
  await check('unknown access key -> 403 InvalidAccessKeyId', async () =>
    expect(await send(await sign(get(), { signer: signer('NOBODY', 'S3RVER') })), 403, 'InvalidAccessKeyId'));
  await check('anonymous GET -> 403 AccessDenied', async () =>
    expect(await send(get()), 403, 'AccessDenied'));
  await check('body changed after signing -> 400 XAmzContentSHA256Mismatch', async () => {
    const signed = await sign(request('PUT', objectPath(`selftest-${run}/tampered.txt`), { body: 'original' }));
    return expect(await send(signed, 'tampered'), 400, 'XAmzContentSHA256Mismatch');
  });
  await check('date 20 minutes off -> 403 RequestTimeTooSkewed', async () =>
    expect(await send(await sign(get(), { date: new Date(Date.now() - 20 * 60 * 1000) })), 403, 'RequestTimeTooSkewed'));
  await check('unsigned x-amz-* header -> 403 AccessDenied', async () => {
    const req = await sign(get());
    req.headers['x-amz-meta-sneaky'] = 'added after signing';
    return expect(await send(req), 403, 'AccessDenied');
  });
  await check('signed UNSIGNED-PAYLOAD PUT is accepted', async () =>
    expect(await send(await sign(request('PUT', objectPath(`selftest-${run}/unsigned.txt`),
      { body: 'any body', payload: 'UNSIGNED-PAYLOAD' }))), 200));

  // Presigned as AWS's S3 presigner does it: payload unsigned, that header neither signed nor hoisted.
  const presign = async (date, expiresIn) => {
    const req = request('GET', objectPath(key), { payload: 'UNSIGNED-PAYLOAD' });
    const skip = new Set(['x-amz-content-sha256']);
    const out = await signer().presign(req, { signingDate: date, expiresIn, unsignableHeaders: skip, unhoistableHeaders: skip });
    delete out.headers['x-amz-content-sha256'];
    return out;
  };
  await check('presigned GET URL works', async () => {
    const res = await send(await presign(new Date(), 300));
    return expect(res, 200) || (res.body === body ? null : 'presigned GET answered another body');
  });
  await check('presigned URL, one signature byte changed -> 403 SignatureDoesNotMatch', async () => {
    const req = await presign(new Date(), 300);
    req.query['X-Amz-Signature'] = req.query['X-Amz-Signature'].replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    return expect(await send(req), 403, 'SignatureDoesNotMatch');
  });
  await check('expired presigned URL (signed 10 min ago, 1 s) -> 403 AccessDenied', async () =>
    expect(await send(await presign(new Date(Date.now() - 10 * 60 * 1000), 1)), 403, 'AccessDenied'));

  await check("key with spaces, unicode and '+' round-trips", () =>
    putGet(`selftest-${run}/a b+c/ünï cødé +€ (1).txt`, 'unusual key\n'));

  await check('ListObjectsV2 paging (DES continuation token) works', async () => {
    for (const n of [1, 2]) {
      const put = await send(await sign(request('PUT', objectPath(`selftest-${run}/list/${n}`), { body: `${n}` })));
      if (put.status !== 200) return expect(put, 200);
    }
    const list = (query) => sign(request('GET', `/${bucket}`, { query: { 'list-type': '2', prefix: `selftest-${run}/list/`, 'max-keys': '1', ...query } }));
    const first = await send(await list({}));
    const token = (/<NextContinuationToken>([^<]+)</.exec(first.body) || [])[1];
    if (first.status !== 200 || !token) return `first page: ${first.status} ${first.body.slice(0, 200)}`;
    const second = await send(await list({ 'continuation-token': token }));
    return expect(second, 200) || (second.body.includes(`selftest-${run}/list/2`) ? null : 'second page lacks key 2');
  });

  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.log(`FAIL selftest crashed: ${e.stack || e}`);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
