// Downloads an Excel export from the BFF (POST /api/bff/export/{name}): the file streams back
// with a UTF-8 name; progress is reported while it downloads. Any failure is the spec's
// '生成 excel 失败!' (§8); an ended session goes to the login page like every call.
import { withBase } from './base';
import { CSRF_HEADER, CSRF_VALUE } from './http';
import { currentPath, hardNavigate } from './navigate';
import { SESSION_ENDED, loginUrl } from './redirect';

export const EXPORT_FAILED = '生成 excel 失败!';

export class ExportError extends Error {}

/** The file name of `Content-Disposition` (`filename*=UTF-8''…` preferred). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Fetches the workbook; `onProgress(percent | null)` — null while the server is still writing it. */
export async function fetchExport(
  name: string,
  filters: Record<string, unknown>,
  onProgress: (percent: number | null) => void = () => {},
): Promise<{ blob: Blob; fileName: string }> {
  onProgress(null);
  let res: Response;
  try {
    res = await fetch(withBase(`/api/bff/export/${encodeURIComponent(name)}`), {
      method: 'POST',
      headers: { [CSRF_HEADER]: CSRF_VALUE, 'Content-Type': 'application/json' },
      body: JSON.stringify(filters),
      credentials: 'same-origin',
    });
  } catch {
    throw new ExportError(EXPORT_FAILED);
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('json') || !res.body) {
    const body = type.includes('json') ? ((await res.json().catch(() => null)) as { code?: number } | null) : null;
    if (body?.code === 300) hardNavigate(loginUrl(currentPath(), SESSION_ENDED));
    throw new ExportError(EXPORT_FAILED);
  }
  const total = Number(res.headers.get('Content-Length') ?? 0);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ExportError(EXPORT_FAILED);
    });
    if (done) break;
    parts.push(value);
    received += value.length;
    if (total > 0) onProgress(Math.min(100, Math.round((received / total) * 100)));
  }
  onProgress(100);
  return { blob: new Blob(parts as BlobPart[], { type }), fileName: fileNameOf(res.headers.get('Content-Disposition'), `${name}.xlsx`) };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
