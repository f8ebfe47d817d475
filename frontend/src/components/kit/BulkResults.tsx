// The result of a bulk round (issue 42): each item done, or refused with the platform's reason
// in Chinese (someone else decided it first, its state changed…), in one dialog.
import { Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { resultSummary, type BulkResult } from './bulk';

export function BulkResults({
  open,
  label,
  what,
  items,
  titles,
  onClose,
}: {
  open: boolean;
  /** The action's name (通过, 认领…). */
  label: string;
  what: string;
  items: readonly BulkResult[];
  titles: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const columns: ColumnsType<BulkResult> = [
    { title: what, dataIndex: 'id', ellipsis: true, render: (id: number) => titles.get(id) ?? `#${id}` },
    { title: '结果', dataIndex: 'ok', width: 90, render: (ok: boolean) => (ok ? <Tag color="success">已完成</Tag> : <Tag color="error">未处理</Tag>) },
    { title: '说明', dataIndex: 'message', width: 260 },
  ];
  return (
    <Modal
      open={open}
      title={`批量${label}：${resultSummary(items)}`}
      okText="知道了"
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={720}
      destroyOnHidden
    >
      <Table<BulkResult>
        data-testid="bulk-results"
        rowKey="id"
        size="small"
        dataSource={[...items].sort((a, b) => Number(a.ok) - Number(b.ok))}
        columns={columns}
        pagination={items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        rowClassName={(r) => (r.ok ? 'bulk-done' : 'bulk-refused')}
        onRow={(r) => ({ 'data-testid': `bulk-result-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
    </Modal>
  );
}
