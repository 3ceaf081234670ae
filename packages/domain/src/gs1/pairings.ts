import { type AiPattern, type CompiledAi, matchesPattern } from './ai-table';
import { excludesWarning, requiresWarning } from './messages';

/**
 * The dictionary's "requires" and "excludes" pairings of `defs[0, n)`, as warnings: a real label may
 * break them.
 */
export function pairingWarnings(defs: readonly CompiledAi[], n: number): string[] {
  const warnings: string[] = [];
  for (let i = 0; i < n; i++) {
    const def = defs[i]!;
    if (!requirementsMet(def, defs, n)) warnings.push(requiresWarning(def.ai, def.requires));
    addExclusionWarnings(warnings, def, defs, n);
  }
  return warnings;
}

/** Whether some alternative of the AI's "requires" is present in full (true when it requires nothing). */
function requirementsMet(def: CompiledAi, defs: readonly CompiledAi[], n: number): boolean {
  const requires = def.requires;
  if (requires.length === 0) return true;
  for (let a = 0; a < requires.length; a++) {
    const alternative = requires[a]!;
    let complete = true;
    for (let p = 0; p < alternative.length && complete; p++) complete = present(defs, n, alternative[p]!);
    if (complete) return true;
  }
  return false;
}

function present(defs: readonly CompiledAi[], n: number, pattern: AiPattern): boolean {
  for (let i = 0; i < n; i++) if (matchesPattern(defs[i]!, pattern)) return true;
  return false;
}

function addExclusionWarnings(warnings: string[], def: CompiledAi, defs: readonly CompiledAi[], n: number): void {
  const excludes = def.excludes;
  for (let e = 0; e < excludes.length; e++) {
    const pattern = excludes[e]!;
    for (let j = 0; j < n; j++) {
      const other = defs[j]!;
      if (other === def || !matchesPattern(other, pattern)) continue;
      // Report each clashing pair once, however many of the two AIs' rules it breaks.
      const message = excludesWarning(def.ai < other.ai ? def.ai : other.ai, def.ai < other.ai ? other.ai : def.ai);
      if (!warnings.includes(message)) warnings.push(message);
    }
  }
}
