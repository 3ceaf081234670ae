import { readToken } from '../../../lib/auth-storage';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a file the server builds (it needs the token, so a plain link will not do) and
 * saves it under the server's name. Returns that name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: token ? { Authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.error ?? '');
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
