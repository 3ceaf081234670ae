import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What this module needs of the app logger besides FastifyBaseLogger (pino has it). */
interface LevelAwareLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAwareLogger {
  return typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';
}

/**
 * A request's logger whose pino child (the one carrying the request id) is made on the first line
 * actually written. Fastify makes a child for every request, and at the levels used in production
 * most requests write nothing, so the child would be built (its bindings serialised) for nothing.
 * Lines below the level are dropped exactly as the child would drop them.
 */
export class DeferredRequestLogger implements FastifyBaseLogger {
  #child: LevelAwareLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  #logger(): LevelAwareLogger {
    return (this.#child ??= this.parent.child(this.bindings) as LevelAwareLogger);
  }

  #write(level: Level, args: unknown[]): void {
    if (!(this.#child ?? this.parent).isLevelEnabled(level)) return;
    (this.#logger()[level] as (...line: unknown[]) => void)(...args);
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

function hasAnyKey(object: object): boolean {
  for (const _key in object) return true;
  return false;
}

/**
 * Fastify's `childLoggerFactory`: a deferred child for ordinary requests; the ordinary pino child
 * when the route sets its own level or serializers, or the logger cannot tell its level.
 */
export function deferredChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (!isLevelAware(logger) || hasAnyKey(options)) return logger.child(bindings, options);
  return new DeferredRequestLogger(logger, bindings);
}

/** Whether `logger` would write a line at `level` (true when it cannot tell). */
function writes(logger: FastifyBaseLogger, level: string): boolean {
  return !isLevelAware(logger) || logger.isLevelEnabled(level);
}

/**
 * Fastify's lines of every request ('incoming request', 'request completed') are at info. Where the
 * request's logger drops info, they are not built at all (an object, the elapsed time, a call per
 * line); error lines are not touched.
 */
export class LevelAwareLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (writes(request.log, 'info')) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || writes(reply.log, 'info')) super.requestCompleted(error, request, reply, metadata);
  }
}
