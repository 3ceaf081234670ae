import { useEffect, useRef, useState } from 'react';
import { classifyCameraError, type CameraErrorKind } from './scan-errors';
import { startCameraScan } from './start-camera-scan';

/** The same code read again within this long is the same label still in front of the camera. */
export const REPEAT_SCAN_MS = 1500;

export interface CameraScanHandlers {
  /** A code read; answer true to stop the camera (a single scan). */
  onCode: (code: string) => boolean | void;
  onFailure: (kind: CameraErrorKind) => void;
}

/**
 * Decodes codes from the camera into `video` while `active`, and stops the camera when it is not
 * (or the component unmounts). The latest handlers are read without restarting the camera.
 */
export function useCameraScan(
  video: HTMLVideoElement | null,
  active: boolean,
  handlers: CameraScanHandlers,
): { starting: boolean } {
  const [starting, setStarting] = useState(true);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!active || !video) return;
    let stopped = false;
    let controls: { stop: () => void } | null = null;
    let previous = { code: '', at: 0 };
    startCameraScan({
      video,
      onCode: (code) => {
        const now = Date.now();
        if (code === previous.code && now - previous.at < REPEAT_SCAN_MS) return;
        previous = { code, at: now };
        if (latest.current.onCode(code) === true) controls?.stop();
      },
    })
      .then((started) => {
        if (stopped) started.stop();
        else controls = started;
        setStarting(false);
      })
      .catch((error: unknown) => {
        if (!stopped) latest.current.onFailure(classifyCameraError(error));
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [active, video]);

  return { starting };
}
