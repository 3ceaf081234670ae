/** The inventory screens' wording in the location pickers. */
export const INVENTORY_LOCATION_TEXTS = { loadingText: 'Cargando...', emptyText: 'No se encontraron ubicaciones' } as const;
