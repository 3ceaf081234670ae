import type { CompiledAi } from './ai-table';
import { planRecord, recordFromPlan, type RecordPlan } from './element-record';
import { type FieldPlan, planFields } from './field-plan';
import { pairingWarnings } from './pairings';

/**
 * A sequence of AIs as a code writes them, and what depends on nothing else: the pairing warnings,
 * how its `elements` record is built and where each named field of the result comes from. Worked out the first time the sequence is seen and kept
 * in a trie by AI, since labels repeat a few sequences.
 */
export class AiSequence {
  readonly defs: CompiledAi[] = [];
  readonly children: AiSequence[] = [];
  private pairings: readonly string[] | undefined = undefined;
  private plan: RecordPlan | null | undefined = undefined;
  private fieldPlan: FieldPlan | undefined = undefined;

  fields(defs: readonly CompiledAi[], n: number): FieldPlan {
    return (this.fieldPlan ??= planFields(defs, n));
  }

  /** The pairing warnings of the sequence `defs[0, n)`, in a fresh array (callers own what they get). */
  warnings(defs: readonly CompiledAi[], n: number): string[] {
    const warnings = (this.pairings ??= pairingWarnings(defs, n));
    return warnings.length === 0 ? [] : warnings.slice();
  }

  /** The `elements` record of the sequence `defs[0, n)` with these values. */
  elements(defs: readonly CompiledAi[], values: readonly string[], n: number): Record<string, string> {
    if (this.plan === undefined) this.plan = planRecord(defs, n, new Uint8Array(32));
    return recordFromPlan(this.plan, defs, values, n);
  }
}

// Bounded, so that arbitrary input cannot grow it without end.
const MAX_SEQUENCES = 4096;
const root = new AiSequence();
let sequenceCount = 0;

/** The sequence of `defs[0, n)`, or undefined once the trie is full and it is not in it. */
export function aiSequence(defs: readonly CompiledAi[], n: number): AiSequence | undefined {
  let sequence: AiSequence | undefined = root;
  for (let i = 0; i < n && sequence !== undefined; i++) sequence = next(sequence, defs[i]!);
  return sequence;
}

/** The sequence after `def`, added when new (undefined once the trie is full). */
function next(sequence: AiSequence, def: CompiledAi): AiSequence | undefined {
  const defs = sequence.defs;
  for (let i = 0; i < defs.length; i++) if (defs[i] === def) return sequence.children[i];
  if (sequenceCount >= MAX_SEQUENCES) return undefined;
  sequenceCount++;
  const added = new AiSequence();
  defs.push(def);
  sequence.children.push(added);
  return added;
}
