// 活动详情 (activedetail/:id/:type_id): the activity with its review bar (通过 / 退回 for 2, 99),
// the owner's steps (编辑, 取消活动, 申请变更), the sign-up form it asks, the way to its sign-ups,
// sign-ins and (公益募捐活动) donations, and its log. `type_id` is the kind the link was made
// for; the page always shows the activity's real kind. 草稿详情 (drafts_detail/:id): a draft
// read-only with 编辑 / 提交审核 / 删除.
import { Alert, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { RichTextView } from '../../components/richText/RichTextView';
import { PreviewImage, ActionBar, reviewSteps, ItemCard, LinkButton, LoadError, LogTimeline, dateTime, definePage, money, orEmpty, useTagSubject, type Loaded } from '../../components/kit';
import { cancelActivity, deleteDraft, passActivity, returnActivity, submitDraft } from './api';
import { ActivityStatusTag, activityPages, placesText } from './common';
import { FundraisingCard } from './FundraisingCard';
import { kindLabel, limitsText, type FormFieldDef } from './formFields';
import type { ActivityDetail, Fundraising } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

const yesNo = (v: unknown) => (v ? '是' : '否');

/** The sign-up form the activity asks, field by field. */
function FormFieldsTable({ fields }: { fields: FormFieldDef[] }) {
  return (
    <Table<FormFieldDef>
      size="small"
      rowKey={(f) => f.key ?? f.label}
      pagination={false}
      dataSource={fields}
      data-testid="detail-form-fields"
      locale={{ emptyText: '只需填写姓名和手机号' }}
      columns={[
        { title: '字段', dataIndex: 'label', width: 160 },
        { title: '类型', dataIndex: 'kind', width: 90, render: kindLabel },
        { title: '必填', dataIndex: 'required', width: 70, render: yesNo },
        { title: '限制与选项', key: 'limits', render: (_, f) => [limitsText(f), (f.options ?? []).join('、')].filter(Boolean).join('：') || '—' },
      ]}
    />
  );
}

export function ActivityView({ a, fundraising, reload }: { a: ActivityDetail; fundraising?: Loaded<Fundraising>; reload: () => void }) {
  useTagSubject(a.title);
  const navigate = useNavigate();
  const published = inState('activity', a.state, '已发布');
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="activity-detail">
      <ItemCard
        title={<span data-testid="activity-title">{a.title}</span>}
        tag={<ActivityStatusTag status={a.status} label={a.status_label} />}
        tagTestId="activity-status"
        wrap
        extra={<LinkButton to={inState('activity', a.state, '草稿') ? '/SX/drafts_list' : '/SX/activelist'}>返回列表</LinkButton>}
      >
        {inState('activity', a.state, '已退回') && a.return_reason && <Alert type="warning" showIcon title={`退回原因：${a.return_reason}`} data-testid="return-reason" />}
        {inState('activity', a.state, '已取消') && a.cancel_reason && <Alert type="info" showIcon title={`取消原因：${a.cancel_reason}`} />}
        {a.pending_change_id && (
          <Alert type="info" showIcon title="该活动有待审核的变更申请。" action={<LinkButton to={activityPages.changeReview(a.pending_change_id)} size="small">查看变更</LinkButton>} />
        )}
        <ActionBar
          actions={a.actions}
          onDone={reload}
          testId="activity-actions"
          defs={[
            ...reviewSteps({ confirm: '通过后活动立即发布并开始报名，确定？', pass: () => passActivity(a.id), returnTitle: '退回活动', ret: (reason) => returnActivity(a.id, reason) }),
            { kind: 'link', action: 'edit', label: inState('activity', a.state, '已退回') ? '修改并重新提交' : '编辑', testId: 'act-edit', to: activityPages.edit(a) },
            { kind: 'call', action: 'submit', label: '提交审核', primary: true, testId: 'act-submit', confirm: '提交后将进入审核，确定提交？', okText: '提交', call: () => submitDraft(a.id), success: '提交成功，请等待审核' },
            { kind: 'call', action: 'delete', label: '删除草稿', danger: true, testId: 'act-delete', confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: () => deleteDraft(a.id), success: '删除成功', after: () => navigate('/SX/drafts_list') },
            { kind: 'link', action: 'change', label: '申请变更', testId: 'act-change', to: activityPages.change(a.id) },
            {
              kind: 'reason',
              action: 'cancel',
              label: '取消活动',
              danger: true,
              testId: 'act-cancel',
              title: '取消活动',
              reasonLabel: '取消原因',
              okText: '确认取消',
              placeholder: '报名人将看到取消原因（1-200个字）',
              call: (reason) => cancelActivity(a.id, reason),
              success: '活动已取消',
            },
          ]}
        >
          {published && (
            <>
              {a.allow_person ? <LinkButton to={activityPages.signups(a.id, 0)} testId="go-signups">个人报名（{a.signup_count}）</LinkButton> : null}
              {a.allow_team ? <LinkButton to={activityPages.signups(a.id, 1)} testId="go-team-signups">团队报名</LinkButton> : null}
              <LinkButton to={activityPages.signins(a.id)} testId="go-signins">签到记录</LinkButton>
              {a.kind === 2 && <LinkButton to={activityPages.donations(a.id)} testId="go-donations">捐赠明细</LinkButton>}
            </>
          )}
        </ActionBar>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="activity-fields">
          <Descriptions.Item label="活动类型">{a.kind_label}</Descriptions.Item>
          <Descriptions.Item label="活动类别">{orEmpty(a.cate_name)}</Descriptions.Item>
          <Descriptions.Item label="发布机构">{a.org_name}</Descriptions.Item>
          <Descriptions.Item label="活动标签">{a.tags.length ? a.tags.map((t) => <Tag key={t.id}>{t.name}</Tag>) : '—'}</Descriptions.Item>
          <Descriptions.Item label="活动时间">{`${dateTime(a.start_time)} 至 ${dateTime(a.end_time)}`}</Descriptions.Item>
          <Descriptions.Item label="报名截止">{dateTime(a.signup_end)}</Descriptions.Item>
          <Descriptions.Item label="取消报名截止">{a.cancel_end ? dateTime(a.cancel_end) : '报名截止前'}</Descriptions.Item>
          <Descriptions.Item label="活动地点">{[a.region_text, a.address].filter(Boolean).join(' ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="报名 / 名额">{placesText(a)}</Descriptions.Item>
          <Descriptions.Item label="报名方式">
            {[a.allow_person ? '个人' : '', a.allow_team ? `团队（${a.team_min}-${a.team_max}人）` : ''].filter(Boolean).join('、') || '—'}
            {a.need_review ? '，需审核' : '，报名即通过'}
          </Descriptions.Item>
          <Descriptions.Item label="签到 / 服务时长">{`${a.signin_count} 次 / ${a.hours_total} 小时`}</Descriptions.Item>
          <Descriptions.Item label="联系人">{[a.contact_name, a.contact_phone].filter(Boolean).join(' ') || '—'}</Descriptions.Item>
          {a.kind === 2 && <Descriptions.Item label="关联募捐项目">{orEmpty(a.project?.title ?? a.project_title)}</Descriptions.Item>}
          {a.kind === 2 && <Descriptions.Item label="募款目标">{money(a.target_amount)}</Descriptions.Item>}
          <Descriptions.Item label="提交时间">{dateTime(a.submitted_at)}</Descriptions.Item>
          <Descriptions.Item label="封面图">{a.cover ? <PreviewImage src={a.cover} alt="活动封面图" width={96} height={64} style={{ objectFit: 'cover' }} /> : '—'}</Descriptions.Item>
        </Descriptions>
      </ItemCard>
      {a.kind === 2 && fundraising && (fundraising.ok ? <FundraisingCard f={fundraising.data} /> : <LoadError what="募捐情况" msg={fundraising.msg} />)}
      <Card size="small" title="活动详情">
        <RichTextView html={a.content} testId="activity-content" />
      </Card>
      <Card size="small" title="报名表" extra={<PlainText type="secondary">报名人另填姓名和手机号</PlainText>}>
        <FormFieldsTable fields={a.form_fields ?? []} />
      </Card>
      <LogTimeline logs={a.logs ?? []} testId="activity-logs" />
    </Space>
  );
}

export const ActivityDetailPage = definePage(['detail'], ({ load, reload, route }) => {
  const res = load<ActivityDetail>('detail');
  if (!res.ok) return <LoadError what="活动" msg={res.msg} />;
  // The draft's page (drafts_detail) has no fundraising to show yet.
  const fundraising = res.data.kind === 2 && route.name === 'activedetail' ? load<Fundraising>('fundraising') : undefined;
  return <ActivityView a={res.data} fundraising={fundraising} reload={reload} />;
}, ['fundraising']);
