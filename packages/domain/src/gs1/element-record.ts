import type { CompiledAi } from './ai-table';
import { RECORD_WITH_AIS } from './application-identifiers';

/**
 * A record of AI → value (a result's `elements`, or its custom fields) for `defs[0, count)`. AIs other
 * than 00–03 are array indices to V8, and storing one into an object costs more than writing it in
 * the object's literal; so the record starts as the literal of the AIs when they are a common
 * combination, otherwise as the literal of the highest of them (`recordWith`, whose element store
 * the others fit in). AIs 00–03 are named keys, which list in the order written.
 */
export function elementRecord(defs: readonly CompiledAi[], values: readonly string[], count: number): Record<string, string> {
  return recordFromPlan(planRecord(defs, count, positionByBit), defs, values, count);
}

// For a record built without a plan kept by its caller, where in `values` the AI of each
// `combinationBit` is. Positions rather than the values themselves: storing a young string into this
// long-lived array would cost a write barrier per value.
const positionByBit = new Uint8Array(32);

/** How the record of a sequence of AIs is built from the literal of their common combination. */
export interface RecordPlan {
  /** The literal; the value of the AI of bit b is `values[at[b]]`. */
  readonly build: (values: readonly string[], at: Uint8Array) => Record<string, string>;
  readonly at: Uint8Array;
  /** The literal lacks the named keys (00–02), stored after it in the order written. */
  readonly namedAfter: boolean;
}

/**
 * The plan of the record of `defs[0, count)`, writing the positions into `at`; null when the AIs are
 * not a common combination. The literal with the named keys (00–02) serves when the code writes
 * them in ascending order (the order the literal lists them in); otherwise the literal of the other
 * AIs, the named keys stored after.
 */
export function planRecord(defs: readonly CompiledAi[], count: number, at: Uint8Array): RecordPlan | null {
  let indexKey = 0;
  let namedKey = 0;
  let namedInOrder = true;
  for (let i = 0; i < count; i++) {
    const def = defs[i]!;
    const bit = def.combinationBit;
    if (bit < 0) return null;
    if (def.arrayIndex < 0) {
      // A named key after a higher one: the literal would list the two the other way round.
      if (namedKey >= 1 << bit) namedInOrder = false;
      namedKey |= 1 << bit;
    } else {
      indexKey |= 1 << bit;
    }
    at[bit] = i;
  }
  if (indexKey === 0) return null;
  if (namedKey !== 0 && namedInOrder) {
    const build = RECORD_WITH_AIS.get(indexKey | namedKey);
    if (build !== undefined) return { build, at, namedAfter: false };
  }
  const build = RECORD_WITH_AIS.get(indexKey);
  return build === undefined ? null : { build, at, namedAfter: namedKey !== 0 };
}

/** The record of `defs[0, count)` by its plan, or by stores when there is none. */
export function recordFromPlan(
  plan: RecordPlan | null,
  defs: readonly CompiledAi[],
  values: readonly string[],
  count: number,
): Record<string, string> {
  if (plan === null) return recordByStores(defs, values, count);
  const record = plan.build(values, plan.at);
  if (plan.namedAfter) {
    for (let i = 0; i < count; i++) {
      const def = defs[i]!;
      if (def.arrayIndex < 0) setNamedKey(record, def.ai, values[i]!);
    }
  }
  return record;
}

/** The record from the literal of its highest array-index AI, the other AIs stored one by one. */
function recordByStores(defs: readonly CompiledAi[], values: readonly string[], count: number): Record<string, string> {
  const highest = highestArrayIndex(defs, count);
  const recordWith = highest < 0 ? undefined : defs[highest]!.recordWith;
  const record = recordWith === undefined ? {} : recordWith(values[highest]!);
  for (let i = 0; i < count; i++) {
    if (i === highest) continue;
    // A number key stores straight into the element store; the string "17" would first be parsed.
    const def = defs[i]!;
    if (def.arrayIndex >= 0) (record as unknown as string[])[def.arrayIndex] = values[i]!;
    else setNamedKey(record, def.ai, values[i]!);
  }
  return record;
}

/**
 * AIs 00–03, the only ones that are not array indices, each stored from its own line: a store with a
 * constant name sees few object shapes and stays fast, where `record[ai]` for any name would go
 * through V8's shared megamorphic cache.
 */
function setNamedKey(record: Record<string, string>, ai: string, value: string): void {
  switch (ai) {
    case '00':
      record['00'] = value;
      break;
    case '01':
      record['01'] = value;
      break;
    case '02':
      record['02'] = value;
      break;
    default:
      record[ai] = value;
  }
}

/** The position in `defs` of the AI with the highest array index, or -1 when none is one. */
function highestArrayIndex(defs: readonly CompiledAi[], count: number): number {
  let highest = -1;
  let highestIndex = -1;
  for (let i = 0; i < count; i++) {
    const index = defs[i]!.arrayIndex;
    if (index > highestIndex) {
      highest = i;
      highestIndex = index;
    }
  }
  return highest;
}
