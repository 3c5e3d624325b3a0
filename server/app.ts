import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import accountRoutes from './routes/account';
import announcementRoutes from './routes/announcements';
import { errorBody, handleError } from './routes/errorHandler';
import eventRoutes from './routes/events';
import healthRoutes, { refuseOutsideService } from './routes/health';
import { clientErrorHandler, frameworkErrors, refuseUnstorableText } from './routes/hostileInput';
import { sharedLimitStore } from './routes/limitStore';
import { registerMetrics } from './routes/metrics';
import noticeRoutes from './routes/notices';
import { securitySchemes } from './routes/openApi';
import operatorRoutes from './routes/operator';
import operatorAccountRoutes from './routes/operatorAccounts';
import operatorAnnouncementRoutes from './routes/operatorAnnouncements';
import operatorApprovalRoutes from './routes/operatorApprovals';
import operatorFaucetRoutes from './routes/operatorFaucet';
import operatorMemberGuardRoutes from './routes/operatorMemberGuards';
import operatorMemberRoutes from './routes/operatorMembers';
import operatorMoneyRoutes from './routes/operatorMoney';
import operatorMoneyListRoutes from './routes/operatorMoneyLists';
import operatorPlanRoutes from './routes/operatorPlans';
import operatorReportRoutes from './routes/operatorReports';
import operatorSessionRoutes from './routes/operatorSessions';
import operatorSupportRoutes from './routes/operatorSupport';
import { operatorSupportUploadRoutes } from './routes/operatorSupportUploads';
import profileRoutes, { profileUploadRoutes } from './routes/profile';
import proofOfReservesRoutes, { operatorProofOfReservesRoutes } from './routes/proofOfReserves';
import publicRoutes from './routes/public';
import registrationRoutes from './routes/registration';
import { answerWithRequestIds, requestIdOf } from './routes/requestIds';
import reserveRoutes from './routes/reserve';
import securityRoutes from './routes/security';
import { answerWithSecurityHeaders } from './routes/securityHeaders';
import signInRoutes from './routes/signIn';
import stakingRoutes from './routes/staking';
import supportRoutes, { supportUploadRoutes } from './routes/support';
import teamRoutes from './routes/team';
import { uploadLimits } from './routes/upload';
import walletRoutes from './routes/wallet';
import withdrawRoutes from './routes/withdraw';
import { ApiError } from './services/errors';
import { memoryFailureStore } from './services/failureStore';
import { redisFailureStore } from './services/sharedRedis';

/** The API as a plugin: every route of the slice, registered under the caller's prefix (`/api`). */
export default async function app(fastify: FastifyInstance, options: AppDeps) {
  // Fastify hands the plugin its own options (prefix included); pass on only the dependencies.
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    mailer: options.mailer,
    now: options.now,
    failures: options.failures ?? (options.redis ? redisFailureStore(options.redis) : memoryFailureStore()),
    redis: options.redis,
    liveTimings: options.liveTimings,
    chains: options.chains,
    tracing: options.tracing,
  };
  const lifecycle = options.lifecycle ?? { phase: 'serving' };
  // API answers are never cached, except where a route says otherwise (package artwork).
  // A callback hook rather than an async one: it runs on every answer, and needs no promise.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  fastify.setErrorHandler(handleError);
  fastify.addHook('onRequest', refuseOutsideService(lifecycle));
  fastify.addHook('preValidation', refuseUnstorableText);
  fastify.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    reply.code(404).send(errorBody(`No such endpoint: ${request.method} ${shown}`));
  });

  fastify.get('/docs/json', { schema: { hide: true } }, async () => fastify.swagger());

  await fastify.register(healthRoutes, { ...deps, lifecycle });
  await fastify.register(publicRoutes, deps);
  await fastify.register(registrationRoutes, deps);
  await fastify.register(signInRoutes, deps);
  await fastify.register(accountRoutes, deps);
  await fastify.register(securityRoutes, deps);
  await fastify.register(walletRoutes, deps);
  await fastify.register(withdrawRoutes, deps);
  await fastify.register(stakingRoutes, deps);
  await fastify.register(reserveRoutes, deps);
  await fastify.register(teamRoutes, deps);
  await fastify.register(profileRoutes, deps);
  await fastify.register(supportRoutes, deps);
  await fastify.register(announcementRoutes, deps);
  await fastify.register(noticeRoutes, deps);
  await fastify.register(eventRoutes, deps);
  await fastify.register(proofOfReservesRoutes, deps);
  // Multipart bodies are parsed in this scope only: every route outside it keeps refusing them with 415.
  await fastify.register(async (uploads) => {
    await uploads.register(multipart, { limits: uploadLimits, throwFileSizeLimit: false });
    await uploads.register(profileUploadRoutes, deps);
    await uploads.register(supportUploadRoutes, deps);
    await uploads.register(operatorSupportUploadRoutes, { ...deps, prefix: '/operator' });
  });
  await fastify.register(operatorRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorSupportRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorAnnouncementRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorAccountRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorSessionRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorMoneyRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorMoneyListRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorFaucetRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorProofOfReservesRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorApprovalRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorMemberGuardRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorReportRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorPlanRoutes, { ...deps, prefix: '/operator' });
  await fastify.register(operatorMemberRoutes, { ...deps, prefix: '/operator' });
}

export async function buildApp(
  deps: AppDeps,
  opts: { logger?: boolean | object; trustProxy?: boolean | string } = {},
): Promise<FastifyInstance> {
  const trustProxy = opts.trustProxy ?? deps.config.trustProxy ?? false;
  const fastify = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy,
    genReqId: requestIdOf(trustProxy),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // A request on a kept-alive connection while the server drains gets 503 in the error shape (app() below).
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.setErrorHandler(handleError);
  // First, so every later hook (the request limits' Redis calls among them) runs inside the request's span.
  if (deps.tracing) (await import('./routes/traces')).traceRequests(fastify, deps, deps.tracing);
  answerWithSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // blob: for pictures fetched with the session token and shown through an object URL.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  answerWithRequestIds(fastify);
  registerMetrics(fastify, deps);
  await fastify.register(rateLimit, {
    global: false,
    hook: 'preValidation',
    // Shared by every instance when Redis is there; a Redis that cannot be asked refuses (skipOnError false).
    ...(deps.redis ? { store: sharedLimitStore(deps.redis) } : {}),
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        `Too many requests, please try again in ${context.after}`,
        undefined,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${deps.config.productName} API`,
        version: '0.1.0',
        description:
          "The members' API and the operator API. An operation that lists no security needs no credentials.",
      },
      servers: [{ url: deps.config.publicUrl }],
      // Operations without their own `security` are public; the others declare the credential they take.
      security: [],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });

  await fastify.register(app, { ...deps, prefix: '/api' });
  return fastify;
}
