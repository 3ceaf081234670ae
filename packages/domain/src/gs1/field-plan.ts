import { type CompiledAi, Role } from './ai-table';
import { classifyByKeys } from './classification';
import type { Gs1Classification } from './types';

const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

/**
 * Where each named field of a result comes from in a sequence of AIs: the position of its value, or
 * -1 when the sequence has none. It depends only on the AIs, so a parse works it out once per
 * sequence (AiSequence) and then reads the values without looking at the AIs again.
 */
export class FieldPlan {
  /** AI 01, else AI 02 (the GTIN of the contents). */
  gtin = -1;
  lot = -1;
  serial = -1;
  /** The expiry date, else best-before, pack or production date. */
  expiry = -1;
  bestBefore = -1;
  production = -1;
  pack = -1;
  sscc = -1;
  /** AI 414, else the first other GLN. */
  gln = -1;
  gsin = -1;
  gdti = -1;
  /** AI 37, else AI 30. */
  count = -1;
  /** Weights: the last AI of each kind, and the divisor of its implied decimal point. */
  netKg = -1;
  netKgDivisor = 1;
  netLb = -1;
  netLbDivisor = 1;
  grossKg = -1;
  grossKgDivisor = 1;
  grossLb = -1;
  grossLbDivisor = 1;
  /** The custom fields 90–99 in AI order: their definitions and positions. */
  readonly customDefs: CompiledAi[] = [];
  readonly custom: number[] = [];
  /** The classification when the AIs decide it; null when the GTIN's class does. */
  classification: Gs1Classification | null = null;
}

/** The field plan of `defs[0, n)` (distinct AIs, as a parse accepts them). */
export function planFields(defs: readonly CompiledAi[], n: number): FieldPlan {
  const plan = new FieldPlan();
  let contentGtin = -1;
  let otherGln = -1;
  let variableCount = -1;
  let production = -1;
  let pack = -1;
  let bestBefore = -1;
  let expiry = -1;
  for (let i = 0; i < n; i++) {
    const def = defs[i]!;
    switch (def.role) {
      case Role.Gtin:
        plan.gtin = i;
        break;
      case Role.ContentGtin:
        contentGtin = i;
        break;
      case Role.Lot:
        plan.lot = i;
        break;
      case Role.Serial:
        plan.serial = i;
        break;
      case Role.ExpiryDate:
        expiry = i;
        break;
      case Role.BestBeforeDate:
        bestBefore = i;
        break;
      case Role.PackDate:
        pack = i;
        break;
      case Role.ProductionDate:
        production = i;
        break;
      case Role.Sscc:
        plan.sscc = i;
        break;
      case Role.Gln:
        if (def.ai === '414') plan.gln = i;
        else if (otherGln < 0) otherGln = i;
        break;
      case Role.Gsin:
        plan.gsin = i;
        break;
      case Role.Gdti:
        plan.gdti = i;
        break;
      case Role.Count:
        if (def.ai === '37') plan.count = i;
        else variableCount = i;
        break;
      case Role.NetKg:
        plan.netKg = i;
        plan.netKgDivisor = POW10[def.decimals]!;
        break;
      case Role.NetLb:
        plan.netLb = i;
        plan.netLbDivisor = POW10[def.decimals]!;
        break;
      case Role.GrossKg:
        plan.grossKg = i;
        plan.grossKgDivisor = POW10[def.decimals]!;
        break;
      case Role.GrossLb:
        plan.grossLb = i;
        plan.grossLbDivisor = POW10[def.decimals]!;
        break;
      case Role.Custom:
        addCustom(plan, def, i);
        break;
      case Role.None:
        break;
    }
  }
  if (plan.gtin < 0) plan.gtin = contentGtin;
  if (plan.gln < 0) plan.gln = otherGln;
  if (plan.count < 0) plan.count = variableCount;
  plan.expiry = firstPresent(expiry, bestBefore, pack, production);
  plan.bestBefore = bestBefore;
  plan.production = production;
  plan.pack = pack;
  plan.classification = classifyByKeys(
    plan.sscc >= 0,
    plan.gsin >= 0,
    plan.gdti >= 0,
    plan.gln >= 0,
    plan.gtin >= 0,
    plan.netKg >= 0 || plan.grossKg >= 0 || plan.netLb >= 0 || plan.grossLb >= 0,
    plan.custom.length > 0,
  );
  return plan;
}

function firstPresent(...positions: number[]): number {
  return positions.find((position) => position >= 0) ?? -1;
}

/** Adds a custom field, keeping them in AI order. */
function addCustom(plan: FieldPlan, def: CompiledAi, position: number): void {
  let at = plan.customDefs.length;
  while (at > 0 && plan.customDefs[at - 1]!.ai > def.ai) at--;
  plan.customDefs.splice(at, 0, def);
  plan.custom.splice(at, 0, position);
}
