// The saved public page of a link (`preview?link_id`), fetched when `linkId` is set or changes:
// null while loading, the data, or the message to show.
import { useEffect, useState } from 'react';
import { preview } from '../api';
import type { PreviewData } from '../types';

export function usePreview(linkId: number | undefined): PreviewData | string | null {
  const [page, setPage] = useState<{ id: number; data: PreviewData | string } | null>(null);
  useEffect(() => {
    if (linkId === undefined) return;
    let live = true;
    const show = (data: PreviewData | string) => live && setPage({ id: linkId, data });
    preview(linkId).then(
      (res) => show(res.code === 200 && res.data ? res.data : res.msg || '预览加载失败'),
      () => show('预览加载失败'),
    );
    return () => {
      live = false;
    };
  }, [linkId]);
  return page && page.id === linkId ? page.data : null;
}
