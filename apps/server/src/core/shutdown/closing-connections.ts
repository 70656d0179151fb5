import fp from 'fastify-plugin';

/** How often, while the app closes, connections that have fallen idle are closed. */
export const IDLE_SWEEP_MS = 100;

/**
 * Lets a closing server close. Node closes the idle keep-alive connections once, when the server stops
 * listening; a connection whose request was still being answered then stays open once answered (Fastify
 * keeps them 72 s), and the server's close, and every onClose hook after it, waits for it: a SIGTERM during
 * a page's request held the process for a minute. While closing, every answer says `Connection: close`, and
 * connections that have fallen idle are closed every 100 ms until the server has closed.
 */
export const closingConnectionsPlugin = fp(
  async (app) => {
    let closing = false;
    let sweep: NodeJS.Timeout | null = null;
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
      closing = true;
      sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    });
    app.addHook('onClose', async () => {
      if (sweep) clearInterval(sweep);
    });
  },
  { name: 'closing-connections' },
);
