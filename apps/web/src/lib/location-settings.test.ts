import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCATION_SETTINGS,
  LOCATION_SETTINGS_KEY,
  isVolumetricModeEnabled,
  readLocationSettings,
  writeLocationSettings,
} from './location-settings';

describe('location settings in browser storage', () => {
  it('defaults to green 60, yellow 85, volumetric off', () => {
    localStorage.clear();
    expect(readLocationSettings()).toEqual({ green_max: 60, yellow_max: 85, volumetric_enabled: false });
  });

  it('round-trips valid settings', () => {
    writeLocationSettings({ green_max: 40, yellow_max: 70, volumetric_enabled: true });
    expect(readLocationSettings()).toEqual({ green_max: 40, yellow_max: 70, volumetric_enabled: true });
  });

  it('falls back to the defaults for broken or invalid entries', () => {
    localStorage.setItem(LOCATION_SETTINGS_KEY, '{not json');
    expect(readLocationSettings()).toEqual(DEFAULT_LOCATION_SETTINGS);
    localStorage.setItem(LOCATION_SETTINGS_KEY, JSON.stringify({ green_max: 150 }));
    expect(readLocationSettings()).toEqual(DEFAULT_LOCATION_SETTINGS);
  });

  it('refuses to store settings outside 0–100', () => {
    expect(() => writeLocationSettings({ green_max: -1, yellow_max: 85, volumetric_enabled: false })).toThrow();
  });

  it('tells the product forms whether volumetric mode is on', () => {
    localStorage.clear();
    expect(isVolumetricModeEnabled()).toBe(false);
    writeLocationSettings({ green_max: 60, yellow_max: 85, volumetric_enabled: true });
    expect(isVolumetricModeEnabled()).toBe(true);
    localStorage.setItem(LOCATION_SETTINGS_KEY, '{not json');
    expect(isVolumetricModeEnabled()).toBe(false);
  });
});
