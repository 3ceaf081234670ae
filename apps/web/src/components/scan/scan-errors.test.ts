import { describe, expect, it } from 'vitest';
import { CAMERA_ERROR_MESSAGES, CameraError, cameraSupported, classifyCameraError } from './scan-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('camera errors', () => {
  it('maps the browser failures to the five kinds', () => {
    expect(classifyCameraError(domError('NotAllowedError'))).toBe('permission-denied');
    expect(classifyCameraError(domError('SecurityError'))).toBe('permission-denied');
    expect(classifyCameraError(domError('NotFoundError'))).toBe('no-camera');
    expect(classifyCameraError(domError('OverconstrainedError'))).toBe('no-camera');
    expect(classifyCameraError(domError('NotReadableError'))).toBe('in-use');
    expect(classifyCameraError(domError('TrackStartError'))).toBe('in-use');
    expect(classifyCameraError(domError('NotSupportedError'))).toBe('unsupported');
    expect(classifyCameraError(new CameraError('no-cameras-available'))).toBe('no-cameras-available');
    expect(classifyCameraError('raro')).toBe('no-cameras-available');
  });

  it('has one distinct Spanish message per kind', () => {
    const messages = Object.values(CAMERA_ERROR_MESSAGES);
    expect(messages).toHaveLength(5);
    expect(new Set(messages).size).toBe(5);
    expect(new CameraError('in-use').message).toBe(CAMERA_ERROR_MESSAGES['in-use']);
  });

  it('needs getUserMedia', () => {
    expect(cameraSupported(undefined)).toBe(false);
    expect(cameraSupported({} as Navigator)).toBe(false);
    expect(cameraSupported({ mediaDevices: { getUserMedia: () => Promise.resolve() } } as unknown as Navigator)).toBe(true);
  });
});
