import { locationSettingsSchema } from '@bodega/domain';

/**
 * Whether volumetric capacity is enabled in the location settings the facilities screen keeps in
 * browser storage ('locationConfig', spec 1 §9); with it the product form requires dimensions.
 */
export function isVolumetricModeEnabled(storage: Storage = localStorage): boolean {
  try {
    const parsed = locationSettingsSchema.safeParse(JSON.parse(storage.getItem('locationConfig') ?? '{}'));
    return parsed.success && parsed.data.volumetric_enabled;
  } catch {
    return false;
  }
}
