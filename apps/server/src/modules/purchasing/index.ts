// The purchasing module's public face: what other modules use.
export { linkReceipt, receiptStocked } from './link-receipt';
