export {
  classifyBarcode,
  looksLikeGs1,
  type BarcodeClassification,
  type BarcodeType,
  type ClassifyBarcodeOptions,
} from './classify-barcode';
export { ean13CheckDigit, generateEan13, isPrintableEan13 } from './generate-ean13';
export { autoSkuFor } from './auto-sku';
export { isSameScanLine, mergeScan, type ScanLine } from './scan-merge';
export * from './print-options';
