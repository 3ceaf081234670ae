/** Texts and limits of the login and password-recovery screens (Login). */
export const LOGIN_MESSAGES = {
  required: 'Por favor ingrese su correo y contraseña',
  invalidEmail: 'Ingrese un correo electrónico válido',
  recoveryEmailRequired: 'Por favor ingrese su correo electrónico',
  locked: 'Demasiados intentos. Por favor, espere 15 minutos.',
  lockedButton: 'Demasiados intentos. Espere 15 minutos.',
  genericError: 'Error al iniciar sesión',
  recoverySuccess: 'Se ha enviado un correo con las instrucciones para recuperar tu contraseña',
  recoveryError: 'Error al solicitar recuperación de contraseña',
} as const;

/** Login lockout: five failures within 15 minutes. */
export const LOGIN_LOCKOUT = { maxAttempts: 5, windowMs: 900_000 } as const;

export const PASSWORD_MIN_LENGTH = 8;
