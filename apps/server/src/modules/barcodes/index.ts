// The barcodes module's public face: what other modules use.
export { refuseGs1Error } from './gs1-error';
