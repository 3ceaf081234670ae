import { CameraError, cameraSupported, classifyCameraError } from './scan-errors';

export interface CameraScanControls {
  stop: () => void;
}

export interface CameraScanOptions {
  video: HTMLVideoElement;
  /** Each decoded code as text (GS1 separators kept as ASCII 29 thanks to ASSUME_GS1). */
  onCode: (code: string) => void;
}

/**
 * Opens the rear camera and decodes continuously with @zxing/browser, loaded on first use so it
 * stays out of every screen's first bundle. Throws a CameraError naming one of the five failures
 *
 */
export async function startCameraScan({ video, onCode }: CameraScanOptions): Promise<CameraScanControls> {
  if (!cameraSupported()) throw new CameraError('unsupported');
  const [{ BrowserMultiFormatReader, BrowserCodeReader }, { DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);

  let devices: MediaDeviceInfo[];
  try {
    devices = await BrowserCodeReader.listVideoInputDevices();
  } catch (error) {
    throw new CameraError(classifyCameraError(error));
  }
  if (devices.length === 0) throw new CameraError('no-cameras-available');

  // Without ASSUME_GS1 the Code 128 reader drops FNC1, so `(10)LOT(17)…` runs together and the
  // lot swallows the expiry (pitfalls).
  const hints = new Map<number, unknown>([
    [DecodeHintType.ASSUME_GS1, true],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints as Map<never, unknown>);
  try {
    const controls = await reader.decodeFromConstraints(
      { video: { facingMode: { ideal: 'environment' } }, audio: false },
      video,
      (result) => {
        if (result) onCode(result.getText());
      },
    );
    return { stop: () => controls.stop() };
  } catch (error) {
    throw new CameraError(classifyCameraError(error));
  }
}
