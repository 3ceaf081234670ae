/**
 * The closed set of error codes the API answers with, each with its HTTP status and default
 * Spanish message. Services throw `AppError`; plugins/errors.ts turns it into the body.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: { status: 400, message: 'Los datos enviados no son válidos' },
  INVALID_JSON: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' },
  BODY_TOO_LARGE: { status: 400, message: 'El cuerpo de la solicitud es demasiado grande' },
  EXPORT_TOO_LARGE: { status: 400, message: 'La exportación tiene demasiadas filas; acote el filtro' },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, message: 'Tipo de contenido no soportado; envíe JSON' },
  // Refusals before routing (Node's HTTP parser, Fastify's router).
  BAD_REQUEST: { status: 400, message: 'La solicitud no es válida' },
  REQUEST_TIMEOUT: { status: 408, message: 'La solicitud tardó demasiado en llegar' },
  URI_TOO_LONG: { status: 414, message: 'La dirección de la solicitud es demasiado larga' },
  HEADERS_TOO_LARGE: { status: 431, message: 'La dirección o los encabezados de la solicitud son demasiado grandes' },
  // GS1 parser codes (packages/domain/src/gs1/types.ts), answered as they are.
  GS1_EMPTY: { status: 400, message: 'El código está vacío' },
  GS1_NOT_GS1: { status: 400, message: 'El código no es un código GS1' },
  GS1_UNKNOWN_AI: { status: 400, message: 'El código tiene un identificador de aplicación desconocido' },
  GS1_TOO_SHORT: { status: 400, message: 'Un campo del código GS1 es demasiado corto' },
  GS1_TOO_LONG: { status: 400, message: 'Un campo del código GS1 es demasiado largo' },
  GS1_INVALID_CHARACTER: { status: 400, message: 'El código GS1 tiene caracteres no permitidos' },
  GS1_CHECK_DIGIT: { status: 400, message: 'El dígito verificador del código GS1 no es válido' },
  GS1_INVALID_DATE: { status: 400, message: 'El código GS1 tiene una fecha inválida' },
  GS1_INVALID_VALUE: { status: 400, message: 'El código GS1 tiene un valor inválido' },
  GS1_MISSING_SEPARATOR: { status: 400, message: 'Falta un separador en el código GS1' },
  GS1_DUPLICATE_AI: { status: 400, message: 'El código GS1 repite un identificador con otro valor' },
  GS1_DOUBLE_SEPARATOR: { status: 400, message: 'El código GS1 tiene dos separadores seguidos' },
  GS1_UNKNOWN_SYMBOLOGY: { status: 400, message: 'El identificador de simbología no es de un código GS1' },
  GS1_INVALID_DIGITAL_LINK: { status: 400, message: 'El GS1 Digital Link no es válido' },
  INVALID_RESET_TOKEN: { status: 400, message: 'El enlace de recuperación no es válido o expiró' },
  UNAUTHENTICATED: { status: 401, message: 'Debe iniciar sesión' },
  TOKEN_EXPIRED: { status: 401, message: 'La sesión expiró; inicie sesión nuevamente' },
  INVALID_TOKEN: { status: 401, message: 'La sesión no es válida; inicie sesión nuevamente' },
  INVALID_CREDENTIALS: { status: 401, message: 'Credenciales inválidas' },
  FORBIDDEN: { status: 403, message: 'No tiene permisos para realizar esta acción' },
  RESTRICTED_MODE: { status: 403, message: 'Su usuario está en modo restringido y no puede realizar esta acción' },
  NOT_FOUND: { status: 404, message: 'Recurso no encontrado' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Ruta no encontrada' },
  USER_NOT_FOUND: { status: 404, message: 'Usuario no encontrado' },
  CONFLICT: { status: 409, message: 'La operación entra en conflicto con el estado actual' },
  USERNAME_TAKEN: { status: 409, message: 'El nombre de usuario ya está registrado' },
  EMAIL_TAKEN: { status: 409, message: 'El email ya está registrado' },
  LAST_ADMIN: { status: 409, message: 'No se puede eliminar el último administrador' },
  SELF_DELETE: { status: 409, message: 'No puede eliminar su propio usuario' },
  DUPLICATE: { status: 409, message: 'Ya existe un registro con esos datos' },
  IN_USE: { status: 409, message: 'No se puede eliminar: el registro está en uso' },
  INVALID_STATE: { status: 409, message: 'La operación no está permitida en el estado actual' },
  INSUFFICIENT_STOCK: { status: 409, message: 'Stock insuficiente' },
  LOCATION_IN_COUNT: { status: 409, message: 'Ubicación en conteo: sus movimientos se aceptan cuando el conteo se envíe' },
  RECOUNT_SAME_OPERATOR: {
    status: 409,
    message: 'El reconteo debe hacerlo un operario distinto del que realizó el primer conteo',
  },
  EXPIRED_STOCK: { status: 409, message: 'El stock está vencido' },
  LOT_EXPIRY_CONFLICT: { status: 409, message: 'El lote ya está registrado con otro vencimiento' },
  LOT_STRATEGY_BLOCKED: { status: 409, message: 'La estrategia de lotes exige tomar otro lote' },
  LOT_REASON_REQUIRED: { status: 422, message: 'Indique el motivo para tomar otro lote que el de la estrategia' },
  EXPIRED_DESTINATION: { status: 409, message: 'El stock vencido solo puede ir a cuarentena, devoluciones o destrucción' },
  STOCK_HELD: { status: 409, message: 'El stock está retenido (cuarentena o retiro) y no se puede usar' },
  CAPACITY_EXCEEDED: { status: 409, message: 'La zona seleccionada no tiene capacidad suficiente para este ingreso' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'La clave de idempotencia ya se usó con otros datos' },
  PRODUCT_MISMATCH: { status: 400, message: 'El código escaneado no corresponde al producto' },
  LOT_MISMATCH: { status: 400, message: 'El lote escaneado no corresponde al lote del producto' },
  LOCATION_NOT_FOUND: { status: 404, message: 'Ubicación no encontrada' },
  ALL_UNITS_SCANNED: { status: 409, message: 'Ya se escanearon todas las unidades del producto' },
  SCAN_REQUIRED: { status: 409, message: 'Debe escanear todas las unidades antes de completar el picking' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Demasiados intentos. Por favor, espere 15 minutos.' },
  RATE_LIMITED: { status: 429, message: 'Demasiadas solicitudes; intente nuevamente en un momento' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'El servicio no está disponible en este momento' },
  INTERNAL_ERROR: { status: 500, message: 'Error interno del servidor' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    /** Extra machine-readable details added to the body (for example the conflicting stock). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
  }
}

export interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
  [detail: string]: unknown;
}
