/**
 * A reason the server cannot start that the operator can fix (a secret too short, a data folder
 * it cannot write). `server.ts` prints its message, one Spanish line naming the file and what to
 * do, instead of a stack trace, and exits with STARTUP_REFUSED_EXIT_CODE.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/**
 * Exit code of a refused start: 78, EX_CONFIG of sysexits.h. Apart from a crash's 1, so a
 * supervisor can restart after a crash but not loop on a setting only a person can fix
 * (`RestartPreventExitStatus=78` in deploy/bodega-clinica.service).
 */
export const STARTUP_REFUSED_EXIT_CODE = 78;
