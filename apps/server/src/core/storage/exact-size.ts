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
  // The chunk that completes the announced size is held back until the source has ended, so a longer
  // body fails before the receiver has all the bytes it was told of (and could store a cut copy).
  let last: Buffer | null = null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) return done(new ObjectSizeMismatchError(key, size, seen));
      if (seen < size) return done(null, chunk);
      last = chunk;
      done();
    },
    flush(done) {
      if (seen < size) return done(new ObjectSizeMismatchError(key, size, seen));
      if (last) this.push(last);
      done();
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}
