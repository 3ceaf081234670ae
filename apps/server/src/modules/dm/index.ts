// The medical-device module's public face: what other modules use.
export { assertNoRecalledUnits } from './recall-guard';
