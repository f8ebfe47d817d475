// 导出 Excel: runs an export through the BFF, shows its progress while the server builds the
// file and while it downloads, saves the file; a refusal says why, any other failure is the
// spec's message '生成 excel 失败!'. An export of this sheet still running when the page is
// (re)loaded is picked up again: its progress shows and its file is saved when ready. Beside
// the button, 「导出记录」 lists the account's recent exports.
//
// A list page draws the button and the link only: the export's code (exportTask.ts) and the
// progress circle are fetched with the first click, or once the page is interactive to look for
// a running export, so a phone does not download them before it can use the list (issue 37).
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { exportFailureText } from '../lib/exportErrors';
import { afterInteractive } from '../lib/swapCode';
import { ExportRecords } from './ExportRecords';
import { lazyWhenOpen } from './kit/lazyWhenOpen';

const exportTask = () => import('./exportTask');

type Percent = number | null | undefined;

const ProgressCircle = lazyWhenOpen(
  () => import('./ExportProgress').then((m) => m.ExportProgress),
  (p: { percent: Percent }) => p.percent !== undefined,
);

export interface ExportButtonProps {
  /** `activity`, `sale` or `wish` (docs/contract-frontend.md). */
  name: string;
  filters?: Record<string, unknown>;
  label?: string;
}

export function ExportButton({ name, filters = {}, label = '导出 Excel' }: ExportButtonProps) {
  const { message } = App.useApp();
  // undefined: idle; null: running, rows not yet counted; 0–100: running.
  const [progress, setProgress] = useState<Percent>(undefined);
  const busy = progress !== undefined;
  const finish = async (running: Promise<void>) => {
    try {
      await running;
    } catch (e) {
      void message.error(exportFailureText(e), 5);
    } finally {
      setProgress(undefined);
    }
  };
  const run = () => {
    setProgress(null);
    void finish(exportTask().then((task) => task.exportToFile(name, filters, setProgress)));
  };

  useEffect(() => {
    let stopped = false;
    afterInteractive(() => {
      exportTask()
        .then(async (task) => {
          const job = await task.unfollowedExport(name);
          if (stopped || !job) return;
          setProgress(null);
          void finish(task.followToFile(job, name, setProgress));
        })
        .catch((e: unknown) => console.error('export: could not look for a running export', e));
    });
    return () => {
      stopped = true;
    };
    // Once per mounted page and sheet: the filters of a resumed export are the ones it began with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid={`export-${name}`}>
        {busy && progress === null ? '正在生成…' : label}
      </Button>
      <ProgressCircle percent={progress} />
      <ExportRecords />
    </Space>
  );
}
