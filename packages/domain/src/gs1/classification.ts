import type { Gs1Classification, GtinClass } from './types';

const freeze = (c: Gs1Classification): Gs1Classification => Object.freeze(c);

/** Information messages of the issue scan panel (spec 1 §5 "Scan classification messages"). */
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

/** Spec 1 §5: a GTIN starting 00 is a container or pallet, 02 a variable product, 1 or 2 commercial. */
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

export interface ClassificationInput {
  sscc?: string;
  gsin?: string;
  gdti?: string;
  gln?: string;
  gtin?: string;
  gtinClass?: GtinClass;
  hasWeight: boolean;
  hasCustom: boolean;
}

/**
 * Logistic keys (SSCC, GSIN, GDTI) describe the scanned thing whatever else the code carries; a GLN
 * or custom fields only describe it when there is no GTIN.
 */
export function classify(input: ClassificationInput): Gs1Classification {
  if (input.sscc !== undefined) return CLASSIFICATIONS.sscc;
  if (input.gsin !== undefined) return CLASSIFICATIONS.gsin;
  if (input.gdti !== undefined) return CLASSIFICATIONS.gdti;
  if (input.gtin === undefined) {
    if (input.gln !== undefined) return CLASSIFICATIONS.gln;
    if (input.hasCustom) return CLASSIFICATIONS.custom;
  }
  if (input.hasWeight) return CLASSIFICATIONS.weight;
  switch (input.gtinClass) {
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
