import { describe, expect, it, vi } from 'vitest';
import '../../src/app/zod-jitless';

describe('zod jitless (no eval under the CSP)', () => {
  it('zod reads the setting main.tsx writes before any schema parses', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('parsing an object schema never constructs a Function', async () => {
    const { z } = await import('zod');
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ uuid: z.string(), page: z.number().int() });
    expect(schema.parse({ uuid: 'a', page: 1 })).toEqual({ uuid: 'a', page: 1 });
    expect(construct).not.toHaveBeenCalled();
  });
});
