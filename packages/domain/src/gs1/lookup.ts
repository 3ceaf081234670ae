import type { AiEntry } from './ai-types';
import { lookupAi } from './ai-table';

/** The dictionary entry of an AI (`"17"`, `"3103"`), or undefined when GS1 defines no such AI. */
export function getApplicationIdentifier(ai: string): AiEntry | undefined {
  return lookupAi(ai)?.entry;
}
