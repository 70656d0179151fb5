import { randomInt, randomUUID } from 'node:crypto';
import { maskPhone } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import { callNoticesOf, type CallBindingMade, type CallProvider } from './call-provider';

/** The pool key the sandbox's notify records carry (the vendor's shape, see callNoticesOf). */
export const SANDBOX_POOL_KEY = 'sandbox';

/**
 * The default provider: binds nothing, makes up a middle number in the 170 range (a virtual operator's,
 * not a subscriber's) and logs the binding with both numbers masked. The page says the number is simulated.
 */
export class SandboxCallProvider implements CallProvider {
  readonly name = 'sandbox';
  readonly simulated = true;

  constructor(private readonly log: FastifyBaseLogger) {}

  async bind(input: {
    phoneA: string;
    phoneB: string;
    expiresAt: number;
    reference: string;
  }): Promise<CallBindingMade> {
    const made = {
      middleNumber: `170${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      subscriptionId: `sandbox-${randomUUID()}`,
    };
    this.log.info(
      {
        call: {
          provider: this.name,
          a: maskPhone(input.phoneA),
          b: maskPhone(input.phoneB),
          x: made.middleNumber,
          expires_at: input.expiresAt,
          reference: input.reference,
        },
      },
      '模拟隐私号绑定',
    );
    return made;
  }

  async unbind(binding: CallBindingMade): Promise<void> {
    this.log.info({ call: { provider: this.name, x: binding.middleNumber } }, '模拟隐私号解绑');
  }

  parseNotify(body: unknown) {
    return callNoticesOf(body, SANDBOX_POOL_KEY);
  }
}
