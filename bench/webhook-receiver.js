#!/usr/bin/env node
// A minimal webhook receiver on loopback for the relay benchmark: answers 204 to every POST
// (keep-alive, the body read to the end) and nothing else. Node's HTTP server on one core keeps
// up with several relays; Python's http.server, used before, was the bottleneck of the figures.
// With LATENCY-LOG, each event whose payload carries "t" (the inserter's clock at its commit, in
// milliseconds since the epoch) adds a line to that file: its arrival (milliseconds since the
// epoch) and the milliseconds from t to then.
// Usage: webhook-receiver.js PORT [LATENCY-LOG]
'use strict';
const fs = require('fs');
const http = require('http');
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('usage: webhook-receiver.js PORT [LATENCY-LOG]');
  process.exit(2);
}
const log = process.argv[3] ? fs.openSync(process.argv[3], 'a') : null;
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => { if (log !== null) chunks.push(chunk); });
  req.on('end', () => {
    if (log !== null && req.method === 'POST') {
      const now = performance.timeOrigin + performance.now();
      try {
        const t = JSON.parse(Buffer.concat(chunks).toString('utf8')).payload.t;
        if (typeof t === 'number') fs.writeSync(log, now.toFixed(3) + ' ' + (now - t).toFixed(3) + '\n');
      } catch (e) { /* not an event of the latency run */ }
    }
    res.writeHead(req.method === 'POST' ? 204 : 405, {'Content-Length': '0'});
    res.end();
  });
});
server.keepAliveTimeout = 60000;
server.listen(port, '127.0.0.1');
