// 「导出记录」: a link beside an export button opening a drawer with the account's exports of the
// last day (ExportRecordsDrawer.tsx). The drawer's code is fetched the first time it opens
// (lazyWhenOpen): a closed antd Drawer renders no HTML, yet was a list page's server render
// work and its script on every list with an export.
import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyWhenOpen } from './kit/lazyWhenOpen';

const RecordsDrawer = lazyWhenOpen(
  () => import('./ExportRecordsDrawer').then((m) => m.ExportRecordsDrawer),
  (p: { open: boolean; onClose: () => void }) => p.open,
);

export function ExportRecords() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="export-records">
        导出记录
      </Button>
      <RecordsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
