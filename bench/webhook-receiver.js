#!/usr/bin/env node
// A minimal webhook receiver on loopback for the relay benchmark: answers 204 to every POST
// (keep-alive, the body read to the end) and nothing else. Node's HTTP server on one core keeps
// up with several relays; Python's http.server, used before, was the bottleneck of the figures.
// Usage: webhook-receiver.js PORT
'use strict';
const http = require('http');
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('usage: webhook-receiver.js PORT');
  process.exit(2);
}
const server = http.createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(req.method === 'POST' ? 204 : 405, {'Content-Length': '0'});
    res.end();
  });
});
server.keepAliveTimeout = 60000;
server.listen(port, '127.0.0.1');
