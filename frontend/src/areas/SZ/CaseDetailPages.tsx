// 查看求助 (viewHelp/:id) and 审核求助 (verifyHelp/:id): the whole case, its log, and the buttons
// the API's `actions` allow for the caller right now (edit, submit, delete, claim, ignore, pass,
// return, change, add_progress). Every button makes the real call and shows its answer.
import { Alert, Button, Card, Descriptions, Empty, Image, Popconfirm, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Envelope } from '../../lib/http';
import { regionText } from '../../lib/regions/tree';
import { useRegions } from '../../lib/regions/load';
import type { PageProps } from '../../pages/types';
import { pick } from '../base/envelope';
import { claimCase, deleteDraft, ignoreCase, passCase, returnCase, submitDraft } from './api';
import { CaseStatusTag, LinkButton, LoadError, ReasonModal, time, useCall, yuan } from './common';
import { GENDER, PAY_METHOD, RELATION, flag, labelOf } from './labels';
import type { CaseDetail } from './types';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function CaseDetailPage({ data, route, reload }: PageProps) {
  const detail = pick<CaseDetail>(data, 'detail');
  if (!detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  return <CaseDetailView c={detail.data} reviewPage={route.name === 'verifyHelp'} reload={reload} />;
}

function CaseDetailView({ c, reviewPage, reload }: { c: CaseDetail; reviewPage: boolean; reload: () => void }) {
  const navigate = useNavigate();
  const regions = useRegions();
  const { busy, run } = useCall();
  const [returning, setReturning] = useState(false);
  const actions = new Set(c.actions ?? []);
  const can = (a: string) => actions.has(a);
  const region = regions ? regionText([c.province, c.city, c.district], regions.names) : '';

  const act = async (name: string, call: () => Promise<Envelope<unknown>>, success: string, after?: () => void) => {
    const res = await run(name, call, success);
    if (res) (after ?? reload)();
  };

  const buttons = (
    <Space wrap data-testid="case-actions">
      {can('claim') && (
        <Button type="primary" loading={busy === 'claim'} disabled={busy !== null} onClick={() => void act('claim', () => claimCase(c.id), '认领成功', () => navigate(`/SZ/verifyHelp/${c.id}`))} data-testid="act-claim">
          认领
        </Button>
      )}
      {can('ignore') && (
        <Popconfirm title="忽略后该求助不再出现在您的待认领列表，确定？" okText="忽略" cancelText="取消" onConfirm={() => act('ignore', () => ignoreCase(c.id), '已忽略', () => navigate('/SZ/helpClaim'))}>
          <Button loading={busy === 'ignore'} disabled={busy !== null} data-testid="act-ignore">忽略</Button>
        </Popconfirm>
      )}
      {can('pass') && (
        <Popconfirm title="确定审核通过？通过后该求助将开始募捐" okText="通过" cancelText="取消" onConfirm={() => act('pass', () => passCase(c.id), '审核通过')}>
          <Button type="primary" loading={busy === 'pass'} disabled={busy !== null} data-testid="act-pass">通过</Button>
        </Popconfirm>
      )}
      {can('return') && (
        <Button danger loading={busy === 'return'} disabled={busy !== null} onClick={() => setReturning(true)} data-testid="act-return">
          退回
        </Button>
      )}
      {can('edit') && (
        <LinkButton to={c.status === 0 ? `/SZ/draftHelp/${c.id}` : `/SZ/editHelp/${c.id}`} type="primary" testId="act-edit">
          {c.status === 3 ? '修改并重新提交' : '编辑'}
        </LinkButton>
      )}
      {can('submit') && (
        <Popconfirm title="提交后将进入平台审核，确定提交？" okText="提交" cancelText="取消" onConfirm={() => act('submit', () => submitDraft(c.id), '提交成功，请等待平台审核')}>
          <Button type="primary" loading={busy === 'submit'} disabled={busy !== null} data-testid="act-submit">提交审核</Button>
        </Popconfirm>
      )}
      {can('delete') && (
        <Popconfirm title="确定删除该草稿？删除后不能恢复" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => act('delete', () => deleteDraft(c.id), '删除成功', () => navigate('/SZ/helpDraftBox'))}>
          <Button danger loading={busy === 'delete'} disabled={busy !== null} data-testid="act-delete">删除草稿</Button>
        </Popconfirm>
      )}
      {can('change') && (
        <LinkButton to={`/SZ/changeHelp/${c.id}`} testId="act-change">申请变更</LinkButton>
      )}
      {can('add_progress') && (
        <LinkButton to={`/SZ/newHelpProcess/${c.id}`} testId="act-add-progress">添加进展</LinkButton>
      )}
      {c.status === 4 && (
        <>
          <LinkButton to={`/SZ/helpProcessList/${c.id}`} testId="link-progress">进展（{c.progress_count ?? 0}）</LinkButton>
          <LinkButton to={`/SZ/helpDonateListHelp/${c.id}`} testId="link-donations">捐款（{c.donation_count ?? 0}）</LinkButton>
        </>
      )}
    </Space>
  );

  const images = c.images ?? [];
  const logs = c.logs ?? [];
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="case-detail">
      <Card
        title={
          <Space wrap>
            <span data-testid="case-title">{c.title}</span>
            <span data-testid="case-status">
              <CaseStatusTag status={c.status} label={c.status_label} />
            </span>
          </Space>
        }
        extra={reviewPage ? <Typography.Text type="secondary">审核人：{c.claimed_by_name ?? '未认领'}</Typography.Text> : undefined}
      >
        <Space orientation="vertical" size="middle" className="full-width">
          {c.status === 3 && c.return_reason && (
            <Alert type="warning" showIcon title="已退回" description={`退回原因：${c.return_reason}`} data-testid="case-return-reason" />
          )}
          {flag(c.has_pending_issue) && <Alert type="info" showIcon title="该求助有一条待审核的变更申请" />}
          {reviewPage && !can('pass') && !can('claim') && c.status !== 2 && (
            <Alert type="info" showIcon title={`该求助当前为「${c.status_label}」，没有需要您处理的审核。`} />
          )}
          {reviewPage && c.status === 2 && !can('pass') && <Alert type="info" showIcon title="该求助由其他审核人认领，您不能审核。" />}
          {buttons}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} title="基本信息">
            <Descriptions.Item label="求助编号">{c.id}</Descriptions.Item>
            <Descriptions.Item label="求助类型">{dash(c.help_type_name)}</Descriptions.Item>
            <Descriptions.Item label="发布机构">{dash(c.org_name)}</Descriptions.Item>
            <Descriptions.Item label="所属项目">{dash(c.project_title)}</Descriptions.Item>
            <Descriptions.Item label="目标金额">{yuan(c.target_amount)}</Descriptions.Item>
            <Descriptions.Item label="已筹金额">{yuan(c.raised_amount)}</Descriptions.Item>
            <Descriptions.Item label="截止日期">{dash(c.deadline)}</Descriptions.Item>
            <Descriptions.Item label="发布人">{c.publisher_name ? `${c.publisher_name}（${dash(c.publisher_phone)}）` : '—'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{time(c.submitted_at)}</Descriptions.Item>
            <Descriptions.Item label="所在地" span={3}>
              {[region, c.address].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="求助说明" span={3}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{dash(c.summary)}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} title="受助人">
            <Descriptions.Item label="姓名">{dash(c.beneficiary_name)}</Descriptions.Item>
            <Descriptions.Item label="性别">{labelOf(GENDER, c.beneficiary_gender) || '—'}</Descriptions.Item>
            <Descriptions.Item label="年龄">{dash(c.beneficiary_age)}</Descriptions.Item>
            <Descriptions.Item label="身份证号">{dash(c.beneficiary_id_card)}</Descriptions.Item>
            <Descriptions.Item label="手机号">{dash(c.beneficiary_phone)}</Descriptions.Item>
            <Descriptions.Item label="与发布人关系">{labelOf(RELATION, c.relation) || '—'}</Descriptions.Item>
          </Descriptions>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} title="证明人">
            <Descriptions.Item label="姓名">{dash(c.witness_name)}</Descriptions.Item>
            <Descriptions.Item label="手机号">{dash(c.witness_phone)}</Descriptions.Item>
            <Descriptions.Item label="职务">{dash(c.witness_title)}</Descriptions.Item>
            <Descriptions.Item label="单位">{dash(c.witness_org)}</Descriptions.Item>
          </Descriptions>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} title="收款信息">
            <Descriptions.Item label="收款方式">{labelOf(PAY_METHOD, c.pay_method) || '—'}</Descriptions.Item>
            <Descriptions.Item label="收款人">{dash(c.payee_name)}</Descriptions.Item>
            {c.pay_method === 1 && <Descriptions.Item label="开户银行">{dash(c.payee_bank)}</Descriptions.Item>}
            <Descriptions.Item label="收款账号">{dash(c.payee_account)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>图片材料</Typography.Title>
            {c.cover || images.length > 0 ? (
              <Image.PreviewGroup>
                <Space wrap>
                  {c.cover && (
                    <div>
                      <Image src={c.cover} width={120} height={90} style={{ objectFit: 'cover' }} alt="封面图" />
                      <div style={{ textAlign: 'center', fontSize: 12 }}>封面图</div>
                    </div>
                  )}
                  {images.map((u, i) => (
                    <Image key={`${i}-${u}`} src={u} width={120} height={90} style={{ objectFit: 'cover' }} alt={`证明材料${i + 1}`} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : (
              <Typography.Text type="secondary">未上传图片</Typography.Text>
            )}
          </div>
        </Space>
      </Card>
      <Card title="操作记录" size="small">
        {logs.length > 0 ? (
          <Timeline
            data-testid="case-logs"
            items={logs.map((l) => ({
              color: l.action_label.includes('退回') ? 'red' : l.action_label.includes('通过') ? 'green' : 'blue',
              children: (
                <div>
                  <Space wrap>
                    <strong>{l.action_label}</strong>
                    <span>{l.operator_name}</span>
                    <Typography.Text type="secondary">{time(l.at)}</Typography.Text>
                  </Space>
                  {l.reason && <div>原因：{l.reason}</div>}
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description="暂无操作记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <ReasonModal
        open={returning}
        title="退回求助"
        busy={busy === 'return'}
        onCancel={() => setReturning(false)}
        onSubmit={(reason) =>
          void act('return', () => returnCase(c.id, reason), '已退回', () => {
            setReturning(false);
            reload();
          })
        }
      />
    </Space>
  );
}
