/**
 * Browser-storage flags of the guided tour, per role: the welcome dialog was seen
 * (skipped or the tour started) and the tour was completed. Reset clears both.
 */
export interface TourFlags {
  welcomeSeen: boolean;
  completed: boolean;
}

export function tourStorageKeys(role: string): { welcomeSeen: string; completed: string } {
  return { welcomeSeen: `tour_welcome_seen_${role}`, completed: `tour_completed_${role}` };
}

/** The welcome dialog appears unless both flags are stored for the role. */
export function shouldShowWelcome(flags: TourFlags): boolean {
  return !(flags.welcomeSeen && flags.completed);
}

/** The value stored for a set flag. */
export const TOUR_FLAG_VALUE = 'true';
