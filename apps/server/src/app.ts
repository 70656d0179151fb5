import path from 'node:path';
import cors from '@fastify/cors';
import { NEW_TOKEN_HEADER, OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import { authPlugin } from './core/auth/auth-plugin';
import { clusterPlugin } from './core/cluster/cluster-plugin';
import { movableClock, offsetClock, type Clock, type MovableClock } from './core/clock';
import { dbPlugin } from './core/db/db-plugin';
import { frameworkErrorHandler, installErrorHandling } from './core/error-handler';
import { configuredLogger, genReqId, REQUEST_ID_HEADER } from './core/logger';
import { registerOpenApi } from './core/openapi';
import { readinessPlugin } from './core/readiness/readiness-plugin';
import { schedulerPlugin } from './core/scheduler/scheduler-plugin';
import { timersPlugin } from './core/timers/timers-plugin';
import { loadServerKeys } from './core/server-keys';
import { recordRoutes } from './core/route-registry';
import { registerSecurityHeaders } from './core/security-headers';
import { validatorCompiler } from './core/validator-compiler';
import { storageOrigin, storagePlugin } from './core/storage/storage-plugin';
import { registerStaticSites } from './core/static-sites';
import { devClockRoutes } from './modules/auth/dev-clock-routes';
import { devSmsRoutes } from './modules/auth/dev-routes';
import { authRoutes } from './modules/auth/routes';
import { commonRoutes } from './modules/common/routes';
import { contentConsoleRoutes } from './modules/content/console-routes';
import { contentRoutes } from './modules/content/routes';
import { feedbackConsoleRoutes } from './modules/feedback/console-routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { healthRoutes } from './modules/health/routes';
import { lawyerApplicationConsoleRoutes } from './modules/lawyer-application/console-routes';
import { lawyerApplicationRoutes } from './modules/lawyer-application/routes';
import { lawyerConsoleRoutes } from './modules/lawyer/console-routes';
import { userAdminConsoleRoutes } from './modules/user-admin/console-routes';
import { lawyerDirectoryPlugin } from './modules/lawyer/directory-plugin';
import { lawyerRoutes } from './modules/lawyer/routes';
import { operatorRoutes } from './modules/operator/routes';
import { purgeExpiredPlugin } from './modules/maintenance/purge-expired';
import { reviewConsoleRoutes } from './modules/review/console-routes';
import { reviewRoutes } from './modules/review/routes';
import { chatRoutes } from './modules/chat/routes';
import { realtimePlugin } from './core/realtime/realtime-plugin';
import { closingConnectionsPlugin } from './core/shutdown/closing-connections';
import { notificationRoutes } from './modules/notification/routes';
import { serviceOrderConsoleRoutes } from './modules/service-order/console-routes';
import { pendingCountsConsoleRoutes } from './modules/operator/pending-counts-routes';
import { paymentsPlugin } from './modules/payment/payments-plugin';
import { serviceOrderRoutes } from './modules/service-order/routes';
import { appointmentConsoleRoutes } from './modules/appointment/console-routes';
import { appointmentRoutes } from './modules/appointment/routes';
import { documentOrderConsoleRoutes } from './modules/document-order/console-routes';
import { documentOrderRoutes } from './modules/document-order/routes';
import { paymentRoutes } from './modules/payment/routes';
import { walletConsoleRoutes } from './modules/wallet/console-routes';
import { walletRoutes } from './modules/wallet/routes';
import { withdrawalConsoleRoutes } from './modules/withdrawal/console-routes';
import { withdrawalsPlugin } from './modules/withdrawal/plugin';
import { withdrawalRoutes } from './modules/withdrawal/routes';
import { wechatPlugin } from './modules/wechat/routes';
import { appealConsoleRoutes } from './modules/appeal/console-routes';
import { appealRoutes } from './modules/appeal/routes';
import { documentConsoleRoutes } from './modules/document/console-routes';
import { documentPlatformRoutes } from './modules/document/platform-routes';
import { documentRoutes } from './modules/document/routes';
import { createDocumentFiles, type DocumentFiles } from './modules/document-files/document-files';
import { imageLinksPlugin } from './modules/upload/image-links-plugin';
import { uploadRoutes } from './modules/upload/routes';
import { userRoutes } from './modules/user/routes';
import { accountRoutes } from './modules/account/routes';
import { ConsoleSmsProvider } from './providers/sms/console-sms-provider';
import { createSmsProvider } from './providers/sms';
import { callRoutes } from './modules/call/routes';
import { createCallProvider } from './providers/call';

export interface BuildAppOptions {
  config: AppConfig;
  /** Defaults to the system clock; tests pass one they can move. */
  clock?: Clock;
  /** A ready pino logger; by default one is made from `config.logLevel` and `config.logFormat`. */
  logger?: FastifyBaseLogger;
  /** The document pipeline; by default the one bundled next to the server (tests pass one on their built worker). */
  documentFiles?: DocumentFiles;
}

/** A hop count trusts exactly that many proxies in front (the right-most forwarded addresses they added). */
function proxyTrust(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

// Default zod messages (for shapes the contract does not label) in Chinese, like every user-facing text.
z.config(z.locales.zhCN());

async function registerModules(
  app: FastifyInstance,
  config: AppConfig,
  clock: Clock,
  documentFiles: DocumentFiles,
): Promise<void> {
  const keys = loadServerKeys(config, app.log);
  const sms = createSmsProvider(config, app.log, clock);

  await app.register(imageLinksPlugin, { secret: keys.uploadUrlSecret, clock });
  await app.register(realtimePlugin);
  await app.register(notificationRoutes, { clock, sms });
  await app.register(healthRoutes);
  await app.register(purgeExpiredPlugin, { clock });
  await app.register(authRoutes, {
    clock,
    sms,
    partnerPrivateKey: keys.partnerPrivateKey,
    smsCodeSecret: keys.smsCodeSecret,
  });
  await app.register(userRoutes, { clock });
  await app.register(accountRoutes, { clock, sms, smsCodeSecret: keys.smsCodeSecret });
  await app.register(uploadRoutes, { clock, spoolDir: path.join(config.dataDir, 'tmp') });
  await app.register(commonRoutes);
  await app.register(lawyerDirectoryPlugin, { clock });
  await app.register(lawyerRoutes, { clock });
  await app.register(lawyerApplicationRoutes, { clock });
  await app.register(feedbackRoutes, { clock });
  await app.register(wechatPlugin, { clock, config });
  await app.register(paymentsPlugin, { clock, config });
  await app.register(serviceOrderRoutes, { clock });
  await app.register(appointmentRoutes, { clock });
  await app.register(documentOrderRoutes, {
    clock,
    linkSecret: keys.documentLinkSecret,
    files: documentFiles,
  });
  await app.register(paymentRoutes, {
    payments: app.payments,
    scenes: {
      service: app.serviceOrders,
      appointment: app.appointmentOrders,
      document: app.documentOrderScene,
    },
  });
  await app.register(walletRoutes, { clock });
  await app.register(withdrawalsPlugin, { clock, config });
  await app.register(withdrawalRoutes);
  await app.register(callRoutes, { clock, provider: createCallProvider(config, app.log) });
  await app.register(reviewRoutes, { clock });
  await app.register(appealRoutes, { clock });
  await app.register(documentRoutes, { clock, files: documentFiles, dataDir: config.dataDir });
  await app.register(chatRoutes, { clock, messagesPerMinute: config.chatMessagesPerMinute });
  await app.register(contentRoutes, { clock });
  await app.register(operatorRoutes, {
    clock,
    consoleModules: [
      lawyerApplicationConsoleRoutes,
      lawyerConsoleRoutes,
      userAdminConsoleRoutes,
      feedbackConsoleRoutes,
      contentConsoleRoutes,
      serviceOrderConsoleRoutes,
      pendingCountsConsoleRoutes,
      appointmentConsoleRoutes,
      reviewConsoleRoutes,
      walletConsoleRoutes,
      withdrawalConsoleRoutes,
      appealConsoleRoutes,
      documentConsoleRoutes,
      documentPlatformRoutes,
      documentOrderConsoleRoutes,
    ],
  });
  if (!config.isProduction && sms instanceof ConsoleSmsProvider) {
    await app.register(devSmsRoutes, { codes: sms });
  }
  if (!config.isProduction && config.clockMovable && 'advance' in clock) {
    await app.register(devClockRoutes, { clock: clock as MovableClock });
  }
}

/**
 * The whole server as one Fastify instance: envelope errors, database (migrated on start), user auth,
 * OpenAPI docs, API modules, then the built H5 app and console. `server.ts` only listens.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock =
    options.clock ??
    (config.clockMovable ? movableClock(config.clockOffsetMs) : offsetClock(config.clockOffsetMs));
  const app = Fastify({
    loggerInstance: options.logger ?? configuredLogger(config),
    genReqId,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    recordRoutes(app);
    await app.register(closingConnectionsPlugin);
    await app.register(storagePlugin, { config: config.storage, dataDir: config.dataDir });
    registerSecurityHeaders(app, {
      h5Dist: config.h5Dist,
      adminDist: config.adminDist,
      wechatJsSdk: config.paymentProvider === 'wechat',
      storageOrigin: await storageOrigin(app.storage),
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: config.corsOrigins,
        allowedHeaders: ['content-type', TOKEN_HEADER, OPERATOR_TOKEN_HEADER, REQUEST_ID_HEADER],
        exposedHeaders: [NEW_TOKEN_HEADER, REQUEST_ID_HEADER],
      });
    }
    await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await app.register(readinessPlugin);
    app.readiness.add({ name: 'storage', check: () => app.storage.check() });
    await app.register(clusterPlugin, { redisUrl: config.redisUrl });
    await app.register(schedulerPlugin, { clock, jobEveryMs: config.jobEveryMs });
    await app.register(timersPlugin, { clock });
    await app.register(authPlugin, { clock });
    if (config.apiDocs) await registerOpenApi(app);
    await registerModules(app, config, clock, options.documentFiles ?? createDocumentFiles());
    await registerStaticSites(app, config);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
