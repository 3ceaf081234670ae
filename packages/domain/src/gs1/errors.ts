import type { Gs1ErrorCode, Gs1ErrorInfo } from './types';

/** A GS1 element string that cannot be read; `message` is Spanish and names the AI at fault. */
export class Gs1ParseError extends Error {
  readonly code: Gs1ErrorCode;
  readonly ai?: string;

  constructor(code: Gs1ErrorCode, message: string, ai?: string) {
    super(message);
    this.name = 'Gs1ParseError';
    this.code = code;
    if (ai !== undefined) this.ai = ai;
  }

  toJSON(): Gs1ErrorInfo {
    return failureInfo(this);
  }
}

/**
 * The parser's internal failure value: building an Error (and its stack) for every rejected scan
 * would cost more than the parse itself, so `parseGs1` only turns it into a Gs1ParseError at the end.
 */
export class Gs1Failure {
  constructor(
    readonly code: Gs1ErrorCode,
    readonly message: string,
    readonly ai?: string,
  ) {}
}

export function failureInfo(failure: { code: Gs1ErrorCode; message: string; ai?: string }): Gs1ErrorInfo {
  return failure.ai === undefined
    ? { code: failure.code, message: failure.message }
    : { code: failure.code, message: failure.message, ai: failure.ai };
}
