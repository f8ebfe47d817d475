// 报名名单 (activelist/signuplist/:id/:is_team): an activity's individual (0) or team (1) sign-ups
// with their answers to the activity's form as columns, each one in full (a team's members, its
// sign-ins) in a drawer; the owner (and 99) pass or return those
// waiting (退回 with a reason) and record sign-ins of passed ones; the export holds the same
// sign-ups with every answer. 签到名单 (activelist/signlist/:id/:type): sign-in records (1) or hours
// per participant (2), with 签退 on an open sign-in.
import { Button, Card, Space, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ExportButton } from '../../components/ExportButton';
import { ActionBar, reviewSteps, LinkButton, LoadError, UrlListPage, dateTime, definePage, useCall, useCan, useTagSubject, routeRows, type Rows, type UrlRows } from '../../components/kit';
import { lazyWhenOpen } from '../../components/kit/lazyWhenOpen';
import { offers } from '../../components/kit/offers';
import { parseListQuery } from '../../components/kit/listQuery';
import { passApply, returnApply, signIn, signOut } from './api';
import { ActivityHeading, SignupStatusTag, activityPages } from './common';
import { SIGNUP_STATUS } from './labels';
import type { SignTimeModal as SignTimeModalType } from './SignTimeModal';
import type { SignupDrawer as SignupDrawerType } from './SignupDrawer';
import { answerText } from './formFields';
import type { ActivityDetail, HoursRow, SigninRow, SignupPage, SignupRow } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

const SignupDrawer = lazyWhenOpen<Parameters<typeof SignupDrawerType>[0]>(
  () => import('./SignupDrawer').then((m) => m.SignupDrawer),
  (p) => p.id !== null,
);
const SignTimeModal = lazyWhenOpen<Parameters<typeof SignTimeModalType>[0]>(
  () => import('./SignTimeModal').then((m) => m.SignTimeModal),
  (p) => p.open,
);

/** Whether the caller runs the activity's sign-ups: its organisation, or the super admin. */
function useManages(a: ActivityDetail): boolean {
  const { orgId, manageAll } = useCan('SX');
  return a.org_id === orgId || manageAll;
}

/** The activity's title line and the tabs between its sign-up and sign-in pages. */
function Heading({ a, current }: { a: ActivityDetail; current: string }) {
  useTagSubject(a.title);
  const tabs: Array<[string, string, boolean]> = [
    [activityPages.signups(a.id, 0), '个人报名', !!a.allow_person],
    [activityPages.signups(a.id, 1), '团队报名', !!a.allow_team],
    [activityPages.signins(a.id, 1), '签到记录', true],
    [activityPages.signins(a.id, 2), '服务时长', true],
  ];
  return (
    <Space orientation="vertical" size="small" className="full-width">
      <ActivityHeading a={a} />
      <Space wrap>
        {tabs
          .filter(([, , shown]) => shown)
          .map(([to, label]) => (
            <LinkButton key={to} to={to} size="small" type={to === current ? 'primary' : 'default'}>
              {label}
            </LinkButton>
          ))}
      </Space>
    </Space>
  );
}

export const SignupListPage = definePage(['detail', 'signups'], (page) => {
  const { load, params, route, reload } = page;
  const detail = load<ActivityDetail>('detail');
  if (!detail.ok) return <LoadError what="活动" msg={detail.msg} />;
  return <SignupList a={detail.data} isTeam={params.is_team === '1' ? 1 : 0} list={routeRows<SignupRow, SignupPage>(page, page.load('signups'), route.path.replace(':id', params.id).replace(':is_team', params.is_team))} reload={reload} />;
});

function SignupList({ a, isTeam, list, reload }: { a: ActivityDetail; isTeam: 0 | 1; list: UrlRows<SignupRow, SignupPage>; reload: () => void }) {
  const { search } = list;
  const [signing, setSigning] = useState<SignupRow | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { busy, run } = useCall();
  const q = parseListQuery(search, SIGNUP_STATUS.map((s) => String(s.value)), 'status');
  const answerColumns: ColumnsType<SignupRow> = (list.rows.ok ? list.rows.data.columns : []).map((c) => ({
    title: c.label,
    key: `answer-${c.key}`,
    width: 140,
    ellipsis: true,
    render: (_: unknown, r: SignupRow) => answerText(c.kind, r.answers?.[c.key]),
  }));
  const columns: ColumnsType<SignupRow> = [
    { title: isTeam ? '领队' : '姓名', dataIndex: 'name', width: 100 },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    ...(isTeam ? [{ title: '团队名称', dataIndex: 'team_name', width: 140, ellipsis: true }, { title: '人数', dataIndex: 'member_count', width: 70 }] : []),
    ...answerColumns,
    {
      title: '状态',
      dataIndex: 'status',
      width: 160,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <SignupStatusTag status={r.status} label={r.status_label} />
          {inState('activity_apply', r.status, '已退回') && r.reason && <PlainText type="secondary" style={{ fontSize: 12 }}>{`退回原因：${r.reason}`}</PlainText>}
        </Space>
      ),
    },
    { title: '报名时间', dataIndex: 'created_at', width: 170, render: dateTime },
    { title: '服务时长', dataIndex: 'hours', width: 90, render: (h: string) => `${h} 小时` },
    {
      title: '操作',
      key: 'ops',
      width: 200,
      fixed: 'right',
      render: (_, r) => (
        <ActionBar
          compact
          actions={r.actions}
          onDone={reload}
          defs={reviewSteps({
            inRow: true,
            testIds: { pass: `signup-pass-${r.id}`, return: `signup-return-${r.id}` },
            confirm: `确定通过「${r.name}」的报名？`,
            pass: () => passApply(r.id),
            returnTitle: `退回「${r.name}」的报名`,
            placeholder: '报名人将看到退回原因（1-200个字）',
            ret: (reason) => returnApply(r.id, reason),
          })}
        >
          <Button type="link" size="small" onClick={() => setViewing(r.id)} data-testid={`signup-view-${r.id}`}>
            详情
          </Button>
          {offers(r.actions, 'sign_in') && a.went_live && (
            <Button type="link" size="small" onClick={() => setSigning(r)} data-testid={`signup-signin-${r.id}`}>
              签到
            </Button>
          )}
        </ActionBar>
      ),
    },
  ];
  return (
    <Card title={<Heading a={a} current={activityPages.signups(a.id, isTeam)} />} data-testid="signup-page">
      <UrlListPage<SignupRow>
        title={isTeam ? '团队报名' : '个人报名'}
        testId="signup-list"
        extra={<ExportButton name="activity_signup" filters={{ activity_id: a.id, is_team: isTeam, ...(q.status ? { status: q.status } : {}), ...(q.keyword ? { keyword: q.keyword } : {}) }} label="导出报名名单" />}
        intro={a.need_review ? <PlainText type="secondary">本活动报名需审核：待审核的报名通过后才占用名额并可签到，退回须填写原因。</PlainText> : <PlainText type="secondary">本活动报名即通过。</PlainText>}
        filter={{ statuses: SIGNUP_STATUS, keywordPlaceholder: isTeam ? '领队姓名、手机号或团队名称' : '姓名或手机号', dates: true }}
        {...list}
        what="报名名单"
        columns={columns}
        tableTestId="signup-table"
        emptyText="暂无报名"
      />
      <SignupDrawer id={viewing} onClose={() => setViewing(null)} />
      <SignTimeModal
        open={signing !== null}
        mode="in"
        who={signing?.name ?? ''}
        busy={busy === 'signin'}
        onCancel={() => setSigning(null)}
        onSubmit={(t) => {
          const r = signing;
          if (!r || !t.sign_in_at) return;
          void run('signin', () => signIn(r.id, t.sign_in_at!, t.sign_out_at), '签到成功').then((ok) => {
            if (!ok) return;
            setSigning(null);
            reload();
          });
        }}
      />
    </Card>
  );
}

export const SigninListPage = definePage(['detail', 'signins'], (page) => {
  const { load, params, route, reload } = page;
  const detail = load<ActivityDetail>('detail');
  if (!detail.ok) return <LoadError what="活动" msg={detail.msg} />;
  const type = params.type === '2' ? 2 : 1;
  const path = route.path.replace(':id', params.id).replace(':type', params.type);
  const a = detail.data;
  return (
    <Card title={<Heading a={a} current={activityPages.signins(a.id, type)} />} data-testid="signin-page">
      {type === 1 ? (
        <SigninRecords a={a} list={routeRows<SigninRow>(page, page.load('signins'), path)} reload={reload} />
      ) : (
        <HoursList list={routeRows<HoursRow, HoursPage>(page, page.load('signins'), path)} />
      )}
    </Card>
  );
});

function SigninRecords({ a, list, reload }: { a: ActivityDetail; list: UrlRows<SigninRow>; reload: () => void }) {
  const manages = useManages(a);
  const [closing, setClosing] = useState<SigninRow | null>(null);
  const { busy, run } = useCall();
  return (
    <>
      <UrlListPage<SigninRow>
        title="签到记录"
        testId="signin-list"
        intro={<PlainText type="secondary">在报名名单中为已通过的报名人记录签到；签退后计入服务时长。</PlainText>}
        filter={{ keywordPlaceholder: '姓名或手机号', dates: true }}
        {...list}
        tableTestId="signin-table"
        emptyText="暂无签到记录"
        columns={[
          { title: '姓名', dataIndex: 'name', width: 100 },
          { title: '手机号', dataIndex: 'mobile', width: 120 },
          { title: '签到时间', dataIndex: 'sign_in_at', width: 170, render: dateTime },
          { title: '签退时间', dataIndex: 'sign_out_at', width: 170, render: (t: number) => (t ? dateTime(t) : '未签退') },
          { title: '时长（小时）', dataIndex: 'hours', width: 100, render: (h: string, r) => (r.sign_out_at ? h : '—') },
          { title: '记录人', dataIndex: 'operator_name', width: 110 },
          {
            title: '操作',
            key: 'ops',
            width: 90,
            fixed: 'right',
            render: (_, r) =>
              manages && !r.sign_out_at ? (
                <Button type="link" size="small" onClick={() => setClosing(r)} data-testid={`signout-${r.id}`}>
                  签退
                </Button>
              ) : null,
          },
        ]}
      />
      <SignTimeModal
        open={closing !== null}
        mode="out"
        who={closing?.name ?? ''}
        busy={busy === 'signout'}
        onCancel={() => setClosing(null)}
        onSubmit={(t) => {
          const r = closing;
          if (!r || !t.sign_out_at) return;
          void run('signout', () => signOut(r.id, t.sign_out_at!), '签退成功').then((ok) => {
            if (!ok) return;
            setClosing(null);
            reload();
          });
        }}
      />
    </>
  );
}

/** The hours of a page of rows, and their sum over every matching row. */
type HoursPage = Rows<HoursRow> & { hours_total: string };

function HoursList({ list }: { list: UrlRows<HoursRow, HoursPage> }) {
  return (
    <UrlListPage<HoursRow>
      title="服务时长"
      testId="hours-list"
      filters={list.rows.ok && <Statistic title="服务时长合计（小时）" value={list.rows.data.hours_total} data-testid="hours-total" />}
      filter={{ keywordPlaceholder: '姓名或手机号', dates: true }}
      {...list}
      rowKey="signup_id"
      tableTestId="hours-table"
      emptyText="暂无签到记录"
      columns={[
        { title: '姓名', dataIndex: 'name', width: 100 },
        { title: '手机号', dataIndex: 'mobile', width: 120 },
        { title: '报名方式', dataIndex: 'is_team', width: 90, render: (t: number, r) => (t ? `团队（${r.member_count}人）` : '个人') },
        { title: '签到次数', dataIndex: 'signin_count', width: 90 },
        { title: '服务时长（小时）', dataIndex: 'hours', width: 130 },
        { title: '首次签到', dataIndex: 'first_sign_in_at', width: 170, render: dateTime },
        { title: '最后签退', dataIndex: 'last_sign_out_at', width: 170, render: dateTime },
      ]}
    />
  );
}
