import type { HelpPage } from './types';

/** Each help page is its own small chunk, fetched when it is opened. */
const LOADERS: Record<string, () => Promise<{ default: HelpPage }>> = {
  recepcion: () => import('./recepcion'),
  almacenamiento: () => import('./almacenamiento'),
  salidas: () => import('./salidas'),
  picking: () => import('./picking'),
  olas: () => import('./olas'),
  despacho: () => import('./despacho'),
  movimientos: () => import('./movimientos'),
  trazabilidad: () => import('./trazabilidad'),
  'dispositivos-medicos': () => import('./dispositivos-medicos'),
};

export function hasHelpPage(slug: string): boolean {
  return Object.hasOwn(LOADERS, slug);
}

export async function loadHelpPage(slug: string): Promise<HelpPage | null> {
  const load = LOADERS[slug];
  return load ? (await load()).default : null;
}
