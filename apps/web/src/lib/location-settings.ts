import { locationSettingsSchema, type LocationSettings } from '@bodega/domain';

/** The location-configuration entry, kept in browser storage by the facilities screen. */
export const LOCATION_SETTINGS_KEY = 'locationConfig';

export const DEFAULT_LOCATION_SETTINGS: LocationSettings = locationSettingsSchema.parse({});

/** The stored settings, or the defaults when missing or no longer valid. */
export function readLocationSettings(storage: Storage = localStorage): LocationSettings {
  try {
    const raw = storage.getItem(LOCATION_SETTINGS_KEY);
    if (!raw) return DEFAULT_LOCATION_SETTINGS;
    const parsed = locationSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_LOCATION_SETTINGS;
  } catch {
    return DEFAULT_LOCATION_SETTINGS;
  }
}

export function writeLocationSettings(settings: LocationSettings, storage: Storage = localStorage): void {
  storage.setItem(LOCATION_SETTINGS_KEY, JSON.stringify(locationSettingsSchema.parse(settings)));
}

/** Volumetric capacity enabled in the settings: the product forms then require dimensions. */
export function isVolumetricModeEnabled(storage: Storage = localStorage): boolean {
  return readLocationSettings(storage).volumetric_enabled;
}
