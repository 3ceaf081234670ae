import type { Gs1Classification, GtinClass } from './types';

const freeze = (c: Gs1Classification): Gs1Classification => Object.freeze(c);

/** Information messages of the issue scan panel ("Scan classification messages"). */
export const CLASSIFICATIONS = {
  sscc: freeze({ kind: 'sscc', message: 'Código SSCC de contenedor/pallet detectado' }),
  gsin: freeze({ kind: 'gsin', message: 'Código GSIN de envío detectado' }),
  gdti: freeze({ kind: 'gdti', message: 'Código GDTI de documento detectado' }),
  gln: freeze({ kind: 'gln', message: 'Código GLN de ubicación detectado' }),
  weight: freeze({ kind: 'weight', message: 'Producto GS1 con peso detectado' }),
  custom: freeze({ kind: 'custom', message: 'Código personalizado detectado (campos 90 a 99)' }),
  productContainer: freeze({ kind: 'product', message: 'Producto GS1 detectado: GTIN de contenedor o pallet' }),
  productVariable: freeze({ kind: 'product', message: 'Producto GS1 de medida variable detectado' }),
  productCommercial: freeze({ kind: 'product', message: 'Producto GS1 comercial detectado' }),
  product: freeze({ kind: 'product', message: 'Producto GS1 detectado' }),
} as const;

/** A GTIN starting 00 is a container or pallet, 02 a variable product, 1 or 2 commercial. */
export function gtinClass(gtin: string): GtinClass {
  const a = gtin.charCodeAt(0);
  if (a === 48) {
    const b = gtin.charCodeAt(1);
    if (b === 48) return 'container';
    if (b === 50) return 'variable';
    return 'other';
  }
  return a === 49 || a === 50 ? 'commercial' : 'other';
}

/**
 * Logistic keys (SSCC, GSIN, GDTI) describe the scanned thing whatever else the code carries; a GLN
 * or custom fields only describe it when there is no GTIN. Null when none of that decides and the
 * code is a product, classified by its GTIN's class (productClassification). Depends only on which
 * AIs a code holds, so a parse works it out once per sequence of AIs.
 */
export function classifyByKeys(
  hasSscc: boolean,
  hasGsin: boolean,
  hasGdti: boolean,
  hasGln: boolean,
  hasGtin: boolean,
  hasWeight: boolean,
  hasCustom: boolean,
): Gs1Classification | null {
  if (hasSscc) return CLASSIFICATIONS.sscc;
  if (hasGsin) return CLASSIFICATIONS.gsin;
  if (hasGdti) return CLASSIFICATIONS.gdti;
  if (!hasGtin) {
    if (hasGln) return CLASSIFICATIONS.gln;
    if (hasCustom) return CLASSIFICATIONS.custom;
  }
  return hasWeight ? CLASSIFICATIONS.weight : null;
}

/** A product by the class of its GTIN (undefined without one). */
export function productClassification(klass: GtinClass | undefined): Gs1Classification {
  switch (klass) {
    case 'container':
      return CLASSIFICATIONS.productContainer;
    case 'variable':
      return CLASSIFICATIONS.productVariable;
    case 'commercial':
      return CLASSIFICATIONS.productCommercial;
    default:
      return CLASSIFICATIONS.product;
  }
}

/** The classification of a code from its keys (present when defined) and its GTIN's class. */
export function classify(
  sscc: string | undefined,
  gsin: string | undefined,
  gdti: string | undefined,
  gln: string | undefined,
  gtin: string | undefined,
  klass: GtinClass | undefined,
  hasWeight: boolean,
  hasCustom: boolean,
): Gs1Classification {
  const byKeys = classifyByKeys(
    sscc !== undefined,
    gsin !== undefined,
    gdti !== undefined,
    gln !== undefined,
    gtin !== undefined,
    hasWeight,
    hasCustom,
  );
  return byKeys ?? productClassification(klass);
}
