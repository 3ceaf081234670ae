import type { CompiledAi } from './ai-table';

/**
 * A record of AI → value (a result's `elements`, or its custom fields) for `defs[0, count)`. AIs other
 * than 00–03 are array indices to V8, and the first one written sizes the object's element store;
 * so the record starts as the literal of the highest of them (`recordWith`) and the others fit in the
 * store it already has. AIs 00–03 are named keys, which list in the order written.
 */
export function elementRecord(defs: readonly CompiledAi[], values: readonly string[], count: number): Record<string, string> {
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
