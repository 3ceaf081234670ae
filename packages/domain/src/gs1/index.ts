export { parseGs1, tryParseGs1, type Gs1TryResult } from './parse-gs1';
export { Gs1ParseError } from './errors';
export type {
  CustomAi,
  Gs1Classification,
  Gs1ClassificationKind,
  Gs1ErrorCode,
  Gs1ErrorInfo,
  Gs1Form,
  Gs1ParseOptions,
  Gs1ParseResult,
  GtinClass,
} from './types';
export { gs1CheckDigit, hasValidCheckDigit, isValidGtin } from './check-digit';
export { gtinClass, CLASSIFICATIONS as GS1_CLASSIFICATIONS } from './classification';
export { APPLICATION_IDENTIFIERS, AI_DICTIONARY_RELEASE } from './application-identifiers';
export type { AiCharset, AiComponent, AiEntry } from './ai-types';
export { getApplicationIdentifier } from './lookup';
