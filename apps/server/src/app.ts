import { installSpanishZodMessages } from '@bodega/domain/zod-locale';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db/create-db';
import { AppError } from './lib/app-error';
import { resolveAuditKey } from './lib/audit-key';
import { requestIdGenerator } from './lib/request-id';
import { deferredChildLoggerFactory, LevelAwareLogController } from './lib/request-logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import { alertsRoutes } from './modules/alerts';
import { authRoutes, createMailer, type Mailer } from './modules/auth';
import barcodesRoutes from './modules/barcodes/barcodes.routes';
import { egresosRoutes, egresosTransactionsRoutes } from './modules/egresos';
import { movementsRoutes } from './modules/movements';
import locationsRoutes from './modules/facilities/locations.routes';
import warehousesRoutes from './modules/facilities/warehouses.routes';
import zonesRoutes from './modules/facilities/zones.routes';
import { healthRoutes } from './modules/health';
import ingresosRoutes from './modules/ingresos/ingresos.routes';
import inventoryRoutes, { warehouseInventoryRoutes } from './modules/inventory/inventory.routes';
import productsRoutes from './modules/products/products.routes';
import { categoriesRoutes } from './modules/categories';
import { lotsRoutes } from './modules/lots';
import { traceabilityRoutes } from './modules/traceability';
import { storageRoutes } from './modules/storage';
import usersRoutes from './modules/users/users.routes';
import ordersRoutes from './modules/orders/orders.routes';
import dmRoutes from './modules/dm/dm.routes';
import { resolveDmQrKey } from './modules/dm/qr-signature';
import { purchaseOrdersRoutes, suppliersRoutes } from './modules/purchasing/purchasing.routes';
import { analyticsRoutes } from './modules/analytics';
import { countsRoutes } from './modules/counts';
import { dispatchHistoryRoutes } from './modules/despachos/history/history.routes';
import despachosRoutes from './modules/despachos/despachos.routes';
import { carriersRoutes } from './modules/despachos/carriers/carriers.routes';
import { shipmentsRoutes } from './modules/despachos/shipments.routes';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors';
import securityHeadersPlugin from './plugins/security-headers';
import textInputPlugin from './plugins/text-input';
import ledgerPlugin from './plugins/ledger';
import readRoutingPlugin from './plugins/read-routing';
import chainVerificationPlugin from './plugins/chain-verification';
import webPlugin from './plugins/web';
import intelligentPickingRoutes from './modules/picking/intelligent-picking.routes';
import shortestPathRoutes from './modules/picking/shortest-path.routes';
import pickingListsRoutes from './modules/picking/picking-lists.routes';
import wavesRoutes from './modules/waves/waves.routes';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** A read-only pool on the hot standby (DATABASE_READ_URL) for the reads that tolerate lag; absent: `db`. */
  readDb?: Db;
  /** The JWT signing secret (resolved by the caller: env or the file in DATA_DIR). */
  jwtSecret: string;
  /** The traceability chain's HMAC key (AUDIT_KEY or the file in DATA_DIR); resolved from config when absent. */
  auditKey?: string;
  /** Close the database with the app (false when a test owns it). */
  closeDbOnShutdown?: boolean;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Called, not only imported: the domain package is side-effect free for bundlers, so a bare
  // import of its locale would be dropped from the compiled server.
  installSpanishZodMessages();
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'body.password'] },
    bodyLimit: config.bodyLimitBytes,
    // Forwarded headers only from the proxies TRUST_PROXY names; none by default.
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: requestIdGenerator(),
    childLoggerFactory: deferredChildLoggerFactory,
    logController: new LevelAwareLogController(),
    forceCloseConnections: 'idle',
    // Every answer, also those before routing, is { error, code }.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only; a text body gets 400 UNSUPPORTED_MEDIA_TYPE instead of reaching
  // validation as a string.
  app.removeContentTypeParser('text/plain');
  // Clients often declare JSON on every non-GET request, also on a DELETE or an action
  // POST with no body: an empty body is then "no body", not malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Infrastructure.
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(dbPlugin, {
    db: options.db,
    ...(options.readDb ? { readDb: options.readDb } : {}),
    closeOnShutdown: options.closeDbOnShutdown ?? true,
  });
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // MUI (emotion) injects style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('RATE_LIMITED');
      return Object.assign(error, { statusCode: context.statusCode });
    },
  });
  await app.register(docsPlugin);
  await app.register(ledgerPlugin, { auditKey: options.auditKey ?? resolveAuditKey(config) });
  await app.register(readRoutingPlugin);
  await app.register(chainVerificationPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, expiresIn: config.jwtExpiresIn });

  // Feature modules.
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log: app.log });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        mailer,
        publicUrl: config.publicUrl,
        loginRateLimitPerMinute: config.loginRateLimitPerMinute,
      });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(warehousesRoutes, { prefix: '/warehouses' });
      await api.register(zonesRoutes, { prefix: '/zones' });
      await api.register(locationsRoutes, { prefix: '/locations' });
      await api.register(inventoryRoutes, { prefix: '/inventory' });
      await api.register(warehouseInventoryRoutes, { prefix: '/warehouses' });
      await api.register(productsRoutes, { prefix: '/products' });
      await api.register(categoriesRoutes, { prefix: '/categories' });
      await api.register(lotsRoutes, { prefix: '/lots' });
      await api.register(barcodesRoutes, { prefix: '/barcodes' });
      await api.register(egresosRoutes, { prefix: '/egresos' });
      await api.register(egresosTransactionsRoutes, { prefix: '/transactions/egresos' });
      await api.register(movementsRoutes, { prefix: '/transactions/movimientos-internos' });
      await api.register(traceabilityRoutes, { prefix: '/traceability' });
      await api.register(ingresosRoutes, { prefix: '/transactions' });
      await api.register(storageRoutes, { prefix: '/intelligent-storage' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(intelligentPickingRoutes, { prefix: '/intelligent-picking' });
      await api.register(shortestPathRoutes);
      await api.register(pickingListsRoutes, { prefix: '/orders' });
      await api.register(dmRoutes, { prefix: '/dm', qrKey: resolveDmQrKey(config.dataDir) });
      await api.register(suppliersRoutes, { prefix: '/suppliers' });
      await api.register(purchaseOrdersRoutes, { prefix: '/purchase-orders' });
      await api.register(analyticsRoutes, { prefix: '/analytics' });
      await api.register(countsRoutes, { prefix: '/counts' });
      await api.register(dispatchHistoryRoutes, { prefix: '/despachos/dispatches' });
      await api.register(wavesRoutes, { prefix: '/wave-picking' });
      await api.register(despachosRoutes, { prefix: '/despachos' });
      // The same handlers at the top-level paths.
      await api.register(shipmentsRoutes, { prefix: '/shipments' });
      await api.register(carriersRoutes, { prefix: '/carriers' });
      await api.register(alertsRoutes, { prefix: '/alerts', mailEnabled: Boolean(config.smtpUrl) });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
