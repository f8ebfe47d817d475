// 微机构认证详情 (verifyAuthInfo/:id, 2 / 99): everything a micro organisation submitted — the
// group, its responsible person with the whole ID card number, mobile, region, the sponsoring
// organisation and the proof images — with 通过 / 退回 (a reason) and its earlier submissions.
import { Alert, Card, Descriptions, Space, Table } from 'antd';
import { ImageGallery, ActionBar, reviewSteps, ItemCard, LinkButton, LoadError, ReviewDone, type ReviewQueue, LogTimeline, StatusTag, dateTime, definePage, orEmpty, useTagSubject } from '../../components/kit';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import { passAuth, returnAuth } from './api';
import { AUTH_STATUS_COLOR } from './labels';
import type { AuthDetail, AuthSubmission } from './types';
import { inState } from '../../components/kit/states';

/** Submissions wait in 待审核 on the authentication list. */
const AUTH_QUEUE: ReviewQueue = {
  list: '/SJM/authList',
  call: '/api/organization/SJM/auth_list',
  params: { status: 1 },
  page: (r) => `/SJM/verifyAuthInfo/${r.id}`,
};

export const VerifyAuthPage = definePage(['submission'], ({ load, reload }) => {
  const res = load<AuthDetail>('submission');
  if (!res.ok) return <LoadError what="微机构认证申请" msg={res.msg} />;
  return <AuthReview d={res.data} reload={reload} />;
});

function AuthReview({ d, reload }: { d: AuthDetail; reload: () => void }) {
  useTagSubject(d.group_name);
  const regions = useRegions();
  const region = (regions ? regionText([d.province, d.city, d.district], regions.names) : '') || [d.province, d.city, d.district].filter(Boolean).join(' ');
  const decided = !(d.actions ?? []).some((a) => a === 'pass' || a === 'return');
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="auth-detail">
      <ItemCard
        title={`微机构认证：${d.group_name}`}
        tag={<StatusTag status={d.status} label={d.status_label} colors={AUTH_STATUS_COLOR} />}
        tagTestId="auth-status"
        extra={<LinkButton to="/SJM/authList" testId="back-to-list">返回列表</LinkButton>}
      >
        {inState('micro_auth', d.status, '已退回') && d.reason && <Alert type="warning" showIcon title="已退回" description={`退回原因：${d.reason}`} />}
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="auth-fields">
          <Descriptions.Item label="团体名称">{d.group_name}</Descriptions.Item>
          <Descriptions.Item label="账号机构">{d.org_name}</Descriptions.Item>
          <Descriptions.Item label="负责人姓名">{d.leader_name}</Descriptions.Item>
          <Descriptions.Item label="负责人身份证号">{d.leader_id_card}</Descriptions.Item>
          <Descriptions.Item label="负责人手机号">{d.leader_phone}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{orEmpty(region)}</Descriptions.Item>
          <Descriptions.Item label="挂靠机构名称">{d.sponsor_name}</Descriptions.Item>
          <Descriptions.Item label="挂靠机构统一社会信用代码">{d.sponsor_credit_code}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{dateTime(d.submitted_at)}</Descriptions.Item>
          <Descriptions.Item label="审核时间">{d.reviewed_at ? `${dateTime(d.reviewed_at)}（${orEmpty(d.reviewer_name)}）` : '—'}</Descriptions.Item>
          <Descriptions.Item label="证明材料" span={2}>
            <ImageGallery images={d.proof_images} alt={(i) => `证明材料${i + 1}`} width={120} height={90} empty="—" />
          </Descriptions.Item>
        </Descriptions>
        <ActionBar
          actions={d.actions}
          onDone={reload}
          testId="auth-actions"
          defs={reviewSteps({ confirm: `确认通过「${d.group_name}」的微机构认证？通过后该微机构即可提交微项目。`, pass: () => passAuth(d.id), returnTitle: '退回微机构认证', ret: (reason) => returnAuth(d.id, reason) })}
        />
        {decided && <ReviewDone title={`该认证申请${d.status_label}。`} queue={AUTH_QUEUE} current={d.id} />}
      </ItemCard>
      {(d.history ?? []).length > 0 && (
        <Card title="该机构此前的认证申请" size="small">
          <Table<AuthSubmission>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.history}
            columns={[
              { title: '团体名称', dataIndex: 'group_name' },
              { title: '状态', dataIndex: 'status', render: (_: unknown, s) => <StatusTag status={s.status} label={s.status_label} colors={AUTH_STATUS_COLOR} /> },
              { title: '退回原因', dataIndex: 'reason', render: orEmpty },
              { title: '提交时间', dataIndex: 'submitted_at', render: dateTime },
            ]}
          />
        </Card>
      )}
      <LogTimeline logs={d.logs ?? []} testId="auth-logs" />
    </Space>
  );
}
