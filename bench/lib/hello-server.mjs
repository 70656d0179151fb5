// The baseline: a bare node:http hello world, run as its own process like the API server.
import http from 'node:http';

const port = Number(process.argv[2]);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('hello world');
  })
  .listen(port, '127.0.0.1', () => process.send?.('listening'));
