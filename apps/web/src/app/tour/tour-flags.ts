import { TOUR_FLAG_VALUE, tourStorageKeys, type TourFlags } from '@bodega/domain';

/** The tour flags of a role in local storage; a storage error reads as unset. */
export function readTourFlags(role: string): TourFlags {
  const keys = tourStorageKeys(role);
  try {
    return {
      welcomeSeen: localStorage.getItem(keys.welcomeSeen) === TOUR_FLAG_VALUE,
      completed: localStorage.getItem(keys.completed) === TOUR_FLAG_VALUE,
    };
  } catch {
    return { welcomeSeen: false, completed: false };
  }
}

export function markWelcomeSeen(role: string): void {
  try {
    localStorage.setItem(tourStorageKeys(role).welcomeSeen, TOUR_FLAG_VALUE);
  } catch {
    // A browser that refuses storage shows the welcome again next time; nothing else depends on it.
  }
}

export function markTourCompleted(role: string): void {
  try {
    localStorage.setItem(tourStorageKeys(role).completed, TOUR_FLAG_VALUE);
  } catch {
    // As above.
  }
}

/** Reset: clears both flags; throws when storage refuses, so the caller can say so. */
export function clearTourFlags(role: string): void {
  const keys = tourStorageKeys(role);
  localStorage.removeItem(keys.welcomeSeen);
  localStorage.removeItem(keys.completed);
}
