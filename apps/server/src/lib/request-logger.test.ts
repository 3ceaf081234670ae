import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DeferredRequestLogger, deferredChildLoggerFactory, LevelAwareLogController } from './request-logger';

function appLoggingTo(lines: Array<Record<string, unknown>>, level = 'warn') {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: deferredChildLoggerFactory, genReqId: () => 'req-7' });
  app.get('/log', async (request) => {
    request.log.info({ step: 'below the level' }, 'no se escribe');
    request.log.warn({ step: 'at the level' }, 'se escribe');
    return { ok: true };
  });
  return app;
}

describe('deferredChildLoggerFactory', () => {
  it('writes the lines at or above the level with the request id, and drops the others', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/log' });
    await app.close();
    const written = lines.filter((line) => line.step);
    expect(written).toEqual([expect.objectContaining({ step: 'at the level', msg: 'se escribe', reqId: 'req-7', level: 40 })]);
  });

  it('makes no pino child for a request that writes nothing', () => {
    const parent = Fastify({ logger: { level: 'warn', stream: { write: () => undefined } } }).log;
    const child = vi.spyOn(parent, 'child');
    const logger = deferredChildLoggerFactory(parent, { reqId: 'r1' }, {});
    logger.info('debajo del nivel');
    logger.debug('debajo del nivel');
    expect(child).not.toHaveBeenCalled();
    logger.error('sobre el nivel');
    logger.fatal('sobre el nivel');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r1' });
  });

  it('follows a level set on the request logger', () => {
    const lines: Array<Record<string, unknown>> = [];
    const parent = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    }).log;
    const logger = deferredChildLoggerFactory(parent, { reqId: 'r2' }, {});
    expect(logger.level).toBe('warn');
    logger.level = 'trace';
    logger.trace('ahora sí');
    logger.debug('también');
    expect(logger.level).toBe('trace');
    expect(parent.level).toBe('warn');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['ahora sí', 'r2'],
      ['también', 'r2'],
    ]);
    expect(logger.child({ step: 1 })).toBeDefined();
    logger.silent('nada');
  });

  it('uses the ordinary child when the route has its own level, or the logger cannot tell its level', () => {
    const parent = Fastify({ logger: { level: 'warn' } }).log;
    expect(deferredChildLoggerFactory(parent, { reqId: 'r3' }, { level: 'debug' })).not.toBeInstanceOf(DeferredRequestLogger);
    const plain = { child: vi.fn(() => plain) } as unknown as FastifyBaseLogger;
    expect(deferredChildLoggerFactory(plain, { reqId: 'r4' }, {})).toBe(plain);
    expect(deferredChildLoggerFactory(parent, { reqId: 'r5' }, {})).toBeInstanceOf(DeferredRequestLogger);
  });
});

describe('LevelAwareLogController', () => {
  function app(lines: Array<Record<string, unknown>>, level: string) {
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const fastify = Fastify({
      logger: { level, stream },
      childLoggerFactory: deferredChildLoggerFactory,
      logController: new LevelAwareLogController(),
    });
    fastify.get('/ok', async () => ({ ok: true }));
    fastify.get('/falla', async () => {
      throw new Error('roto');
    });
    return fastify;
  }

  it('writes the request lines at info as Fastify does', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const fastify = app(lines, 'info');
    await fastify.inject({ method: 'GET', url: '/ok' });
    await fastify.close();
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('skips them above info, and still logs a failed request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const fastify = app(lines, 'warn');
    await fastify.inject({ method: 'GET', url: '/ok' });
    expect(lines).toEqual([]);
    await fastify.inject({ method: 'GET', url: '/falla' });
    await fastify.close();
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'roto' })]);
  });
});
