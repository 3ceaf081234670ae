import { clearSession, readToken } from './auth-storage';
import { readAfterWriteHeaders, rememberWritePosition } from './read-after-write';

/** Conventions: API gateway base path and a 10-second timeout. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 10_000;

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor';
export const TIMEOUT_ERROR_MESSAGE = 'El servidor no respondió a tiempo';

/** An API failure: HTTP status (0 without a response), the server's stable code and Spanish text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The login call answers 401 for bad credentials; that must not bounce to /login. */
  skipUnauthorizedRedirect?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on receipt creation. */
  headers?: Record<string, string>;
}

function authorizationHeader(): string | null {
  const token = readToken();
  if (!token) return null;
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

function onUnauthorized(): void {
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { error, code, fields } = body as { error?: unknown; code?: unknown; fields?: unknown };
    return new ApiError(
      status,
      typeof code === 'string' ? code : `HTTP_${status}`,
      typeof error === 'string' ? error : '',
      fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
    );
  }
  return new ApiError(status, `HTTP_${status}`, '');
}

/** Sends one request to the API and returns the parsed JSON body, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ ...readAfterWriteHeaders(), ...options.headers, Accept: 'application/json' });
  const authorization = authorizationHeader();
  if (authorization) headers.set('Authorization', authorization);
  // sets JSON on every non-GET call; a JSON content type with an empty body is
  // refused by the server (INVALID_JSON), so body-less calls (DELETE, logout) go without it.
  const hasBody = method !== 'GET' && options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', TIMEOUT_ERROR_MESSAGE);
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  rememberWritePosition(response);
  const body = await readBody(response);
  if (response.status === 401 && !options.skipUnauthorizedRedirect) onUnauthorized();
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** Success bodies are `{ data: … }`. */
export interface DataBody<T> {
  data: T;
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<DataBody<T>>(path, { signal }).then((b) => b.data),
  post: <T>(path: string, body?: unknown) => apiRequest<DataBody<T>>(path, { method: 'POST', body }).then((b) => b.data),
  put: <T>(path: string, body?: unknown) => apiRequest<DataBody<T>>(path, { method: 'PUT', body }).then((b) => b.data),
  delete: <T>(path: string) => apiRequest<DataBody<T>>(path, { method: 'DELETE' }).then((b) => b.data),
};

/** The Spanish text to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/**
 * The spec's message followed by the server's reason when it gives one, for example
 * 'Error al eliminar la bodega: No se puede eliminar la bodega B1: tiene 2 zonas…'.
 */
export function failureText(prefix: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.message : '';
  return reason ? `${prefix}: ${reason}` : prefix;
}
