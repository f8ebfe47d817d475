import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Tooltip } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { clearErrors, getErrors, getServerErrors, subscribeErrors, type ErrorLogEntry } from '../lib/errorLog';

/** The error-log entry (spec §8): hidden while empty; a dialog lists what was collected. */
export function ErrorLog() {
  const errors = useSyncExternalStore(subscribeErrors, getErrors, getServerErrors);
  const [open, setOpen] = useState(false);
  if (errors.length === 0) return null;
  return (
    <>
      <Tooltip title="错误日志">
        <button type="button" className="navbar-btn" data-testid="error-log" onClick={() => setOpen(true)}>
          <Badge count={errors.length} size="small">
            <BugOutlined className="navbar-icon" />
          </Badge>
        </button>
      </Tooltip>
      <Modal
        title="Error Log"
        open={open}
        width="80%"
        onCancel={() => setOpen(false)}
        footer={
          <Button
            danger
            data-testid="error-log-clear"
            onClick={() => {
              clearErrors();
              setOpen(false);
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
    </>
  );
}
