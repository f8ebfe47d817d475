// 发布项目 (issueProject/:id): a passed project (待发布) goes online — online date, fundraising
// window, where it appears (平台首页, or a 项目池 chosen with the pool selector), and whether
// donations may exceed the target.
import { Alert, Card, Checkbox, DatePicker, Descriptions, Form, Radio, Row, Button } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { PoolSelect } from '../../components/selectors';
import { ButtonRow, Field, ItemCard, LinkButton, LoadError, definePage, formRule, money, useFormSend, useTagSubject } from '../../components/kit';
import { addDays, chinaToday } from '../../components/kit/checks';
import dayjs from '../../lib/dayjs';
import { issueProject } from './api';
import { ProjectStatusTag } from './common';
import { CHANNEL } from './labels';
import { FUND_WINDOW_MAX_DAYS, issueProblem } from './rules';
import type { IssuePayload, ProjectDetail } from './types';
import { FormRangePicker } from '../../components/kit/FormRangePicker';

interface IssueValues {
  online_date?: Dayjs | null;
  fund?: [Dayjs | null, Dayjs | null] | null;
  channel?: 1 | 2;
  pool_id?: number;
  allow_over?: boolean;
}

const day = (d: Dayjs | null | undefined) => (d && d.isValid() ? d.format('YYYY-MM-DD') : '');

export function toIssuePayload(v: IssueValues): Partial<IssuePayload> {
  return {
    online_date: day(v.online_date),
    fund_start: day(v.fund?.[0]),
    fund_end: day(v.fund?.[1]),
    channel: v.channel,
    ...(v.channel === 2 && v.pool_id ? { pool_id: v.pool_id } : {}),
    allow_over: v.allow_over ? 1 : 0,
  };
}

export const IssueProjectPage = definePage(['detail'], ({ load }) => {
  const detail = load<ProjectDetail>('detail');
  if (!detail.ok) return <LoadError what="项目" msg={detail.msg} />;
  return <IssueForm p={detail.data} />;
});

function IssueForm({ p }: { p: ProjectDetail }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<IssueValues>();
  const channel = Form.useWatch('channel', form);
  const today = chinaToday();
  const { busy, serverError, clearServerError, send } = useFormSend(() => undefined, '发布失败');
  useTagSubject(p.title);
  if (!(p.actions ?? []).includes('publish')) {
    return (
      <Card title={p.title}>
        <Alert type="warning" showIcon title={`该项目当前为「${p.status_label}」，不能发布。只有审核通过（待发布）的项目可以发布。`} action={<LinkButton to={`/SJ/viewProject/${p.id}`}>查看项目</LinkButton>} />
      </Card>
    );
  }
  // The planned window, when it still lies ahead; else from today on.
  const start = p.fund_start && p.fund_start >= today ? p.fund_start : today;
  const end = p.fund_end && p.fund_end > start ? p.fund_end : addDays(start, 90);
  const initial: IssueValues = { online_date: dayjs(start), fund: [dayjs(start), dayjs(end)], channel: 1, allow_over: false };
  const problem = (v: IssueValues) => issueProblem(toIssuePayload(v), today);
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const payload = toIssuePayload(form.getFieldsValue(true) as IssueValues) as IssuePayload;
    if (await send('issue', () => issueProject(p.id, payload), '发布成功')) navigate(`/SJ/viewProject/${p.id}`);
  };
  const rule = formRule(({ getFieldsValue }) => problem(getFieldsValue(true) as IssueValues));
  return (
    <ItemCard title="发布项目" tag={<ProjectStatusTag status={p.status} label={p.status_label} />} extra={<LinkButton to={`/SJ/viewProject/${p.id}`}>查看项目</LinkButton>} testId="issue-page">
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="项目名称">{p.title}</Descriptions.Item>
        <Descriptions.Item label="目标金额">{money(p.target_amount)}</Descriptions.Item>
        <Descriptions.Item label="计划募款时间">{p.fund_start ? `${p.fund_start} 至 ${p.fund_end ?? ''}` : '—'}</Descriptions.Item>
      </Descriptions>
      {serverError && <Alert type="error" showIcon closable={{ onClose: clearServerError }} title="发布失败" description={serverError} data-testid="form-server-error" />}
      <Form<IssueValues> form={form} layout="vertical" initialValues={initial} data-testid="issue-form" requiredMark>
        <Row gutter={24}>
          <Field md={8} label="上线日期" name="online_date" required rules={[rule]} dependencies={['fund']}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') < today} data-testid="f-online-date" />
          </Field>
          <Field md={16} label="募款时间" name="fund" required rules={[rule]} dependencies={['online_date']} extra={`开始不早于上线日期，最长${FUND_WINDOW_MAX_DAYS}天`}>
            <FormRangePicker style={{ width: '100%' }} placeholder={['募款开始', '募款结束']} disabledDate={(d) => d.format('YYYY-MM-DD') < today} data-testid="f-issue-fund" />
          </Field>
          <Field md={8} label="发布渠道" name="channel" required rules={[rule]}>
            <Radio.Group options={CHANNEL} data-testid="f-channel" />
          </Field>
          {channel === 2 && (
            <Field md={16} label="项目池" name="pool_id" required rules={[rule]} dependencies={['channel']}>
              <PoolSelect data-testid="f-pool" />
            </Field>
          )}
          <Field md={24} name="allow_over" valuePropName="checked" extra="不允许时，已筹金额达到目标即自动结束募款；允许时募款持续到结束日期">
            <Checkbox data-testid="f-allow-over">允许超额募款</Checkbox>
          </Field>
        </Row>
      </Form>
      <ButtonRow
        primary={
          <Button type="primary" loading={busy === 'issue'} disabled={busy !== null} onClick={() => void submit()} data-testid="issue-submit">
            确认发布
          </Button>
        }
      >
        <LinkButton to={`/SJ/viewProject/${p.id}`}>取消</LinkButton>
      </ButtonRow>
    </ItemCard>
  );
}
