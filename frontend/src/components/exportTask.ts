// What an export button does, fetched by ExportButton.tsx when it is first needed (a click, or
// once the page is interactive to pick up an export still running) rather than with the list.
import { fetchExport, followExport, saveBlob } from '../lib/exportFile';
import { fetchRecords, isFollowed, runningOf } from '../lib/exportRecords';

type OnProgress = (percent: number | null) => void;

/** Runs an export of sheet `name` with `filters` and saves its file. */
export async function exportToFile(name: string, filters: Record<string, unknown>, onProgress: OnProgress): Promise<void> {
  const { blob, fileName } = await fetchExport(name, filters, onProgress);
  saveBlob(blob, fileName);
}

/** The export of sheet `name` this browser started that is still running and that nothing in
 *  this tab follows yet (after a reload), or null. */
export async function unfollowedExport(name: string): Promise<string | null> {
  const records = await fetchRecords();
  const job = records && runningOf(records, name);
  return job && !isFollowed(job.id) ? job.id : null;
}

/** Follows a running export to its end and saves its file. */
export async function followToFile(job: string, name: string, onProgress: OnProgress): Promise<void> {
  const { blob, fileName } = await followExport(job, name, onProgress);
  saveBlob(blob, fileName);
}
