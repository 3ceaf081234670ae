/**
 * The five camera failures (Ingresos): each shows its own Spanish message and
 * switches scanning to manual entry.
 */
export type CameraErrorKind = 'permission-denied' | 'no-camera' | 'unsupported' | 'in-use' | 'no-cameras-available';

export const CAMERA_ERROR_MESSAGES: Record<CameraErrorKind, string> = {
  'permission-denied':
    'Permiso de cámara denegado. Autorice el acceso a la cámara en el navegador o ingrese el código manualmente.',
  'no-camera': 'No se encontró una cámara en este dispositivo. Ingrese el código manualmente.',
  unsupported: 'Este navegador no permite usar la cámara para escanear. Ingrese el código manualmente.',
  'in-use': 'La cámara está siendo usada por otra aplicación. Ciérrela o ingrese el código manualmente.',
  'no-cameras-available': 'No hay cámaras disponibles para escanear. Ingrese el código manualmente.',
};

export const MANUAL_ENTRY_NOTICE = 'Se cambió al ingreso manual.';

export class CameraError extends Error {
  constructor(readonly kind: CameraErrorKind) {
    super(CAMERA_ERROR_MESSAGES[kind]);
    this.name = 'CameraError';
  }
}

/** Whether this browser can open a camera at all (getUserMedia needs a secure context). */
export function cameraSupported(nav: Pick<Navigator, 'mediaDevices'> | undefined = globalThis.navigator): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}

/**
 * Maps what getUserMedia / enumerateDevices threw to one of the five kinds. The names are the
 * DOMException names of the Media Capture spec plus the legacy ones older Chrome and Firefox use.
 */
export function classifyCameraError(error: unknown): CameraErrorKind {
  if (error instanceof CameraError) return error.kind;
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission-denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'no-cameras-available';
  }
}
