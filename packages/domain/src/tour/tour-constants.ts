/** Timings and sizes of the guided tour and its welcome dialog. */
export const TOUR_TIMING = {
  /** The welcome dialog opens this long after sign-in. */
  welcomeDelayMs: 1500,
  /** A step that moves to another screen waits this long before showing. */
  stepActionDelayMs: 300,
  /** Clicking the highlighted element advances the tour after this delay. */
  targetClickAdvanceMs: 500,
  /** Tour notices stay this long. */
  noticeMs: 4000,
  /** A step waits at most this long for its element (lazy screens load first); then it is skipped. */
  targetWaitMs: 6000,
} as const;

export const TOUR_LAYOUT = {
  spotlightPadding: 8,
  tooltipWidth: 350,
  tooltipMinHeight: 200,
} as const;

/** Tour notices, shown for TOUR_TIMING.noticeMs. */
export const TOUR_NOTICES = {
  noTourForRole: 'No hay tour disponible para tu rol',
  started: '¡Tour iniciado! Sigue las instrucciones para conocer el sistema',
  startError: 'Error al iniciar el tour',
  mustBeLoggedIn: 'Debes estar logueado para iniciar el tour',
  cancelled: 'Tour cancelado. Puedes reiniciarlo cuando quieras',
  completed: '¡Felicitaciones! Has completado el tour del sistema',
  reset: 'Tour reseteado. Puedes iniciarlo nuevamente',
  resetError: 'Error al resetear el tour',
  startAnytime: 'Puedes iniciar el tour en cualquier momento desde el botón de ayuda',
} as const;
