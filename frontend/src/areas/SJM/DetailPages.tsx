// 微项目详情 (verifyMProject/:id): on the left the micro project as a donor would see it (cover,
// title, running organisation, raised vs target, its parent, region, window, summary, details,
// images, progress reports); on the right its management side (status, the return reason, the
// buttons the API's `actions` allow the caller now — 通过 / 退回 for reviewers, 提交, 编辑,
// 结束募款, 申请变更, 新增进展 for its organisation — key facts and the log).
import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ActionBar, reviewSteps, ItemCard, LinkButton, LoadError, LogTimeline, dateTime, definePage, flag, money, orEmpty as dash, useCan, useTagSubject, type ActionDef } from '../../components/kit';
import { RaisedProgress } from '../../components/kit/projects/RaisedProgress';
import { CoverImage, DetailColumns, ProjectGallery, ReportRefList } from '../../components/kit/projects/detailParts';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import { deleteDraft, finishProject, passProject, returnProject, submitDraft } from './api';
import { MicroStatusTag } from './common';
import type { MicroDetail } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

/** Every step a micro project can offer, in button order; the API's `actions` pick the ones shown. */
function microActions(p: MicroDetail, navigate: (to: string) => void): ActionDef[] {
  const id = p.id;
  return [
    ...reviewSteps({ confirm: '确定审核通过？通过后微项目即开始募款', pass: () => passProject(id), returnTitle: '退回微项目', ret: (reason) => returnProject(id, reason) }),
    { kind: 'link', action: 'edit', label: inState('micro_project', p.status, '草稿') ? '补充并提交' : inState('micro_project', p.status, '已退回') ? '修改并重新提交' : '编辑', primary: true, testId: 'act-edit', to: inState('micro_project', p.status, '草稿') ? `/SJM/draftMProject/${id}` : `/SJM/editMProject/${id}` },
    { kind: 'call', action: 'submit', label: '提交审核', primary: true, testId: 'act-submit', confirm: '提交后将进入审核，确定提交？', okText: '提交', call: () => submitDraft(id), success: '提交成功，请等待审核' },
    { kind: 'call', action: 'delete', label: '删除草稿', danger: true, testId: 'act-delete', confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: () => deleteDraft(id), success: '删除成功', after: () => navigate('/SJM/draftMBox') },
    { kind: 'call', action: 'finish', label: '结束募款', danger: true, testId: 'act-finish', confirm: '结束募款后不再接受捐款，确定提前结束？', okText: '结束募款', call: () => finishProject(id), success: '已结束募款' },
    { kind: 'link', action: 'change', label: '申请变更', testId: 'act-change', to: `/SJM/changeMProject/${id}` },
    { kind: 'link', action: 'add_progress', label: '新增信息披露', testId: 'act-add-process', to: `/SJM/newMProcess/${id}` },
  ];
}

export const MicroDetailPage = definePage(['detail'], ({ load, reload }) => {
  const detail = load<MicroDetail>('detail');
  if (!detail.ok) return <LoadError what="微项目" msg={detail.msg} />;
  return <MicroView p={detail.data} reload={reload} />;
});

/** The parent a micro project raises money under: its micro projects' list (with their sum), and an /SJ project's own page for those who may open it. */
function ParentLinks({ p }: { p: MicroDetail }) {
  const seesProjects = useCan('SJ').open;
  return (
    <Space size={4} wrap>
      <LinkButton to={`/SJM/projectMList?parent_type=${p.parent_type}&parent_id=${p.parent_id}`} type="link" size="small" testId="parent-link">
        {`${p.parent_type_label}：${p.parent_title}`}
      </LinkButton>
      {p.parent_type === 1 && seesProjects && (
        <LinkButton to={`/SJ/viewProject/${p.parent_id}`} type="link" size="small">
          查看所属项目
        </LinkButton>
      )}
    </Space>
  );
}

export function MicroView({ p, reload }: { p: MicroDetail; reload: () => void }) {
  const navigate = useNavigate();
  const { review, reviewProgress: verifier, readReports } = useCan('SJM');
  useTagSubject(p.title);
  const actions = new Set(p.actions ?? []);
  const regions = useRegions();
  const region = (regions ? regionText([p.province, p.city, p.district], regions.names) : '') || (p.region_text ?? '');
  const reviewing = actions.has('pass') || actions.has('return');
  const raising = p.went_live === true;
  return (
    <DetailColumns
      testId="micro-detail"
      main={
        <>
          <Card data-testid="micro-public">
            <Space orientation="vertical" size="middle" className="full-width">
              <CoverImage src={p.cover} height={240} />
              <div>
                <Typography.Title level={3} style={{ marginBottom: 4 }} data-testid="micro-title">
                  {p.title}
                </Typography.Title>
                <PlainText type="secondary">
                  {p.org_name}
                  {region ? ` · ${region}` : ''}
                </PlainText>
              </div>
              <div data-testid="micro-raised">
                <RaisedProgress raised={p.raised_amount} target={p.target_amount} percent={p.progress_percent} />
              </div>
              <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label="募款时间">{p.fund_start ? `${p.fund_start} 至 ${dash(p.fund_end)}` : '—'}</Descriptions.Item>
                <Descriptions.Item label="捐款笔数">{p.donation_count ?? 0}</Descriptions.Item>
                <Descriptions.Item label="所属" span={2}>
                  <ParentLinks p={p} />
                </Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{dash(p.summary)}</Typography.Paragraph>
              <div>
                <Typography.Title level={5}>项目详情</Typography.Title>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="micro-description">
                  {dash(p.description)}
                </Typography.Paragraph>
              </div>
              <ProjectGallery images={p.images} />
            </Space>
          </Card>
          <ReportRefList reports={p.reports} to={(r) => (verifier && inState('micro_progress', r.status, '待审核') ? `/SJM/verifyMProcess/${r.id}` : `/SJM/editMProcess/${r.id}`)} testId="micro-reports" />
        </>
      }
      side={
        <>
          <ItemCard
            title={reviewing ? '审核微项目' : '微项目管理'}
            tag={<MicroStatusTag status={p.status} label={p.status_label} />}
            tagTestId="micro-status"
            extra={review ? <LinkButton to="/SJM/verifyMList" testId="back-to-list">返回列表</LinkButton> : undefined}
          >
            {inState('micro_project', p.status, '已退回') && p.return_reason && <Alert type="warning" showIcon title="已退回" description={`退回原因：${p.return_reason}`} data-testid="micro-return-reason" />}
            {flag(p.has_pending_change) && <Alert type="info" showIcon title="该微项目有一条待审核的变更申请，审核通过前仍按原内容展示" />}
            <ActionBar actions={p.actions} defs={microActions(p, navigate)} onDone={reload} testId="micro-actions">
              {raising && <LinkButton to={`/SJM/donateListMProject/${p.id}`} testId="link-donations">捐款明细（{p.donation_count ?? 0}）</LinkButton>}
              {raising && readReports && <LinkButton to={`/SJM/processListMProject/${p.id}`}>信息披露列表</LinkButton>}
            </ActionBar>
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label="微项目编号">{p.id}</Descriptions.Item>
              <Descriptions.Item label="执行机构">{`${p.org_name}（${p.org_kind === 2 ? '微机构' : '机构'}）`}</Descriptions.Item>
              <Descriptions.Item label="目标金额">{money(p.target_amount)}</Descriptions.Item>
              <Descriptions.Item label="已筹金额">
                <span data-testid="micro-raised-amount">{money(p.raised_amount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label="执行地区">{dash(region)}</Descriptions.Item>
              <Descriptions.Item label="详细地址">{dash(p.address)}</Descriptions.Item>
              <Descriptions.Item label="项目负责人">{p.lead_name ? `${p.lead_name}（${dash(p.lead_phone)}）` : '—'}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{dateTime(p.submitted_at)}</Descriptions.Item>
            </Descriptions>
          </ItemCard>
          <LogTimeline logs={p.logs ?? []} testId="micro-logs" />
        </>
      }
    />
  );
}
