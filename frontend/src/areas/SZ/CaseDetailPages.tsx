// 查看求助 (viewHelp/:id) and 审核求助 (verifyHelp/:id): the whole case, its log, and the buttons
// the API's `actions` allow for the caller right now (edit, submit, delete, claim, ignore, pass,
// return, change, add_progress). Every button makes the real call and shows its answer.
import { Alert, Descriptions, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PreviewImage, PreviewImageGroup, ActionBar, reviewSteps, ItemCard, LinkButton, ReviewDone, type ReviewQueue, LoadError, LogTimeline, dateTime, definePage, money, orEmpty as dash, useTagSubject, type ActionDef } from '../../components/kit';
import { regionText } from '../../lib/regions/tree';
import { useRegions } from '../../lib/regions/load';
import { claimCase, deleteDraft, ignoreCase, passCase, returnCase, submitDraft } from './api';
import { CaseStatusTag } from './common';
import { GENDER, PAY_METHOD, RELATION, flag, labelOf } from './labels';
import type { CaseDetail } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

/** A reviewer works through the cases they claimed that wait in 审核中. */
const CLAIMED_QUEUE: ReviewQueue = {
  list: '/SZ/helpClaimed',
  call: '/api/organization/SZ/receive_org_help_project_list',
  params: { status: 2 },
  page: (r) => `/SZ/verifyHelp/${r.id}`,
};

/** Every step a case can offer, in button order; the API's `actions` pick the ones shown. */
function caseActions(c: CaseDetail, navigate: (to: string) => void): ActionDef[] {
  return [
    { kind: 'call', action: 'claim', label: '认领', primary: true, testId: 'act-claim', call: () => claimCase(c.id), success: '认领成功', after: () => navigate(`/SZ/verifyHelp/${c.id}`) },
    { kind: 'call', action: 'ignore', label: '忽略', testId: 'act-ignore', confirm: '忽略后该求助不再出现在您的待认领列表，确定？', okText: '忽略', call: () => ignoreCase(c.id), success: '已忽略', after: () => navigate('/SZ/helpClaim') },
    ...reviewSteps({ confirm: '确定审核通过？通过后该求助将开始募款', pass: () => passCase(c.id), returnTitle: '退回求助', ret: (reason) => returnCase(c.id, reason) }),
    { kind: 'link', action: 'edit', label: inState('help_case', c.status, '已退回') ? '修改并重新提交' : '编辑', primary: true, testId: 'act-edit', to: inState('help_case', c.status, '草稿') ? `/SZ/draftHelp/${c.id}` : `/SZ/editHelp/${c.id}` },
    { kind: 'call', action: 'submit', label: '提交审核', primary: true, testId: 'act-submit', confirm: '提交后将进入平台审核，确定提交？', okText: '提交', call: () => submitDraft(c.id), success: '提交成功，请等待平台审核' },
    { kind: 'call', action: 'delete', label: '删除草稿', danger: true, testId: 'act-delete', confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: () => deleteDraft(c.id), success: '删除成功', after: () => navigate('/SZ/helpDraftBox') },
    { kind: 'link', action: 'change', label: '申请变更', testId: 'act-change', to: `/SZ/changeHelp/${c.id}` },
    { kind: 'link', action: 'add_progress', label: '新增进展', testId: 'act-add-progress', to: `/SZ/newHelpProcess/${c.id}` },
  ];
}

export const CaseDetailPage = definePage(['detail'], ({ load, route, reload }) => {
  const detail = load<CaseDetail>('detail');
  if (!detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  return <CaseDetailView c={detail.data} reviewPage={route.name === 'verifyHelp'} reload={reload} />;
});

function CaseDetailView({ c, reviewPage, reload }: { c: CaseDetail; reviewPage: boolean; reload: () => void }) {
  const navigate = useNavigate();
  const regions = useRegions();
  useTagSubject(c.title);
  const actions = new Set(c.actions ?? []);
  const can = (a: string) => actions.has(a);
  const region = regions ? regionText([c.province, c.city, c.district], regions.names) : '';

  const buttons = (
    <ActionBar actions={c.actions} defs={caseActions(c, navigate)} onDone={reload} testId="case-actions">
      {inState('help_case', c.status, '募款中') && (
        <>
          <LinkButton to={`/SZ/helpProcessList/${c.id}`} testId="link-progress">进展（{c.progress_count ?? 0}）</LinkButton>
          <LinkButton to={`/SZ/helpDonateListHelp/${c.id}`} testId="link-donations">捐款（{c.donation_count ?? 0}）</LinkButton>
        </>
      )}
    </ActionBar>
  );

  const images = c.images ?? [];
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="case-detail">
      <ItemCard
        title={<span data-testid="case-title">{c.title}</span>}
        tag={<CaseStatusTag status={c.status} label={c.status_label} />}
        tagTestId="case-status"
        wrap
        extra={reviewPage ? <PlainText type="secondary">审核人：{c.claimed_by_name ?? '未认领'}</PlainText> : undefined}
      >
        {inState('help_case', c.status, '已退回') && c.return_reason && (
          <Alert type="warning" showIcon title="已退回" description={`退回原因：${c.return_reason}`} data-testid="case-return-reason" />
        )}
        {flag(c.has_pending_issue) && <Alert type="info" showIcon title="该求助有一条待审核的变更申请" />}
        {reviewPage && !can('pass') && !can('claim') && (
          <ReviewDone
            title={inState('help_case', c.status, '审核中') ? '该求助由其他审核人认领，您不能审核。' : `该求助当前为「${c.status_label}」，没有需要您处理的审核。`}
            queue={CLAIMED_QUEUE}
            current={c.id}
          />
        )}
        {buttons}
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} title="基本信息">
          <Descriptions.Item label="求助编号">{c.id}</Descriptions.Item>
          <Descriptions.Item label="求助类型">{dash(c.help_type_name)}</Descriptions.Item>
          <Descriptions.Item label="发布机构">{dash(c.org_name)}</Descriptions.Item>
          <Descriptions.Item label="所属项目">{dash(c.project_title)}</Descriptions.Item>
          <Descriptions.Item label="目标金额">{money(c.target_amount)}</Descriptions.Item>
          <Descriptions.Item label="已筹金额">{money(c.raised_amount)}</Descriptions.Item>
          <Descriptions.Item label="截止日期">{dash(c.deadline)}</Descriptions.Item>
          <Descriptions.Item label="发布人">{c.publisher_name ? `${c.publisher_name}（${dash(c.publisher_phone)}）` : '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{dateTime(c.submitted_at)}</Descriptions.Item>
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
            <PreviewImageGroup>
              <Space wrap>
                {c.cover && (
                  <div>
                    <PreviewImage src={c.cover} width={120} height={90} style={{ objectFit: 'cover' }} alt="封面图" />
                    <div style={{ textAlign: 'center', fontSize: 12 }}>封面图</div>
                  </div>
                )}
                {images.map((u, i) => (
                  <PreviewImage key={`${i}-${u}`} src={u} width={120} height={90} style={{ objectFit: 'cover' }} alt={`证明材料${i + 1}`} />
                ))}
              </Space>
            </PreviewImageGroup>
          ) : (
            <PlainText type="secondary">未上传图片</PlainText>
          )}
        </div>
      </ItemCard>
      <LogTimeline logs={c.logs ?? []} />
    </Space>
  );
}
