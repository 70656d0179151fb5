import { describe, expect, it } from 'vitest';
import { createFreshReads } from '../../src/modules/common/fresh-reads';

/** A read whose answers the test gives by hand, in the order the reads began. */
function controlledRead() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let begun = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      begun += 1;
      pending.push({ resolve, reject });
    });
  return { read, pending, begun: () => begun };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createFreshReads', () => {
  it('begins a read for a caller when none runs, and another after it ended', async () => {
    const source = controlledRead();
    const fresh = createFreshReads(source.read);
    const first = fresh();
    expect(source.begun()).toBe(1);
    source.pending[0]!.resolve(1);
    await expect(first).resolves.toBe(1);
    const second = fresh();
    expect(source.begun()).toBe(2);
    source.pending[1]!.resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it('gives those who ask during a read the one read begun after it, never the running one', async () => {
    const source = controlledRead();
    const fresh = createFreshReads(source.read);
    const early = fresh();
    const late = [fresh(), fresh(), fresh()];
    expect(source.begun()).toBe(1);
    source.pending[0]!.resolve(10); // the value before the others asked: theirs must come later
    await expect(early).resolves.toBe(10);
    await settle();
    expect(source.begun()).toBe(2);
    const stillLater = fresh(); // asked while the second read runs: gets a third
    source.pending[1]!.resolve(20);
    await expect(Promise.all(late)).resolves.toEqual([20, 20, 20]);
    await settle();
    expect(source.begun()).toBe(3);
    source.pending[2]!.resolve(30);
    await expect(stillLater).resolves.toBe(30);
  });

  it('passes a failed read to its callers, and the next callers get a new read', async () => {
    const source = controlledRead();
    const fresh = createFreshReads(source.read);
    const early = fresh();
    const late = fresh();
    source.pending[0]!.reject(new Error('connection lost'));
    await expect(early).rejects.toThrow('connection lost');
    await settle();
    source.pending[1]!.reject(new Error('still lost'));
    await expect(late).rejects.toThrow('still lost');
    const after = fresh();
    expect(source.begun()).toBe(3);
    source.pending[2]!.resolve(3);
    await expect(after).resolves.toBe(3);
  });
});
