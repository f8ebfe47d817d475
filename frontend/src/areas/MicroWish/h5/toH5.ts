// The preview's inputs from the console's data: the preview call's answer (saved state), and the
// wish rows a page is editing (unsaved choices). Names are masked by h5Document either way.
import type { CopyRow, PreviewWish, WishRow } from '../types';
import type { H5Share, H5Wish } from './h5Page';

/** A copywriting as the share copy. */
export const shareOf = (c: Pick<CopyRow, 'share_title' | 'description' | 'image'> | null | undefined): H5Share | null =>
  c ? { title: c.share_title, description: c.description, image: c.image } : null;

/**
 * The wishes in the order chosen: each as the preview call knows it (story, images, feedback)
 * when it is already on the saved page, else from its row (a wish just added).
 */
export function chosenWishes(rows: readonly WishRow[], saved: readonly PreviewWish[] = []): H5Wish[] {
  const byId = new Map(saved.map((w) => [w.id, w]));
  return rows.map((r) => byId.get(r.id) ?? { ...r, story: null, images: [], feedback: null });
}
