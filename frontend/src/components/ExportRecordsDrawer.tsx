// The drawer of 「导出记录」 (ExportRecords.tsx): the account's exports of the last day (any page's,
// newest first): what each is, when it started, how far it is, and a download button while its
// file is kept. Asked again every second while one is running, so an export started before a
// reload is still seen climbing.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Progress, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { exportFailureText } from '../lib/exportErrors';
import { POLL_MS, downloadFile, saveBlob } from '../lib/exportFile';
import { anyRunning, fetchRecords, stateText, type ExportRecord } from '../lib/exportRecords';

/** The list is asked again this often while an export in it is running. */
const REFRESH_MS = POLL_MS * 2;

export function ExportRecordsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [records, setRecords] = useState<ExportRecord[] | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const list = await fetchRecords();
      if (stopped) return;
      if (list) setRecords(list);
      if (!list || anyRunning(list)) timer = setTimeout(() => void load(), REFRESH_MS);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [open]);

  const save = async (r: ExportRecord) => {
    if (!r.download) return;
    setSaving(r.id);
    try {
      const { blob, fileName } = await downloadFile(r.download, r.file_name ?? `${r.name}.xlsx`);
      saveBlob(blob, fileName);
    } catch (e) {
      void message.error(exportFailureText(e), 5);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Drawer title="导出记录" open={open} onClose={onClose} size={480} destroyOnHidden data-testid="export-records-drawer">
      <Typography.Paragraph type="secondary">显示最近一天内的导出，文件生成后保留 1 小时。</Typography.Paragraph>
      <Table<ExportRecord>
        size="small"
        rowKey="id"
        loading={records === null}
        dataSource={records ?? []}
        pagination={false}
        locale={{ emptyText: '最近一天没有导出' }}
        onRow={(r) => ({ 'data-testid': `export-record-${r.state}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: '导出内容',
            key: 'what',
            render: (_, r) => (
              <Space orientation="vertical" size={2} className="full-width">
                <Typography.Text strong>{r.title}</Typography.Text>
                <Typography.Text type="secondary">开始于 {r.started}</Typography.Text>
                <Typography.Text type={r.state === 'failed' ? 'danger' : undefined}>{stateText(r)}</Typography.Text>
                {r.state === 'running' && <Progress percent={r.percent} size="small" status="active" />}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'download',
            width: 88,
            render: (_, r) => (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                disabled={!r.download}
                loading={saving === r.id}
                onClick={() => void save(r)}
                data-testid="export-record-download"
              >
                下载
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
