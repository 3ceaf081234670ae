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
  return combinationRecord(defs, values, count) ?? recordByStores(defs, values, count);
}

// For the record under way, where in `values` the AI of each `combinationBit` is (only the bits of
// its key are read). Positions rather than the values themselves: storing a young string into this
// long-lived array would cost a write barrier per value.
const positionByBit = new Uint8Array(32);

/**
 * The record from the literal of its AIs' combination, or undefined when they are not a common one.
 * The literal with the named keys (00–02) serves when the code writes them in ascending order (the
 * order the literal lists them in); otherwise the literal of the other AIs, the named keys stored after.
 */
function combinationRecord(
  defs: readonly CompiledAi[],
  values: readonly string[],
  count: number,
): Record<string, string> | undefined {
  let indexKey = 0;
  let namedKey = 0;
  let namedInOrder = true;
  for (let i = 0; i < count; i++) {
    const def = defs[i]!;
    const bit = def.combinationBit;
    if (bit < 0) return undefined;
    if (def.arrayIndex < 0) {
      // A named key after a higher one: the literal would list the two the other way round.
      if (namedKey >= 1 << bit) namedInOrder = false;
      namedKey |= 1 << bit;
    } else {
      indexKey |= 1 << bit;
    }
    positionByBit[bit] = i;
  }
  if (indexKey === 0) return undefined;
  if (namedKey !== 0 && namedInOrder) {
    const recordWith = RECORD_WITH_AIS.get(indexKey | namedKey);
    if (recordWith !== undefined) return recordWith(values, positionByBit);
  }
  const recordWith = RECORD_WITH_AIS.get(indexKey);
  if (recordWith === undefined) return undefined;
  const record = recordWith(values, positionByBit);
  for (let i = 0; i < count; i++) {
    const def = defs[i]!;
    if (def.arrayIndex < 0) setNamedKey(record, def.ai, values[i]!);
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
