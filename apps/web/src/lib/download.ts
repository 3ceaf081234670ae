import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { clearSession, readToken } from './auth-storage';
import { readAfterWriteHeaders } from './read-after-write';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

// Exports stream every matching row; a large one takes longer than the 10 s of an ordinary call.
const FILE_TIMEOUT_MS = 120_000;

/**
 * Fetches a file the server builds (exports stream CSV or Excel, not JSON). It needs the token,
 * so a plain link will not do; errors come back as ApiError like every other call, and a 401
 * clears the session and goes to /login.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const token = readToken();
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), FILE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: {
        ...readAfterWriteHeaders(),
        ...(token ? { Authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    });
  } catch {
    window.clearTimeout(timer);
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401) {
    window.clearTimeout(timer);
    clearSession();
    window.location.assign('/login');
  }
  if (!response.ok) {
    window.clearTimeout(timer);
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.error ?? '');
  }
  try {
    return { blob: await response.blob(), filename: fileNameFrom(response.headers.get('content-disposition'), fallbackName) };
  } finally {
    window.clearTimeout(timer);
  }
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the address after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a server-built file and saves it under the server's name; returns that name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const file = await fetchFile(path, fallbackName);
  saveBlob(file.blob, file.filename);
  return file.filename;
}
