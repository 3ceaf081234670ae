import { TOUR_LAYOUT, TOUR_TIMING, tourFor, tourTargetSelector, type TourStep } from '@bodega/domain';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EVENTS, STATUS, useJoyride, type EventData, type Step } from 'react-joyride';
import { useNavigate, type NavigateFunction } from 'react-router';
import { TourTooltip } from './tour-tooltip';

export interface GuidedTourProps {
  role: string;
  onEnd: (outcome: 'finished' | 'skipped') => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until the element is on the page (a lazily loaded screen renders it later), at most `ms`. */
async function waitForElement(selector: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element && element.getClientRects().length > 0) return;
    await wait(100);
  }
}

/** Opens the step's screen, waits for its element, then the spec's 300 ms step delay. */
async function openStep(step: TourStep, navigate: NavigateFunction): Promise<void> {
  if (step.route && window.location.pathname !== step.route) await navigate(step.route);
  await waitForElement(tourTargetSelector(step), TOUR_TIMING.targetWaitMs);
  await wait(TOUR_TIMING.stepActionDelayMs);
}

/**
 * The guided tour of the signed-in role on react-joyride. A step with a route opens
 * that screen first and waits 300 ms; a step whose element never appears (a screen this build
 * does not serve yet, a narrow layout) is skipped; clicking the highlighted element advances after
 * 500 ms.
 */
export function GuidedTour({ role, onEnd }: GuidedTourProps) {
  const navigate = useNavigate();
  const theme = useTheme();
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const steps = useMemo<Step[]>(
    () =>
      tourFor(role).map((step) => ({
        id: step.id,
        target: tourTargetSelector(step),
        title: step.title,
        content: step.content,
        placement: step.placement ?? 'auto',
        // Joyride looks for the element right after this hook, so the hook waits for it; one that
        // never comes (a screen this build does not serve) is skipped by joyride (TARGET_NOT_FOUND).
        before: () => openStep(step, navigate),
      })),
    [role, navigate],
  );

  // Joyride does not wait on the first step's hook: the tour opens the first screen and waits for
  // its element before it starts.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const first = tourFor(role)[0];
    void (async () => {
      if (first) await openStep(first, navigate);
      if (!cancelled) setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [role, navigate]);

  const { controls, state, Tour } = useJoyride({
    steps,
    run: ready,
    continuous: true,
    tooltipComponent: TourTooltip,
    onEvent: (data: EventData) => {
      if (data.type !== EVENTS.TOUR_END) return;
      onEndRef.current(data.status === STATUS.FINISHED ? 'finished' : 'skipped');
    },
    options: {
      skipBeacon: true,
      showProgress: true,
      spotlightPadding: TOUR_LAYOUT.spotlightPadding,
      targetWaitTimeout: TOUR_TIMING.targetWaitMs,
      beforeTimeout: TOUR_TIMING.targetWaitMs + 2_000,
      overlayClickAction: false,
      dismissKeyAction: false,
      primaryColor: theme.palette.primary.main,
      zIndex: theme.zIndex.modal + 10,
      width: TOUR_LAYOUT.tooltipWidth,
    },
  });

  // Clicking the highlighted element moves on after 500 ms.
  const index = state.index;
  const lifecycle = state.lifecycle;
  useEffect(() => {
    if (lifecycle !== 'tooltip') return;
    const step = steps[index];
    const element = step && typeof step.target === 'string' ? document.querySelector(step.target) : null;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const advance = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controls.next(), TOUR_TIMING.targetClickAdvanceMs);
    };
    element.addEventListener('click', advance);
    return () => {
      element.removeEventListener('click', advance);
      clearTimeout(timer);
    };
  }, [index, lifecycle, steps, controls]);

  return Tour;
}
