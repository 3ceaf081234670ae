/** A help page: short sections a warehouse or clinical worker reads from top to bottom. */
export interface HelpSection {
  heading: string;
  text?: string;
  /** Numbered steps, in order. */
  steps?: string[];
  /** Bulleted notes. */
  notes?: string[];
}

export interface HelpPage {
  /** Screen where the work is done, with its menu label. */
  screens: Array<{ label: string; path: string }>;
  intro: string;
  sections: HelpSection[];
}
