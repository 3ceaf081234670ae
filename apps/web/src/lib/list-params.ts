/**
 * A list's state (filters, page, page size) kept in the address, so a reload, the back button
 * or a shared link shows the same list. Each list declares its parameters once; `read` turns the
 * URL into typed state, dropping anything malformed, and `write` applies a change: a filter
 * change goes back to the first page, defaults are left out so a clean list has a clean address,
 * and parameters of other concerns (an open dialog, a tab) are kept.
 */

export type ListParamField =
  /** Free text (`trim`: written trimmed; `max`: read at most this many characters). */
  | { kind: 'text'; param: string; trim?: boolean; max?: number }
  /** A day, YYYY-MM-DD. */
  | { kind: 'day'; param: string }
  /** On ('1') or off (absent). */
  | { kind: 'flag'; param: string }
  /** One of `values`, or '' for all. */
  | { kind: 'choice'; param: string; values: readonly string[] }
  /** A positive integer id, or null. */
  | { kind: 'id'; param: string };

type FieldValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'id' }
    ? number | null
    : F extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V | ''
      : string;

export interface ListParamsSpec<Fields extends Record<string, ListParamField>> {
  filters: Fields;
  /** `base` 0 for the DataGrid's 0-based page, 1 for the API's; the URL always shows 1-based. */
  page: { param: string; base: 0 | 1 };
  pageSize?: { param: string; default: number };
}

export type ListFilters<Fields extends Record<string, ListParamField>> = { [K in keyof Fields]: FieldValue<Fields[K]> };
export type ListState<Fields extends Record<string, ListParamField>> = ListFilters<Fields> & { page: number; pageSize?: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

function readField(field: ListParamField, params: URLSearchParams): unknown {
  const raw = params.get(field.param);
  switch (field.kind) {
    case 'text':
      return field.max === undefined ? (raw ?? '') : (raw ?? '').slice(0, field.max);
    case 'day':
      return raw && DAY.test(raw) ? raw : '';
    case 'flag':
      return raw === '1';
    case 'choice':
      return raw !== null && field.values.includes(raw) ? raw : '';
    case 'id':
      return positiveInt(raw);
  }
}

function writtenField(field: ListParamField, value: unknown): string | null {
  switch (field.kind) {
    case 'text':
      return (field.trim ? String(value).trim() : String(value)) || null;
    case 'flag':
      return value ? '1' : null;
    case 'id':
      return typeof value === 'number' ? String(value) : null;
    default:
      return value ? String(value) : null;
  }
}

/** The reader and writer of one list's URL state. */
export function defineListParams<Fields extends Record<string, ListParamField>>(spec: ListParamsSpec<Fields>) {
  const { filters, page, pageSize } = spec;
  const filterKeys = Object.keys(filters) as (keyof Fields & string)[];

  function read(params: URLSearchParams): ListFilters<Fields> & { page: number; pageSize: number } {
    const state: Record<string, unknown> = {};
    for (const key of filterKeys) state[key] = readField(filters[key]!, params);
    state.page = (positiveInt(params.get(page.param)) ?? 1) - (page.base === 0 ? 1 : 0);
    if (pageSize) state.pageSize = positiveInt(params.get(pageSize.param)) ?? pageSize.default;
    return state as ListFilters<Fields> & { page: number; pageSize: number };
  }

  function write(
    current: URLSearchParams,
    change: Partial<ListFilters<Fields> & { page: number; pageSize: number }>,
  ): URLSearchParams {
    const next = new URLSearchParams(current);
    const set = (param: string, value: string | null) => (value ? next.set(param, value) : next.delete(param));
    const given = change as Record<string, unknown>;
    let filtered = false;
    for (const key of filterKeys) {
      if (!(key in given)) continue;
      filtered = true;
      if (given[key] !== undefined) set(filters[key]!.param, writtenField(filters[key]!, given[key]));
    }
    const sized = pageSize !== undefined && change.pageSize !== undefined;
    if (pageSize && change.pageSize !== undefined)
      set(pageSize.param, change.pageSize === pageSize.default ? null : String(change.pageSize));
    if (change.page !== undefined && !filtered) {
      const shown = change.page + (page.base === 0 ? 1 : 0);
      set(page.param, shown > 1 ? String(shown) : null);
    } else if (filtered || sized) {
      next.delete(page.param);
    }
    return next;
  }

  return { read, write };
}
