// The facilities module's public face: what other modules use.
export { findLocationByBarcode } from './locations.repository';
