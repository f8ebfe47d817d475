// One sign-up in full (apply_detail): who signed up, a team's members, every answer to the
// activity's form (images as previews), and its sign-ins. Its own chunk, fetched on first open.
import { Table } from 'antd';
import { DetailDrawer, DetailList } from '../../components/kit/DetailDrawer';
import { dateTime, orEmpty } from '../../components/kit/format';
import { PreviewImage, PreviewImageGroup } from '../../components/kit/PreviewImage';
import { applyDetail } from './api';
import { SignupStatusTag } from './common';
import type { SignupDetail } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

export function SignupDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <DetailDrawer<SignupDetail> id={id} fetch={applyDetail} failed="报名加载失败" title="报名详情" testId="signup-drawer" onClose={onClose}>
      {(s) => (
        <div className="kit-stack">
          <DetailList
            rows={[
              [s.is_team ? '领队' : '姓名', s.name],
              ['手机号', s.mobile],
              ['报名方式', s.is_team ? `团队（${s.member_count}人）` : '个人'],
              !!s.is_team && ['团队名称', orEmpty(s.team_name)],
              ['状态', <SignupStatusTag key="s" status={s.status} label={s.status_label} />],
              inState('activity_apply', s.status, '已退回') && ['退回原因', orEmpty(s.reason)],
              !!s.reviewed_at && ['审核', `${orEmpty(s.reviewer_name)} · ${dateTime(s.reviewed_at)}`],
              ['报名时间', dateTime(s.created_at)],
              ['服务时长', `${s.hours} 小时（签到 ${s.signin_count} 次）`],
            ]}
            testId="signup-drawer-info"
          />
          {s.is_team ? (
            <Table
              size="small"
              title={() => <PlainText strong>团队成员</PlainText>}
              rowKey={(m) => `${m.name}-${m.mobile}`}
              dataSource={s.members}
              pagination={false}
              columns={[
                { title: '#', key: 'n', width: 48, render: (_, __, i) => i + 1 },
                { title: '姓名', dataIndex: 'name' },
                { title: '手机号', dataIndex: 'mobile' },
              ]}
              data-testid="signup-drawer-members"
            />
          ) : null}
          {s.fields.length > 0 && (
            <DetailList title="报名表" rows={s.fields.map((f) => [f.label, answer(f)] as const)} testId="signup-drawer-answers" />
          )}
          <Table
            size="small"
            title={() => <PlainText strong>签到记录</PlainText>}
            rowKey="id"
            dataSource={s.signins}
            pagination={false}
            locale={{ emptyText: '暂无签到记录' }}
            columns={[
              { title: '签到时间', dataIndex: 'sign_in_at', render: dateTime },
              { title: '签退时间', dataIndex: 'sign_out_at', render: (t: number) => (t ? dateTime(t) : '未签退') },
              { title: '时长（小时）', dataIndex: 'hours', render: (h: string, r) => (r.sign_out_at ? h : '—') },
            ]}
            data-testid="signup-drawer-signins"
          />
        </div>
      )}
    </DetailDrawer>
  );
}

/** An answer as the participant gave it: image answers as thumbnails that open a preview. */
function answer(f: SignupDetail['fields'][number]) {
  if (f.kind === 'image' && Array.isArray(f.value) && f.value.length > 0) {
    return (
      <PreviewImageGroup>
        {f.value.map((src) => (
          <PreviewImage key={String(src)} src={String(src)} width={64} height={64} alt={f.label} />
        ))}
      </PreviewImageGroup>
    );
  }
  return f.text || '—';
}
