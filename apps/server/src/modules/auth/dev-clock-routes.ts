import { API, devClockBody, devClockResult } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import type { MovableClock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { isLoopback, MSG_THIS_MACHINE_ONLY } from './dev-routes';

/**
 * Registered only with TEST_CLOCK_MOVABLE=1 (refused in production): browser journeys move the server's
 * clock forward (an appointment time passing, a timer falling due). Answers this machine only.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, options) => {
  app.post(
    API.devClock,
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: '拨快服务器时钟（仅测试）',
        body: devClockBody,
        response: okResponse(devClockResult),
      },
    },
    async (request) => {
      if (!isLoopback(request.socket.remoteAddress)) throw AppError.common(MSG_THIS_MACHINE_ONLY);
      options.clock.advance(request.body.advance_ms);
      await app.timers.runDue();
      return ok({ now: options.clock.now() });
    },
  );
};
