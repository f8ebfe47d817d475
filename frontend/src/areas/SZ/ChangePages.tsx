// 变更求助 (changeHelp/:id): a change request for a case that raises money (title, summary,
// deadline, target, images) with a reason; only the fields that differ are sent. And
// 求助变更详情 (helpVerifyChangeDetail/:id): the before/after table, 通过 / 退回.
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/upload/ImageUpload';
import dayjs from '../../lib/dayjs';
import { ActionBar, reviewSteps, ReviewDone, ChangeDiff, FormNotices, ItemCard, LinkButton, LoadError, dateTime, definePage, formRule, money, problemRule, snapshotKey, useFormSend, useFormSnapshot, useTagSubject, formInvalidToast, lengthLimit, NumberInput } from '../../components/kit';
import { passIssue, requestChange, returnIssue } from './api';
import { CaseStatusTag, ReviewStatusTag } from './common';
import { CHANGE_FIELDS, DEADLINE_MAX_DAYS, addDays, caseFieldProblem, changedFields, chinaToday, issueReasonProblem, money as amountOf } from './rules';
import type { CaseDetail, IssueAudit, IssueChanges } from './types';
import { useIdempotencyKey } from '../../lib/idempotency';
import { inState } from '../../components/kit/states';

interface ChangeValues {
  title?: string;
  summary?: string;
  deadline?: Dayjs | null;
  target_amount?: string;
  cover?: string[];
  images?: string[];
  reason?: string;
}

interface ChangeSnapshot {
  changes: IssueChanges;
  reason: string;
}

function toChanges(v: ChangeValues): IssueChanges {
  return {
    title: (v.title ?? '').trim(),
    summary: (v.summary ?? '').trim(),
    deadline: v.deadline && v.deadline.isValid() ? v.deadline.format('YYYY-MM-DD') : '',
    target_amount: v.target_amount === undefined || v.target_amount === null ? '' : String(v.target_amount).trim(),
    cover: v.cover?.[0] ?? '',
    images: v.images ?? [],
  };
}

function toValues(c: IssueChanges, reason = ''): ChangeValues {
  return {
    title: c.title,
    summary: c.summary,
    deadline: c.deadline ? dayjs(c.deadline, 'YYYY-MM-DD') : null,
    target_amount: c.target_amount,
    cover: c.cover ? [c.cover] : [],
    images: c.images ?? [],
    reason,
  };
}

const currentChanges = (c: CaseDetail): IssueChanges => ({
  title: c.title ?? '',
  summary: c.summary ?? '',
  deadline: c.deadline ?? '',
  target_amount: c.target_amount === null || c.target_amount === undefined ? '' : String(c.target_amount),
  cover: c.cover ?? '',
  images: c.images ?? [],
});

export const ChangeHelpPage = definePage(['detail'], ({ load }) => {
  const detail = load<CaseDetail>('detail');
  if (!detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  const c = detail.data;
  if (!(c.actions ?? []).includes('change')) {
    return (
      <Card title={`变更求助：${c.title}`}>
        <Alert
          type="warning"
          showIcon
          title={!inState('help_case', c.status, '募款中') ? `该求助当前为「${c.status_label}」，只有募款中的求助可以申请变更。` : '该求助已有待审核的变更申请，审核完成后才能再次申请。'}
          action={<LinkButton to={`/SZ/viewHelp/${c.id}`}>查看求助</LinkButton>}
        />
      </Card>
    );
  }
  return <ChangeForm key={c.id} c={c} />;
});

function ChangeForm({ c }: { c: CaseDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useTagSubject(c.title);
  const [form] = Form.useForm<ChangeValues>();
  const current = useMemo(() => currentChanges(c), [c]);
  const today = chinaToday();
  const apply = useCallback((s: ChangeSnapshot) => form.setFieldsValue(toValues(s.changes, s.reason)), [form]);
  const snap = useFormSnapshot<ChangeSnapshot>(snapshotKey('changeHelp', c.id), apply);
  const { busy, serverError, clearServerError, send } = useFormSend(snap.clear, '提交失败');
  const onceKey = useIdempotencyKey();
  const snapshot = (): ChangeSnapshot => {
    const v = form.getFieldsValue(true) as ChangeValues;
    return { changes: toChanges(v), reason: (v.reason ?? '').trim() };
  };
  const check = (field: 'title' | 'summary' | 'deadline' | 'target_amount') =>
    formRule(() => {
      const changes = toChanges(form.getFieldsValue(true) as ChangeValues);
      let problem = caseFieldProblem(field, { ...changes, title: changes.title ?? '' }, { today });
      // An unchanged deadline may already be close (or past): only a new one must fit the rule.
      if (field === 'deadline' && changes.deadline === current.deadline) problem = null;
      if (!problem && field === 'target_amount') {
        const raised = amountOf(c.raised_amount) ?? 0;
        const n = amountOf(changes.target_amount);
        if (n !== null && n < raised) problem = `目标金额不能低于已筹金额${raised.toFixed(2)}元`;
      }
      return problem;
    });

  const submit = async () => {
    const s = snapshot();
    snap.save(s);
    try {
      await form.validateFields();
    } catch {
      formInvalidToast(message);
      return;
    }
    const changes = changedFields(current, s.changes);
    if (Object.keys(changes).length === 0) {
      void message.error('请至少修改一项内容', 5);
      return;
    }
    const sent = await send('submit', () => requestChange(c.id, s.reason, changes, onceKey()), '变更申请已提交，请等待平台审核');
    if (sent) navigate(`/SZ/viewHelp/${c.id}`);
  };

  return (
    <ItemCard title="变更求助" tag={<CaseStatusTag status={c.status} label={c.status_label} />} extra={<LinkButton to={`/SZ/viewHelp/${c.id}`}>查看求助</LinkButton>} testId="change-form-page">
      <Alert type="info" showIcon title={`「${c.title}」正在募款（已筹 ${money(c.raised_amount)}）。修改下列内容需经平台审核，通过后生效；只提交有改动的项。`} />
      <FormNotices snap={snap} form={form} serverError={serverError} onCloseError={clearServerError} />
      <Form<ChangeValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 800 }}
        initialValues={toValues(current)}
        onValuesChange={() => snap.saveSoon(snapshot)}
        scrollToFirstError
      >
        <Form.Item label="求助标题" name="title" required rules={[check('title')]}>
          <Input {...lengthLimit(50)} data-testid="c-title" />
        </Form.Item>
        <Form.Item label="目标金额（元）" name="target_amount" required rules={[check('target_amount')]} extra={`不能低于已筹金额 ${money(c.raised_amount)}`}>
          <NumberInput style={{ width: 240 }} data-testid="c-amount" />
        </Form.Item>
        <Form.Item label="截止日期" name="deadline" required rules={[check('deadline')]}>
          <DatePicker
            disabledDate={(d) => {
              const s = d.format('YYYY-MM-DD');
              return s <= today || s > addDays(today, DEADLINE_MAX_DAYS);
            }}
            placeholder="请选择截止日期"
            data-testid="c-deadline"
          />
        </Form.Item>
        <Form.Item label="求助说明" name="summary" required rules={[check('summary')]}>
          <Input.TextArea rows={6} {...lengthLimit(5000)} data-testid="c-summary" />
        </Form.Item>
        <Form.Item label="封面图" name="cover">
          <ImageUpload maxCount={1} />
        </Form.Item>
        <Form.Item label="证明材料图片" name="images">
          <ImageUpload maxCount={9} />
        </Form.Item>
        <Form.Item
          label="变更原因"
          name="reason"
          required
          rules={[problemRule(issueReasonProblem)]}
        >
          <Input.TextArea rows={3} {...lengthLimit(200)} placeholder="请说明变更的原因（5-200个字）" data-testid="c-reason" />
        </Form.Item>
      </Form>
      <Space>
        <Button type="primary" loading={busy !== null} onClick={() => void submit()} data-testid="submit-change">
          提交变更申请
        </Button>
      </Space>
    </ItemCard>
  );
}

const FIELD_KINDS = { cover: 'image', images: 'images', target_amount: 'money' } as const;
const FIELD_LABELS: Record<string, string> = Object.fromEntries(CHANGE_FIELDS);

/** 求助变更详情: before/after of every requested field; 通过 writes the changes to the case. */
export const IssueDetailPage = definePage(['audit'], ({ load, reload }) => {
  const audit = load<IssueAudit>('audit');
  useTagSubject(audit.ok ? audit.data.help.title : null);
  if (!audit.ok) return <LoadError what="变更申请" msg={audit.msg} />;
  const { issue, help, fields } = audit.data;
  return (
    <ItemCard title="求助变更详情" tag={<ReviewStatusTag status={issue.status} label={issue.status_label} />} extra={<LinkButton to={`/SZ/viewHelp/${help.id}`}>查看求助</LinkButton>} testId="issue-detail" plain>
      <div className="kit-stack">
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="所属求助">{help.title}</Descriptions.Item>
          <Descriptions.Item label="机构">{issue.org_name}</Descriptions.Item>
          <Descriptions.Item label="变更原因" span={2}>{issue.reason}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{dateTime(issue.created_at)}</Descriptions.Item>
          <Descriptions.Item label="审核时间">{dateTime(issue.reviewed_at)}</Descriptions.Item>
          {inState('help_change', issue.status, '已退回') && <Descriptions.Item label="退回原因" span={2}>{issue.return_reason}</Descriptions.Item>}
        </Descriptions>
        <ChangeDiff fields={fields} kinds={FIELD_KINDS} labels={FIELD_LABELS} />
        <ActionBar
          actions={audit.data.actions}
          onDone={reload}
          defs={reviewSteps({
            confirm: '通过后变更内容将立即写入求助，确定？',
            pass: () => passIssue(issue.id),
            passed: '审核通过，变更已生效',
            returnTitle: '退回变更申请',
            ret: (r) => returnIssue(issue.id, r),
            testIds: { pass: 'issue-pass', return: 'issue-return' },
          })}
        />
        {!inState('help_change', issue.status, '待审核') && (
          <ReviewDone
            title={`该变更申请${issue.status_label}，无需再审核。`}
            queue={{ list: '/SZ/helpVerifyList', call: '/api/organization/SZ/help_project_issue_list', params: { status: 1 }, page: (r) => `/SZ/helpVerifyChangeDetail/${r.id}` }}
            current={issue.id}
          />
        )}
      </div>
    </ItemCard>
  );
});
