import { Transform, type Readable } from 'node:stream';
import { ObjectSizeMismatchError } from './storage-errors';

/**
 * The body of an object, held to its announced size: bytes of another length are refused at once, and a
 * stream fails (so aborting whatever it is piped into) as soon as it carries more bytes than announced,
 * or ends with fewer. A storage never keeps a cut or padded file.
 */
export function exactSize(key: string, body: Readable | Buffer, size: number): Readable | Buffer {
  if (Buffer.isBuffer(body)) {
    if (body.length !== size) throw new ObjectSizeMismatchError(key, size, body.length);
    return body;
  }
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new ObjectSizeMismatchError(key, size, seen) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new ObjectSizeMismatchError(key, size, seen) : null);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}
