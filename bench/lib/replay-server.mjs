// The baseline: a bare node:http server that answers each recorded path with the very bytes the API
// server sent for it (status, headers, compressed body), run as its own process like the API server.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

http
  .createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
