// 导出 Excel: runs an export through the BFF, shows progress, saves the file; on any failure
// the spec's message '生成 excel 失败!'.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { EXPORT_FAILED, fetchExport, saveBlob } from '../lib/exportFile';

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
  const run = async () => {
    try {
      const { blob, fileName } = await fetchExport(name, filters, setProgress);
      saveBlob(blob, fileName);
    } catch {
      void message.error(EXPORT_FAILED, 5);
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={`export-${name}`}>
        {busy && progress === null ? '正在生成…' : label}
      </Button>
      {busy && <Progress type="circle" size={28} percent={progress ?? 0} status="active" data-testid="export-progress" />}
    </Space>
  );
}
