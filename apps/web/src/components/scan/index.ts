export { ScanField, type ScanFieldHandle, type ScanFieldProps, type ScanSource } from './scan-field';
export { CameraScannerDialog } from './camera-scanner-dialog';
export { CAMERA_ERROR_MESSAGES, MANUAL_ENTRY_NOTICE, classifyCameraError, type CameraErrorKind } from './scan-errors';
export { GS, readScanSeparator, writeScanSeparator, separatorLabel } from './scan-separator';
export {
  useScanStatus,
  SCAN_STATUS_MS,
  SCAN_STATUS_ON_INPUT_MS,
  type ScanStatus,
  type ScanStatusSeverity,
} from './use-scan-status';
export { ScannerTabsDialog } from './scanner-tabs-dialog';
