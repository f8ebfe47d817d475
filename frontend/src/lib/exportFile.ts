// Downloads an Excel export from the BFF as a job (POST /api/bff/export/{name}/jobs, then
// GET …/jobs/{id} until done, then …/jobs/{id}/file; any replica answers each of them): progress is reported while the server
// builds the file and while it downloads. Any failure is the spec's '生成 excel 失败!' (§8); an
// ended session goes to the login page like every call.
import { withBase } from './base';
import { EXPORT_FAILED, ExportError } from './exportErrors';
import { claim, release } from './exportRecords';
import { CSRF_HEADER, CSRF_VALUE } from './http';
import { currentPath, hardNavigate } from './navigate';
import { SESSION_ENDED, loginUrl } from './redirect';

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

/** How often a running export is asked about. */
export const POLL_MS = 500;
/** The share of the progress circle the server's building takes; the download fills the rest. */
const BUILD_SHARE = 90;

type Envelope<T> = { code?: number; msg?: string; data?: T };
type JobState = { state: 'running' | 'done'; percent: number; rows_done: number; rows_total: number };

async function call(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(withBase(url), {
      ...init,
      headers: { [CSRF_HEADER]: CSRF_VALUE, 'Content-Type': 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ExportError(EXPORT_FAILED);
  }
}

/** The envelope's data when code 200; an ended session goes to login; anything else fails. */
async function dataOf<T>(res: Response): Promise<T> {
  const type = res.headers.get('Content-Type') ?? '';
  const body = type.includes('json') ? ((await res.json().catch(() => null)) as Envelope<T> | null) : null;
  if (body?.code === 300) hardNavigate(loginUrl(currentPath(), SESSION_ENDED));
  // A refusal (another organisation's data, a role without the right, a file too large to keep)
  // says why; anything else is the spec's one message.
  if ((res.status === 403 || res.status === 413) && body?.msg) throw new ExportError(body.msg);
  if (!res.ok || body?.code !== 200 || body.data == null) throw new ExportError(EXPORT_FAILED);
  return body.data;
}

/**
 * Builds the workbook as a job on the server (each request short, so no proxy cuts a long one
 * off), then downloads it. `onProgress(percent | null)`: null until the server knows how many
 * rows there are, then 0–90 while it builds and up to 100 while the file downloads.
 */
export async function fetchExport(
  name: string,
  filters: Record<string, unknown>,
  onProgress: (percent: number | null) => void = () => {},
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<{ blob: Blob; fileName: string }> {
  onProgress(null);
  const started = await call(`/api/bff/export/${encodeURIComponent(name)}/jobs`, {
    method: 'POST',
    body: JSON.stringify(filters),
  });
  const { job } = await dataOf<{ job: string }>(started);
  return followExport(job, name, onProgress, wait);
}

/**
 * Follows a job already started (by this page or, before a reload, by another) to its end and
 * downloads its file, reporting progress as `fetchExport` does. While it runs the job is marked
 * as followed in this tab (`isFollowed`), so a remounted button does not download it twice.
 */
export async function followExport(
  job: string,
  name: string,
  onProgress: (percent: number | null) => void = () => {},
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<{ blob: Blob; fileName: string }> {
  const jobUrl = `/api/bff/export/jobs/${encodeURIComponent(job)}`;
  claim(job);
  try {
    for (;;) {
      const now = await dataOf<JobState>(await call(jobUrl));
      if (now.state === 'done') break;
      onProgress(now.rows_total > 0 ? Math.round((now.percent * BUILD_SHARE) / 100) : null);
      await wait(POLL_MS);
    }
    onProgress(BUILD_SHARE);
    return await downloadFile(`${jobUrl}/file`, `${name}.xlsx`, (share) =>
      onProgress(BUILD_SHARE + Math.round(share * (100 - BUILD_SHARE))),
    );
  } finally {
    release(job);
  }
}

/** Downloads a finished export (`/api/bff/export/jobs/{id}/file`); `onShare(0–1)` as it arrives. */
export async function downloadFile(
  url: string,
  fallbackName: string,
  onShare: (share: number) => void = () => {},
): Promise<{ blob: Blob; fileName: string }> {
  const res = await call(url);
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('json') || !res.body) {
    await dataOf(res);
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
    if (total > 0) onShare(Math.min(1, received / total));
  }
  onShare(1);
  return { blob: new Blob(parts as BlobPart[], { type }), fileName: fileNameOf(res.headers.get('Content-Disposition'), fallbackName) };
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
