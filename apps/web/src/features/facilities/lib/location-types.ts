// Location-type labels live in @bodega/domain (LOCATION_TYPE_LABELS), shared with the inventory screen.
export const CM3_PER_M3 = 1_000_000;
