// 查看项目 (viewProject/:id) and 审核项目 (verifyProject/:id): on the left the project as a donor
// would see it (cover, title, organisation, raised vs target, region, window, description,
// images, budget, disclosures); on the right its management side (status, review notes, the
// buttons the API's `actions` allow the caller now, key facts, the log).
import { Alert, Button, Card, Descriptions, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RichTextView } from '../../components/richText/RichTextView';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import { ActionBar, reviewSteps, ItemCard, LinkButton, ReviewDone, type ReviewQueue, LoadError, LogTimeline, dateTime, definePage, flag, money, orEmpty as dash, useCall, useCan, useTagSubject, type ActionDef } from '../../components/kit';
import { claimProject, deleteDraft, finishProject, ignoreProject, passProject, preliminaryPass, preliminaryReturn, returnProject, startProject, submitDraft, SJ_API } from './api';
import { CoverImage, DetailColumns, ProjectGallery, ReportRefList } from '../../components/kit/projects/detailParts';
import { RaisedProgress } from '../../components/kit/projects/RaisedProgress';
import { ProjectStatusTag } from './common';
import { CHANNEL, labelOf } from './labels';
import type { BudgetRow, MicroProjectRef, ProjectDetail, ReportRef } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

/** Every step a project can offer, in button order; the API's `actions` pick the ones shown. */
function projectActions(p: ProjectDetail, navigate: (to: string) => void): ActionDef[] {
  const id = p.id;
  return [
    { kind: 'call', action: 'claim', label: '认领', primary: true, testId: 'act-claim', call: () => claimProject(id), success: '认领成功', after: () => navigate(`/SJ/verifyProject/${id}`) },
    { kind: 'call', action: 'ignore', label: '忽略', testId: 'act-ignore', confirm: '忽略后该项目不再出现在您的待认领列表，确定？', okText: '忽略', call: () => ignoreProject(id), success: '已忽略', after: () => navigate('/SJ/projectClaim') },
    ...reviewSteps({ confirm: '确定审核通过？通过后机构即可发布该项目', pass: () => passProject(id), returnTitle: '退回项目', ret: (reason) => returnProject(id, reason) }),
    { kind: 'reason', action: 'preliminary_return', label: '初审退回', danger: true, testId: 'act-preliminary-return', title: '初审退回项目', call: (reason) => preliminaryReturn(id, reason), success: '已退回' },
    { kind: 'link', action: 'edit', label: inState('project', p.status, '已退回') ? '修改并重新提交' : '编辑', primary: true, testId: 'act-edit', to: inState('project', p.status, '草稿') ? `/SJ/draftProject/${id}` : `/SJ/editProject/${id}` },
    { kind: 'call', action: 'submit', label: '提交审核', primary: true, testId: 'act-submit', confirm: '提交后将进入审核，确定提交？', okText: '提交', call: () => submitDraft(id), success: '提交成功，请等待审核' },
    { kind: 'call', action: 'delete', label: '删除草稿', danger: true, testId: 'act-delete', confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: () => deleteDraft(id), success: '删除成功', after: () => navigate('/SJ/draftBox') },
    { kind: 'link', action: 'publish', label: '发布', primary: true, testId: 'act-issue', to: `/SJ/issueProject/${id}` },
    { kind: 'call', action: 'finish', label: '结束募款', testId: 'act-finish', confirm: '结束募款后不再接受捐款，确定提前结束？', okText: '结束募款', danger: true, call: () => finishProject(id), success: '募款已结束' },
    { kind: 'call', action: 'start', label: '开始执行', primary: true, testId: 'act-start', confirm: '确定开始执行该项目？执行中可发布信息披露', okText: '开始执行', call: () => startProject(id), success: '项目已开始执行' },
    { kind: 'link', action: 'change', label: '申请变更', testId: 'act-change', to: `/SJ/changeProject/${id}` },
    { kind: 'link', action: 'add_progress', label: '新增信息披露', testId: 'act-add-process', to: `/SJ/newProcess/${id}` },
    { kind: 'link', action: 'add_end_report', label: '结项报告', testId: 'act-add-end', to: `/SJ/newEndProcess/${id}` },
  ];
}

export const ProjectDetailPage = definePage(['detail'], ({ load, route, reload }) => {
  const detail = load<ProjectDetail>('detail');
  if (!detail.ok) return <LoadError what="项目" msg={detail.msg} />;
  return <ProjectView p={detail.data} reviewPage={route.name === 'verifyProject'} reload={reload} />;
});

/** 初审通过 (recommend to the platform's pool) with an optional opinion. */
function RecommendButton({ id, onDone }: { id: number; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [opinion, setOpinion] = useState('');
  const { busy, run } = useCall();
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="act-preliminary-pass">
        初审通过
      </Button>
      <Modal
        open={open}
        title="初审通过，推荐至平台审核"
        okText="确认推荐"
        cancelText="取消"
        okButtonProps={{ loading: busy !== null, 'data-testid': 'opinion-ok' } as never}
        onCancel={() => setOpen(false)}
        onOk={() =>
          void run('recommend', () => preliminaryPass(id, opinion.trim() || undefined), '已推荐至平台审核').then((res) => {
            if (!res) return;
            setOpen(false);
            onDone();
          })
        }
      >
        <Typography.Paragraph type="secondary">初审意见将随项目一并提交给平台审核人（可不填）。</Typography.Paragraph>
        <Input.TextArea rows={4} maxLength={200} showCount value={opinion} onChange={(e) => setOpinion(e.target.value)} placeholder="初审意见（可选，最多200字）" data-testid="opinion-input" />
      </Modal>
    </>
  );
}

function reportLink(r: ReportRef, reviewer: boolean): string {
  const end = r.kind === 'end';
  if (reviewer && inState(end ? 'project_end' : 'project_progress', r.status, '待审核')) return end ? `/SJ/verifyEndProcess/${r.id}` : `/SJ/verifyProcess/${r.id}`;
  return end ? `/SJ/editEndProcess/${r.id}` : `/SJ/editProcess/${r.id}`;
}

function DonorView({ p, region }: { p: ProjectDetail; region: string }) {
  const images = p.images ?? [];
  const budget = p.budget ?? [];
  return (
    <Card data-testid="project-public">
      <Space orientation="vertical" size="middle" className="full-width">
        <CoverImage src={p.cover} height={260} testId="project-cover" />
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }} data-testid="project-title">
            {p.title}
          </Typography.Title>
          <PlainText type="secondary">
            {p.org_name}
            {p.domain_name ? ` · ${p.domain_name}` : ''}
            {region ? ` · ${region}` : ''}
          </PlainText>
        </div>
        <RaisedProgress raised={p.raised_amount} target={p.target_amount} percent={p.progress_percent} />
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="募款时间">{p.fund_start ? `${p.fund_start} 至 ${dash(p.fund_end)}` : '—'}</Descriptions.Item>
          <Descriptions.Item label="捐款笔数">{p.donation_count ?? 0}</Descriptions.Item>
          <Descriptions.Item label="受益对象">{p.beneficiary ? `${p.beneficiary}（${dash(p.beneficiary_count)}人）` : '—'}</Descriptions.Item>
          <Descriptions.Item label="执行周期">{p.exec_start ? `${p.exec_start} 至 ${dash(p.exec_end)}` : '—'}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }} data-testid="project-summary">
          {dash(p.summary)}
        </Typography.Paragraph>
        <div>
          <Typography.Title level={5}>项目详情</Typography.Title>
          <RichTextView html={p.description} testId="project-description" />
        </div>
        <ProjectGallery images={images} />
        <div>
          <Typography.Title level={5}>预算明细</Typography.Title>
          <Table<BudgetRow>
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={budget}
            data-testid="project-budget"
            locale={{ emptyText: '暂无预算' }}
            columns={[
              { title: '用途', dataIndex: 'item' },
              { title: '金额', dataIndex: 'amount', align: 'right', width: 140, render: money },
              { title: '说明', dataIndex: 'note', render: dash },
            ]}
            summary={() =>
              budget.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {money(p.target_amount)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2}>{p.target_amount_upper ?? ''}</Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
        </div>
      </Space>
    </Card>
  );
}

function Disclosures({ p, reviewer }: { p: ProjectDetail; reviewer: boolean }) {
  return <ReportRefList<ReportRef> reports={p.reports} to={(r) => reportLink(r, reviewer)} name={(r) => `${r.kind === 'end' ? '【结项报告】' : ''}${r.title}`} testId="project-reports" />;
}

/**
 * 微项目: the joint-donation micro projects raising money under this project. The project's
 * raised amount includes theirs: own donations + micro projects' = 已筹 (the platform's sums).
 */
function MicroProjects({ p }: { p: ProjectDetail }) {
  const micro = p.micro_projects ?? [];
  if (micro.length === 0 && !Number(p.micro_raised_amount ?? 0)) return null;
  return (
    <Card title={`微项目（${micro.length}）`} size="small" data-testid="project-micro">
      <Space orientation="vertical" size="small" className="full-width">
        <PlainText data-testid="project-raised-split">
          已筹 {money(p.raised_amount)} = 本项目直接筹款 {money(p.own_raised_amount)} + 微项目筹款 {money(p.micro_raised_amount)}
        </PlainText>
        <Table<MicroProjectRef>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={micro}
          locale={{ emptyText: '暂无微项目' }}
          columns={[
            { title: '微项目', dataIndex: 'title', ellipsis: true, render: (t: string, r) => <LinkButton to={`/SJM/verifyMProject/${r.id}`} type="link" size="small">{t}</LinkButton> },
            { title: '执行机构', dataIndex: 'org_name', ellipsis: true },
            { title: '状态', dataIndex: 'status_label', width: 90 },
            { title: '已筹金额', dataIndex: 'raised_amount', width: 130, align: 'right', render: money },
          ]}
        />
        <LinkButton to={`/SJM/projectMList?parent_type=1&parent_id=${p.id}`} type="link" size="small">
          在联合劝募中查看这些微项目
        </LinkButton>
      </Space>
    </Card>
  );
}

/** A reviewer's queue: the projects they claimed that wait in 审核中; a partner's: those waiting for 初审. */
function reviewQueue(review: boolean): ReviewQueue {
  return review
    ? { list: '/SJ/projectClaimed', call: `${SJ_API}/claimed_list`, params: { status: 6 }, page: (r) => `/SJ/verifyProject/${r.id}` }
    : { list: '/SJ/projectList', call: `${SJ_API}/project_list`, params: { status: 5 }, page: (r) => `/SJ/verifyProject/${r.id}` };
}

function ProjectView({ p, reviewPage, reload }: { p: ProjectDetail; reviewPage: boolean; reload: () => void }) {
  const navigate = useNavigate();
  const { review, partnerView } = useCan('SJ');
  useTagSubject(p.title);
  const actions = new Set(p.actions ?? []);
  const reviewing = ['pass', 'return', 'claim', 'preliminary_pass', 'preliminary_return'].some((a) => actions.has(a));
  const backTo = review ? '/SJ/projectClaimed' : '/SJ/projectList';
  // Full names once the region chunk has loaded (after hydration); the API's text before.
  const regions = useRegions();
  const region = (regions ? regionText([p.province, p.city, p.district], regions.names) : '') || (p.region_text ?? '');
  const channel = labelOf(CHANNEL, p.channel);

  return (
    <DetailColumns
      testId="project-detail"
      main={
        <>
          <DonorView p={p} region={region} />
          <MicroProjects p={p} />
          <Disclosures p={p} reviewer={review} />
        </>
      }
      side={
        <>
          <ItemCard
            title={reviewPage ? '审核项目' : '项目管理'}
            tag={<ProjectStatusTag status={p.status} label={p.status_label} />}
            tagTestId="project-status"
            extra={reviewPage ? <LinkButton to={backTo} testId="back-to-list">返回列表</LinkButton> : undefined}
          >
            {inState('project', p.status, '已退回') && p.return_reason && <Alert type="warning" showIcon title="已退回" description={`退回原因：${p.return_reason}`} data-testid="project-return-reason" />}
            {p.preliminary && (
              <Alert
                type="success"
                showIcon
                title={`${p.preliminary.by_name} 初审推荐（${dateTime(p.preliminary.at)}）`}
                description={p.preliminary.opinion ? `初审意见：${p.preliminary.opinion}` : undefined}
                data-testid="project-preliminary"
              />
            )}
            {flag(p.has_pending_change) && <Alert type="info" showIcon title="该项目有一条待审核的变更申请，审核通过前仍按原内容展示" />}
            {reviewPage && !reviewing && <ReviewDone title={`该项目当前为「${p.status_label}」，没有需要您处理的审核。`} queue={reviewQueue(review)} current={p.id} />}
            <ActionBar actions={p.actions} defs={projectActions(p, navigate)} onDone={reload} testId="project-actions">
              {actions.has('preliminary_pass') && partnerView && <RecommendButton id={p.id} onDone={reload} />}
              {p.went_live && <LinkButton to={`/SJ/donateListProject/${p.id}`} testId="link-donations">捐款明细（{p.donation_count ?? 0}）</LinkButton>}
              {partnerView && p.went_live && <LinkButton to={`/SJ/processListProject/${p.id}`}>信息披露列表</LinkButton>}
            </ActionBar>
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label="项目编号">{p.id}</Descriptions.Item>
              <Descriptions.Item label="发起机构">{dash(p.org_name)}</Descriptions.Item>
              <Descriptions.Item label="目标金额">
                {money(p.target_amount)}
                {p.target_amount_upper && <div style={{ fontSize: 12, color: 'rgba(0,0,0,.65)' }}>{p.target_amount_upper}</div>}
              </Descriptions.Item>
              <Descriptions.Item label="执行地区">{dash(region)}</Descriptions.Item>
              <Descriptions.Item label="详细地址">{dash(p.address)}</Descriptions.Item>
              <Descriptions.Item label="项目负责人">{p.lead_name ? `${p.lead_name}（${dash(p.lead_phone)}）` : '—'}</Descriptions.Item>
              <Descriptions.Item label="联系人">{p.contact_name ? `${p.contact_name}（${dash(p.contact_phone)}）` : '—'}</Descriptions.Item>
              <Descriptions.Item label="收款账户">{p.pay_account ? `${p.pay_account.name} ${p.pay_account.account_masked}` : '—'}</Descriptions.Item>
              <Descriptions.Item label="审核人">{dash(p.claimed_by_name)}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{dateTime(p.submitted_at)}</Descriptions.Item>
              {p.online_date ? <Descriptions.Item label="上线日期">{p.online_date}</Descriptions.Item> : null}
              {channel ? <Descriptions.Item label="发布渠道">{p.channel === 2 ? `${channel}：${dash(p.pool_title)}` : channel}</Descriptions.Item> : null}
              {p.online_date ? <Descriptions.Item label="超额募款">{flag(p.allow_over) ? '允许' : '不允许（达到目标即结束）'}</Descriptions.Item> : null}
            </Descriptions>
          </ItemCard>
          <LogTimeline logs={p.logs ?? []} testId="project-logs" />
        </>
      }
    />
  );
}
