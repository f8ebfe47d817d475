// 导出 Excel: runs an export through the BFF, shows its progress while the server builds the
// file and while it downloads, saves the file; a refusal says why, any other failure is the
// spec's message '生成 excel 失败!'.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { EXPORT_FAILED, ExportError, fetchExport, saveBlob } from '../lib/exportFile';

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
    } catch (e) {
      void message.error(e instanceof ExportError ? e.message : EXPORT_FAILED, 5);
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
