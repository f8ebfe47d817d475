// 导出 Excel: runs an export through the BFF, shows its progress while the server builds the
// file and while it downloads, saves the file; a refusal says why, any other failure is the
// spec's message '生成 excel 失败!'. An export of this sheet still running when the page is
// (re)loaded is picked up again: its progress shows and its file is saved when ready. Beside
// the button, 「导出记录」 lists the account's recent exports.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useEffect, useState } from 'react';
import { EXPORT_FAILED, ExportError, fetchExport, followExport, saveBlob } from '../lib/exportFile';
import { fetchRecords, isFollowed, runningOf } from '../lib/exportRecords';
import { ExportRecords } from './ExportRecords';

export interface ExportButtonProps {
  /** `activity`, `sale` or `wish` (docs/contract-frontend.md). */
  name: string;
  filters?: Record<string, unknown>;
  label?: string;
}

export function ExportButton({ name, filters = {}, label = '导出 Excel' }: ExportButtonProps) {
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const busy = progress !== undefined;
  const finish = async (running: Promise<{ blob: Blob; fileName: string }>) => {
    try {
      const { blob, fileName } = await running;
      saveBlob(blob, fileName);
    } catch (e) {
      void message.error(e instanceof ExportError ? e.message : EXPORT_FAILED, 5);
    } finally {
      setProgress(undefined);
    }
  };
  const run = () => finish(fetchExport(name, filters, setProgress));

  useEffect(() => {
    let stopped = false;
    void fetchRecords().then((records) => {
      const job = records && runningOf(records, name);
      if (stopped || !job || isFollowed(job.id)) return;
      setProgress(null);
      void finish(followExport(job.id, name, setProgress));
    });
    return () => {
      stopped = true;
    };
    // Once per mounted page and sheet: the filters of a resumed export are the ones it began with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={`export-${name}`}>
        {busy && progress === null ? '正在生成…' : label}
      </Button>
      {busy && <Progress type="circle" size={28} percent={progress ?? 0} status="active" data-testid="export-progress" />}
      <ExportRecords />
    </Space>
  );
}
