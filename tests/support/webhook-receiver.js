// A webhook receiver for the tests that reads what the relay sends with the reference libraries:
// the CloudEvents SDK (npm cloudevents) parses each request as a CloudEvent, binary or structured,
// and Standard Webhooks' own library (npm standardwebhooks) verifies its signature.
//
//   NODE_PATH=$(tests/support/s3-server deps) node webhook-receiver.js LOG
//
// Listens on 127.0.0.1 on a free port and prints "listening PORT". Each request becomes one JSON
// line in LOG: {"headers": {...}, "body": "...", "cloudEvent": {...} or "cloudEventError": "...",
// "signature": "verified" | "<the library's error>" | "none"}. The Standard Webhooks secret comes
// from the environment (WEBHOOK_SECRET), never from the command line. Every request is answered
// 200: what the relay sent is for the test to judge, from the log.
'use strict';
const fs = require('fs');
const http = require('http');
const { HTTP } = require('cloudevents');
const { Webhook } = require('standardwebhooks');

const log = process.argv[2];
if (!log) {
  console.error('usage: webhook-receiver.js LOG');
  process.exit(2);
}
const secret = process.env.WEBHOOK_SECRET || '';

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const record = { headers: req.headers, body };
    try {
      const event = HTTP.toEvent({ headers: req.headers, body });
      const one = Array.isArray(event) ? event[0] : event;
      // Every attribute, extensions included, and data as the SDK decoded it.
      record.cloudEvent = JSON.parse(JSON.stringify(one.toJSON()));
      record.cloudEventValid = one.validate();
    } catch (e) {
      record.cloudEventError = String(e && e.message ? e.message : e);
    }
    if (req.headers['webhook-signature']) {
      try {
        new Webhook(secret).verify(body, {
          'webhook-id': req.headers['webhook-id'],
          'webhook-timestamp': req.headers['webhook-timestamp'],
          'webhook-signature': req.headers['webhook-signature'],
        });
        record.signature = 'verified';
      } catch (e) {
        record.signature = String(e && e.message ? e.message : e);
      }
    } else {
      record.signature = 'none';
    }
    fs.appendFileSync(log, JSON.stringify(record) + '\n');
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('ok');
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
