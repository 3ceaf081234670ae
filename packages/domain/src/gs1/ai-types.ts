/** Character sets of the GS1 Barcode Syntax Dictionary: N numeric, X CSET 82, Y CSET 39, Z base64url. */
export type AiCharset = 'N' | 'X' | 'Y' | 'Z';

/** One component of an AI's data field, e.g. `N13,csum` or `[X..17]`. */
export interface AiComponent {
  charset: AiCharset;
  min: number;
  max: number;
  optional: boolean;
  /** Names of the dictionary's linters (content checks) applied to this component. */
  linters: readonly string[];
}

/** One application identifier, as generated from the syntax dictionary (ranges are expanded). */
export interface AiEntry {
  ai: string;
  title: string;
  /** Predefined length: no FNC1 separator is needed after the field (dictionary flag `*`). */
  predefined: boolean;
  /** Permitted as a GS1 Digital Link data attribute (dictionary flag `?`). */
  dlAttribute: boolean;
  components: readonly AiComponent[];
  minLength: number;
  maxLength: number;
  /** Implied decimal places for measure and amount AIs (31nn–36nn, 39nn): the AI's last digit. */
  decimals?: number;
  /**
   * GS1 Digital Link primary key: the alternative orderings of qualifier AIs
   * (`[[]]` for a key without qualifiers).
   */
  dlPrimaryKey?: readonly (readonly string[])[];
  /**
   * Mandatory associations in disjunctive normal form: at least one alternative must be present in
   * full. Patterns use `n` for any digit (`31nn`). Empty when the AI requires nothing.
   */
  requires: readonly (readonly string[])[];
  /** AIs or patterns this AI must not appear with (an AI never excludes itself). */
  excludes: readonly string[];
}
