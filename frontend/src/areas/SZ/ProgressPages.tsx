// Progress reports (进展): 新增求助进展 (newHelpProcess/:id, the case's id), 编辑求助进展
// (editHelpProcess/:id: the report, editable while 待审核 or 已退回, else read-only) and
// 审核求助进展 (verifyHelpProcess/:id, role 2 only: 通过 / 退回 with a reason).
import { Alert, App, Button, Card, Descriptions, Form, Image, Input, Space, Typography } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/upload/ImageUpload';
import type { Envelope } from '../../lib/http';
import {
  ActionBar,
  FormNotices,
  LinkButton,
  LoadError,
  dateTime,
  definePage,
  formRule,
  money,
  snapshotKey,
  useFormSend,
  useFormSnapshot,
  useTagSubject,
  formInvalidToast,
  lengthLimit,
  NumberInput,
} from '../../components/kit';
import { addProgress, editProgress, passProgress, returnProgress } from './api';
import { CaseStatusTag, ReviewStatusTag } from './common';
import { amountUsedProblem, firstProgressProblem, progressRules } from './rules';
import type { CaseDetail, ProgressDetail, ProgressPayload } from './types';
import { useIdempotencyKey } from '../../lib/idempotency';

interface ProgressValues {
  title?: string;
  content?: string;
  images?: string[];
  amount_used?: string | null;
}

function toPayload(v: ProgressValues): ProgressPayload {
  const p: ProgressPayload = { title: (v.title ?? '').trim(), content: (v.content ?? '').trim(), images: v.images ?? [] };
  const amount = v.amount_used === null || v.amount_used === undefined ? '' : String(v.amount_used).trim();
  if (amount) p.amount_used = amount;
  return p;
}

const toValues = (p: Partial<ProgressPayload> | ProgressDetail): ProgressValues => ({
  title: p.title ?? '',
  content: p.content ?? '',
  images: p.images ?? [],
  amount_used: p.amount_used ?? undefined,
});

function ProgressForm({
  snapshotId,
  initial,
  call,
  done,
  submitText,
  raised,
}: {
  /** The case's raised amount (yuan): the cap of the amount used. */
  raised?: string | null;
  snapshotId: string;
  initial: ProgressValues;
  call: (p: ProgressPayload) => Promise<Envelope<{ id: number }>>;
  done: (id: number) => void;
  submitText: string;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProgressValues>();
  const apply = useCallback((p: ProgressPayload) => form.setFieldsValue(toValues(p)), [form]);
  const snap = useFormSnapshot<ProgressPayload>(snapshotId, apply);
  const { busy, serverError, clearServerError, send } = useFormSend(snap.clear, '提交失败');
  const values = () => toPayload(form.getFieldsValue(true) as ProgressValues);
  const rule = (field: keyof ProgressPayload) =>
    formRule(() => (field === 'amount_used' ? amountUsedProblem(values().amount_used, raised) : progressRules[field](values()[field])));
  const submit = async () => {
    const p = values();
    snap.save(p);
    try {
      await form.validateFields();
    } catch {
      formInvalidToast(message, firstProgressProblem(p, raised));
      return;
    }
    const sent = await send('submit', () => call(p), '提交成功，请等待审核');
    if (sent) done(sent.id);
  };
  return (
    <Space orientation="vertical" className="full-width" size="middle">
      <FormNotices snap={snap} form={form} serverError={serverError} onCloseError={clearServerError} />
      <Form<ProgressValues> form={form} layout="vertical" style={{ maxWidth: 800 }} initialValues={initial} onValuesChange={() => snap.saveSoon(values)} data-testid="progress-form">
        <Form.Item label="进展标题" name="title" required rules={[rule('title')]}>
          <Input {...lengthLimit(50)} placeholder="2-50个字" data-testid="p-title" />
        </Form.Item>
        <Form.Item label="已使用金额（元）" name="amount_used" rules={[rule('amount_used')]} extra={raised ? `可选，本次进展中善款的使用金额，不超过已筹金额 ${raised} 元` : '可选，本次进展中善款的使用金额'}>
          <NumberInput style={{ width: 240 }} data-testid="p-amount" />
        </Form.Item>
        <Form.Item label="进展内容" name="content" required rules={[rule('content')]}>
          <Input.TextArea rows={6} {...lengthLimit(2000)} placeholder="请说明受助人近况和善款使用情况（10-2000个字）" data-testid="p-content" />
        </Form.Item>
        <Form.Item label="进展图片" name="images" rules={[rule('images')]} extra="可选，最多9张">
          <ImageUpload maxCount={9} />
        </Form.Item>
      </Form>
      <Button type="primary" loading={busy !== null} onClick={() => void submit()} data-testid="submit-progress">
        {submitText}
      </Button>
    </Space>
  );
}

/** 新增求助进展: for a case that raises money. */
export const NewProgressPage = definePage(['detail'], ({ load }) => {
  const navigate = useNavigate();
  const onceKey = useIdempotencyKey();
  const detail = load<CaseDetail>('detail');
  useTagSubject(detail.ok ? detail.data.title : null);
  if (!detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  const c = detail.data;
  return (
    <Card
      title={
        <Space>
          新增进展：{c.title}
          <CaseStatusTag status={c.status} label={c.status_label} />
        </Space>
      }
      extra={<LinkButton to={`/SZ/helpProcessList/${c.id}`}>该求助的进展</LinkButton>}
      data-testid="new-progress-page"
    >
      {(c.actions ?? []).includes('add_progress') ? (
        <ProgressForm
          snapshotId={snapshotKey('newHelpProcess', c.id)}
          raised={c.raised_amount}
          initial={{ images: [] }}
          call={(p) => addProgress(c.id, p, onceKey())}
          done={() => navigate(`/SZ/helpProcessList/${c.id}`)}
          submitText="提交进展"
        />
      ) : (
        <Alert type="warning" showIcon title={`该求助当前为「${c.status_label}」，只有本机构募款中的求助可以新增进展。`} />
      )}
    </Card>
  );
});

function ProgressSummary({ p }: { p: ProgressDetail }) {
  return (
    <Space orientation="vertical" className="full-width" size="middle">
      {p.status === 3 && p.reason && <Alert type="warning" showIcon title="该进展被退回" description={`退回原因：${p.reason}`} data-testid="progress-return-reason" />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="所属求助">
          <LinkButton to={`/SZ/viewHelp/${p.help.id}`} type="link" size="small">{p.help.title}</LinkButton>
        </Descriptions.Item>
        <Descriptions.Item label="机构">{p.org_name}</Descriptions.Item>
        <Descriptions.Item label="进展标题">{p.title}</Descriptions.Item>
        <Descriptions.Item label="已使用金额">{money(p.amount_used)}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{dateTime(p.created_at)}</Descriptions.Item>
        <Descriptions.Item label="审核时间">{dateTime(p.reviewed_at)}</Descriptions.Item>
        <Descriptions.Item label="进展内容" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{p.content}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="进展图片" span={2}>
          {(p.images ?? []).length > 0 ? (
            <Image.PreviewGroup>
              <Space wrap>
                {(p.images ?? []).map((u, i) => (
                  <Image key={`${i}-${u}`} src={u} width={100} height={75} style={{ objectFit: 'cover' }} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            '—'
          )}
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** 编辑求助进展: the report; its organisation may edit it while 待审核 or 已退回. */
export const EditProgressPage = definePage(['progress'], ({ load, reload }) => {
  const detail = load<ProgressDetail>('progress');
  useTagSubject(detail.ok ? detail.data.title : null);
  if (!detail.ok) return <LoadError what="进展" msg={detail.msg} />;
  const p = detail.data;
  const editable = (p.actions ?? []).includes('edit');
  return (
    <Card
      title={
        <Space>
          {editable ? '编辑进展' : '进展详情'}
          <ReviewStatusTag status={p.status} label={p.status_label} />
        </Space>
      }
      extra={<LinkButton to={`/SZ/helpProcessList/${p.help_id}`}>该求助的进展</LinkButton>}
      data-testid="edit-progress-page"
    >
      {editable ? (
        <Space orientation="vertical" className="full-width" size="middle">
          {p.status === 3 && p.reason && <Alert type="warning" showIcon title="该进展被退回，请修改后重新提交" description={`退回原因：${p.reason}`} />}
          <ProgressForm
            key={`${p.id}:${p.status}`}
            snapshotId={snapshotKey('editHelpProcess', p.id)}
            raised={p.help.raised_amount}
            initial={toValues(p)}
            call={(v) => editProgress(p.id, v)}
            done={() => reload()}
            submitText={p.status === 3 ? '重新提交' : '保存修改'}
          />
        </Space>
      ) : (
        <ProgressSummary p={p} />
      )}
    </Card>
  );
});

/** 审核求助进展 (role 2 only). */
export const VerifyProgressPage = definePage(['progress'], ({ load, reload }) => {
  const detail = load<ProgressDetail>('progress');
  useTagSubject(detail.ok ? detail.data.title : null);
  if (!detail.ok) return <LoadError what="进展" msg={detail.msg} />;
  const p = detail.data;
  const actions = p.actions ?? [];
  return (
    <Card
      title={
        <Space>
          审核进展：{p.title}
          <span data-testid="progress-status">
            <ReviewStatusTag status={p.status} label={p.status_label} />
          </span>
        </Space>
      }
      extra={<LinkButton to={`/SZ/helpProcessList/${p.help_id}`}>该求助的进展</LinkButton>}
      data-testid="verify-progress-page"
    >
      <div className="kit-stack">
        <ProgressSummary p={p} />
        {actions.includes('pass') || actions.includes('return') ? (
          <ActionBar
            actions={actions}
            onDone={reload}
            defs={[
              { kind: 'call', action: 'pass', label: '通过', primary: true, testId: 'progress-pass', confirm: '确定审核通过该进展？', okText: '通过', call: () => passProgress(p.id), success: '审核通过' },
              { kind: 'reason', action: 'return', label: '退回', danger: true, testId: 'progress-return', title: '退回进展', call: (r) => returnProgress(p.id, r), success: '已退回' },
            ]}
          />
        ) : (
          <Alert type="info" showIcon title={`该进展${p.status_label}，无需审核。`} />
        )}
      </div>
    </Card>
  );
});
