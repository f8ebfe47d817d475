// Building blocks shared by the help-case pages: the URL-driven filter bar, status tags, the
// reason modal of every 退回, and one way to run a call and report its answer.
import { Alert, App, Button, DatePicker, Form, Input, Modal, Select, Space, Tag, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import dayjs from '../../lib/dayjs';
import type { Envelope } from '../../lib/http';
import { parseTime } from '../../lib/time';
import { useSession } from '../../state/session';
import { CASE_STATUS_COLOR, REVIEW_STATUS_COLOR, type Choice } from './labels';
import { isCanonical, listSearch, parseListQuery, withFilters, type ListQuery } from './listQuery';
import { returnReasonProblem } from './rules';
import type { Restored } from './useFormSnapshot';

export const PAGE_SIZE = 10;

export const time = (t: number | null | undefined): string => parseTime(t ?? null) ?? '—';
export const yuan = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === '' ? '—' : `¥${Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function CaseStatusTag({ status, label }: { status: number; label: string }) {
  return <Tag color={CASE_STATUS_COLOR[status] ?? 'default'}>{label}</Tag>;
}

export function ReviewStatusTag({ status, label }: { status: number; label: string }) {
  return <Tag color={REVIEW_STATUS_COLOR[status] ?? 'default'}>{label}</Tag>;
}

export function LoadError({ msg, what }: { msg: string; what: string }) {
  return <Alert type="error" showIcon title={`${what}加载失败`} description={msg} data-testid="load-error" />;
}

export function useRoles(): { roles: number[]; reviewer: boolean; orgId: number | null } {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  return { roles, reviewer: roles.includes(2) || roles.includes(99), orgId: user?.orgId ?? null };
}

/**
 * The list state of the current URL and a way to change it. A URL with values the server
 * would refuse or read differently (page=abc, unknown status) is replaced by its canonical form.
 */
export function useListQuery(pathname: string, search: string, statuses: readonly string[] = []) {
  const navigate = useNavigate();
  const query = parseListQuery(search, statuses);
  const go = useCallback(
    (next: ListQuery, replace = false) => navigate(`${pathname}${listSearch(next)}`, { replace }),
    [navigate, pathname],
  );
  useEffect(() => {
    if (!isCanonical(search, statuses)) go(parseListQuery(search, statuses), true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return { query, go, setPage: (page: number) => go({ ...query, page }) };
}

export interface FilterBarProps {
  query: ListQuery;
  onChange: (q: ListQuery) => void;
  /** Status choices; none = no status filter. */
  statuses?: Choice[];
  statusLabel?: string;
  keywordPlaceholder: string;
  dates?: boolean;
  extra?: ReactNode;
}

/** Status select, keyword search and date range; every change goes back to page 1. */
export function FilterBar({ query, onChange, statuses, statusLabel = '状态', keywordPlaceholder, dates, extra }: FilterBarProps) {
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);
  const range: [Dayjs, Dayjs] | null =
    query.start_date && query.end_date ? [dayjs(query.start_date, 'YYYY-MM-DD'), dayjs(query.end_date, 'YYYY-MM-DD')] : null;
  const empty = !query.status && !query.keyword && !query.start_date && !query.end_date;
  return (
    <Space wrap size="middle" data-testid="filter-bar">
      {statuses && (
        <Select<string>
          allowClear
          placeholder={`全部${statusLabel}`}
          style={{ width: 150 }}
          value={query.status}
          onChange={(v) => onChange(withFilters(query, { status: v ?? undefined }))}
          options={statuses.map((s) => ({ value: String(s.value), label: s.label }))}
          data-testid="filter-status"
        />
      )}
      <Input.Search
        allowClear
        placeholder={keywordPlaceholder}
        value={keyword}
        maxLength={50}
        style={{ width: 260 }}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onChange(withFilters(query, { keyword: v.trim() || undefined }))}
        enterButton="搜索"
        data-testid="filter-keyword"
      />
      {dates && (
        <DatePicker.RangePicker
          value={range}
          placeholder={['开始日期', '结束日期']}
          onChange={(v) =>
            onChange(
              withFilters(query, {
                start_date: v?.[0]?.format('YYYY-MM-DD'),
                end_date: v?.[1]?.format('YYYY-MM-DD'),
              }),
            )
          }
          data-testid="filter-dates"
        />
      )}
      <Button disabled={empty} onClick={() => onChange({ page: 1 })} data-testid="filter-reset">
        重置
      </Button>
      {extra}
    </Space>
  );
}

/** The pagination of every list: 10 per page, page in the URL. */
export function pagination(query: ListQuery, total: number, setPage: (p: number) => void) {
  return {
    current: query.page,
    pageSize: PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (n: number) => `共 ${n} 条`,
    onChange: setPage,
  };
}

/**
 * Runs a call: busy flag, success toast with the server's msg, a 400's msg as an error toast
 * (5 s). Resolves with the envelope when the code was 200, else null (lib/http has already
 * handled 300 and the other codes).
 */
export function useCall() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(name: string, call: () => Promise<Envelope<T>>, success?: string): Promise<Envelope<T> | null> => {
      setBusy(name);
      try {
        const res = await call();
        if (res.code === 200) {
          void message.success(success ?? (res.msg || '操作成功'));
          return res;
        }
        void message.error(res.msg || '操作失败', 5);
        return null;
      } catch {
        return null;
      } finally {
        setBusy(null);
      }
    },
    [message],
  );
  return { busy, run };
}

/**
 * A form's save: like useCall, but a refusal also stays on the page (`serverError`, shown by
 * FormNotices) and only a success clears the form's snapshot — a failed or interrupted save
 * keeps what the user typed. Resolves with the answer's data, or null.
 */
export function useFormSend(clearSnapshot: () => void, failed: string) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = useCallback(
    async <T,>(name: string, call: () => Promise<Envelope<T>>, success: string): Promise<T | null> => {
      setServerError(null);
      setBusy(name);
      try {
        const res = await call();
        if (res.code !== 200 || res.data === undefined || res.data === null) {
          setServerError(res.msg || failed);
          void message.error(res.msg || failed, 5);
          return null;
        }
        clearSnapshot();
        void message.success(res.msg || success);
        return res.data;
      } catch {
        // lib/http showed the error (or is on its way to the login page); the snapshot keeps the form.
        return null;
      } finally {
        setBusy(null);
      }
    },
    [message, clearSnapshot, failed],
  );
  return { busy, serverError, clearServerError: () => setServerError(null), send };
}

/** 退回 with a required reason (1–200 characters). */
export function ReasonModal({
  open,
  title,
  busy,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText="确认退回"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reason-ok' } as ButtonProps}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => onSubmit(v.reason.trim()),
          () => {
            // The form shows the problem under the field.
          },
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="退回原因"
          required
          rules={[{ validator: (_, v: unknown) => (returnReasonProblem(v) ? Promise.reject(new Error(returnReasonProblem(v)!)) : Promise.resolve()) }]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount placeholder="请填写退回原因，机构将看到该原因" data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A button that is a real link (`<a href>`, so it works before hydration and opens in a new
 * tab) but navigates inside the app when clicked.
 */
export function LinkButton({
  to,
  children,
  type,
  size,
  testId,
}: {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle';
  testId?: string;
}) {
  const navigate = useNavigate();
  return (
    <Button
      href={to}
      type={type}
      size={size}
      data-testid={testId}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

/** Above a form: the notice of a restored unsent draft (with 放弃恢复), and the server's refusal
 *  of the last send (`failed` is its title, e.g. 提交失败). */
export function FormNotices({
  restored,
  unsent,
  onDiscard,
  serverError,
  failed,
  onCloseError,
}: {
  restored: Restored | null;
  /** What the restored content has not been yet: 提交 or 保存. */
  unsent: string;
  onDiscard: () => void;
  serverError: string | null;
  failed: string;
  onCloseError: () => void;
}) {
  return (
    <>
      {restored && (
        <Alert
          type="info"
          showIcon
          data-testid="form-restored"
          title={`已恢复您在 ${parseTime(Math.floor(restored.savedAt / 1000))} 填写但尚未${unsent}的内容`}
          action={
            <Button size="small" onClick={onDiscard}>
              放弃恢复
            </Button>
          }
        />
      )}
      {serverError && <Alert type="error" showIcon closable onClose={onCloseError} title={failed} description={serverError} data-testid="form-server-error" />}
    </>
  );
}
