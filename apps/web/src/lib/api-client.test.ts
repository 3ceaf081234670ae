import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, apiClient, apiRequest, errorMessage } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, pathname: '/users', assign });
    assign.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('prefixes /api, adds the Bearer prefix when missing and sends JSON on non-GET', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(jsonResponse(201, { data: { id: 7 } }));
    await expect(apiClient.post('/users', { username: 'x' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users');
    const headers = init!.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init!.body).toBe('{"username":"x"}');
  });

  it('keeps an existing Bearer prefix and sets no JSON content type on GET', async () => {
    localStorage.setItem('token', 'Bearer xyz');
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
    await apiClient.get('/users');
    const headers = fetchMock.mock.calls[0]![1]!.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer xyz');
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('sends DELETE without a body or content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 3 } }));
    await expect(apiClient.delete('/users/3')).resolves.toEqual({ id: 3 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    expect((init.headers as Headers).get('Content-Type')).toBeNull();
  });

  it('turns an error body into an ApiError with status, code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: 'El email ya está registrado', code: 'EMAIL_TAKEN', fields: { email: 'x' } }),
    );
    const error = await apiClient.post('/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'El email ya está registrado' });
    expect((error as ApiError).fields).toEqual({ email: 'x' });
  });

  it('on 401 clears token and user and goes to /login', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{}');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'No autorizado', code: 'UNAUTHORIZED' }));
    await expect(apiClient.get('/users')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('does not redirect on a 401 of the login call', async () => {
    localStorage.setItem('token', 't');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Credenciales inválidas', code: 'INVALID_CREDENTIALS' }));
    const call = apiRequest('/auth/login', { method: 'POST', body: {}, skipUnauthorizedRedirect: true });
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Credenciales inválidas' });
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('aborts after the 10-second timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = apiClient.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await call).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports a network failure as an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('errorMessage', () => {
  it('prefers the server text and falls back otherwise', () => {
    expect(errorMessage(new ApiError(409, 'X', 'Servidor'), 'Respaldo')).toBe('Servidor');
    expect(errorMessage(new ApiError(500, 'X', ''), 'Respaldo')).toBe('Respaldo');
    expect(errorMessage(new Error('boom'), 'Respaldo')).toBe('Respaldo');
  });
});
