import { TOUR_NOTICES, TOUR_TIMING, shouldShowWelcome, tourFor } from '@bodega/domain';
import { useSnackbar, type VariantType } from 'notistack';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSession } from '../../lib/session';
import type { GuidedTourProps } from './guided-tour';
import { clearTourFlags, markTourCompleted, markWelcomeSeen, readTourFlags } from './tour-flags';
import { WelcomeDialog } from './welcome-dialog';

export interface TourControls {
  running: boolean;
  /** Help menu 'Iniciar tour guiado'. */
  start: () => void;
  /** Help menu 'Reiniciar tour': from the first step, even while running. */
  restart: () => void;
  /** Help menu 'Resetear tour': clears this role's flags. */
  reset: () => void;
}

const TourContext = createContext<TourControls | null>(null);

/** The tour itself (react-joyride) is its own chunk, fetched the first time a tour starts. */
const loadGuidedTour = () => import('./guided-tour').then((module) => module.GuidedTour);

/**
 * Welcome dialog and guided tour: the dialog opens 1.5 s after sign-in unless this
 * role's welcome-seen and tour-completed flags are both stored; notices last 4 s.
 */
export function TourProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const role = user?.role ?? null;
  const { enqueueSnackbar } = useSnackbar();
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [Tour, setTour] = useState<ComponentType<GuidedTourProps> | null>(null);
  const [run, setRun] = useState<number | null>(null);
  const runs = useRef(0);

  const notify = useCallback(
    (message: string, variant: VariantType = 'info') =>
      enqueueSnackbar(message, { variant, autoHideDuration: TOUR_TIMING.noticeMs }),
    [enqueueSnackbar],
  );

  useEffect(() => {
    if (!role || !shouldShowWelcome(readTourFlags(role))) return;
    const timer = setTimeout(() => setWelcomeOpen(true), TOUR_TIMING.welcomeDelayMs);
    return () => clearTimeout(timer);
  }, [role]);

  const start = useCallback(() => {
    if (!role) {
      notify(TOUR_NOTICES.mustBeLoggedIn, 'error');
      return;
    }
    if (tourFor(role).length === 0) {
      notify(TOUR_NOTICES.noTourForRole, 'warning');
      return;
    }
    markWelcomeSeen(role);
    loadGuidedTour().then(
      (component) => {
        setTour(() => component);
        runs.current += 1;
        setRun(runs.current);
        notify(TOUR_NOTICES.started, 'info');
      },
      () => notify(TOUR_NOTICES.startError, 'error'),
    );
  }, [role, notify]);

  const reset = useCallback(() => {
    if (!role) {
      notify(TOUR_NOTICES.mustBeLoggedIn, 'error');
      return;
    }
    try {
      clearTourFlags(role);
      notify(TOUR_NOTICES.reset, 'success');
    } catch {
      notify(TOUR_NOTICES.resetError, 'error');
    }
  }, [role, notify]);

  const end = useCallback(
    (outcome: 'finished' | 'skipped') => {
      setRun(null);
      if (!role) return;
      if (outcome === 'finished') {
        markTourCompleted(role);
        notify(TOUR_NOTICES.completed, 'success');
      } else {
        notify(TOUR_NOTICES.cancelled, 'info');
      }
    },
    [role, notify],
  );

  const value = useMemo<TourControls>(() => ({ running: run !== null, start, restart: start, reset }), [run, start, reset]);

  return (
    <TourContext.Provider value={value}>
      {children}
      <WelcomeDialog
        open={welcomeOpen}
        onStart={() => {
          setWelcomeOpen(false);
          start();
        }}
        onSkip={() => {
          setWelcomeOpen(false);
          if (role) markWelcomeSeen(role);
          notify(TOUR_NOTICES.startAnytime, 'info');
        }}
      />
      {/* A new key restarts the tour from its first step. */}
      {Tour && run !== null && role && <Tour key={run} role={role} onEnd={end} />}
    </TourContext.Provider>
  );
}

export function useTour(): TourControls {
  const tour = useContext(TourContext);
  if (!tour) throw new Error('useTour must be used inside TourProvider');
  return tour;
}
