// The receipts module's public face: what other modules use.
export { assertZoneCapacity } from './zone-capacity';
