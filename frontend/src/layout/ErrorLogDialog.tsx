// The error log's dialog, loaded on first open (see overlays.ts).
import { Button, Modal, Table } from 'antd';
import { clearErrors, type ErrorLogEntry } from '../lib/errorLog';

interface Props {
  open: boolean;
  errors: readonly ErrorLogEntry[];
  onClose: () => void;
}

export function ErrorLogDialog({ open, errors, onClose }: Props) {
  return (
    <Modal
      title="Error Log"
      open={open}
      width="80%"
      onCancel={onClose}
      footer={
        <Button
          danger
          data-testid="error-log-clear"
          onClick={() => {
            clearErrors();
            onClose();
          }}
        >
          Clear All
        </Button>
      }
    >
      <Table<ErrorLogEntry>
        rowKey={(r) => `${r.time}-${r.message}`}
        dataSource={[...errors]}
        pagination={false}
        size="small"
        columns={[
          { title: 'Message', dataIndex: 'message' },
          { title: 'Info', dataIndex: 'info', ellipsis: true },
          { title: 'Url', dataIndex: 'url', ellipsis: true },
          { title: 'Stack', dataIndex: 'stack', render: (s: string) => <pre className="error-stack">{s}</pre> },
        ]}
      />
    </Modal>
  );
}
