// 变更微心愿 (update_microwish/:id?): a change request of a published wish — the form starts from
// the wish's values, only the fields that differ are sent, with a reason; until staff pass it the
// wish keeps its old values. Without an id: the published wishes to choose from.
// 审核微心愿变更 (edit_change_microwish/:id?): the kit's field diff with 通过 / 退回 (staff);
// without an id: the requests waiting for review.
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { ActionBar, reviewSteps, ReviewDone, ChangeDiff, Field, FormNotices, ItemCard, LinkButton, itemOr, LogTimeline, NumberInput, UrlListPage, listBulk, dateTime, definePage, formInvalidToast, lengthLimit, problemRule, snapshotKey, useKeptSubmit, useTagSubject, type Rows, TextField } from '../../components/kit';
import { useIdempotencyKey } from '../../lib/idempotency';
import { bulkChanges, passChange, requestChange, returnChange } from './api';
import { ChangeStatusTag, WishHeading, wishNoColumn, wishPages } from './common';
import { PUBLISHED_STATUS } from './labels';
import { amountProblem, atMost, changeReasonProblem, imagesProblem, sized } from './rules';
import type { ChangeDetail, ChangeRow, WishDetail } from './types';
import { WishChoice } from './WishPicker';
import { changedFields, toFormValues, toPayload, type WishFormValues } from './wishForm';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

type ChangeValues = WishFormValues & { reason?: string };

export const UpdateWishPage = definePage([], (page) => {
  const intro = '已发布心愿的修改须提交变更申请，平台审核通过后生效。选择要变更的心愿。';
  const choose = () => <WishChoice page={page} title="变更微心愿" intro={intro} to={(w) => wishPages.update(w.id)} action="变更" statuses={PUBLISHED_STATUS} />;
  const got = itemOr<WishDetail, 'detail' | 'wishes'>(page, 'detail', '微心愿', choose);
  if ('view' in got) return got.view;
  const w = got.item;
  if (!w.actions.includes('change')) {
    const why = w.pending_change_id ? '该心愿已有待审核的变更申请。' : inState('wish', w.status, '已下架', '待发布') ? '未发布的心愿请直接编辑。' : `该心愿当前为「${w.status_label}」，不能申请变更。`;
    return (
      <Card title={<WishHeading w={w} />}>
        <Alert
          type="warning"
          showIcon
          title={why}
          action={w.pending_change_id ? <LinkButton to={`/MicroWish/edit_change_microwish/${w.pending_change_id}`}>查看变更</LinkButton> : inState('wish', w.status, '已下架', '待发布') ? <LinkButton to={wishPages.edit(w.id)}>编辑心愿</LinkButton> : undefined}
          data-testid="no-change"
        />
      </Card>
    );
  }
  return <ChangeForm key={w.id} w={w} />;
}, ['detail', 'wishes']);

function ChangeForm({ w }: { w: WishDetail }) {
  useTagSubject(w.title);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangeValues>();
  const initial = useMemo(() => toFormValues(w), [w]);
  const { kept, busy, serverError, clearServerError, submit } = useKeptSubmit(form, snapshotKey('update_microwish', w.id, 'MicroWish'), '提交失败');
  const onceKey = useIdempotencyKey();
  const amountLocked = !inState('wish', w.status, '待认领');
  const request = async () => {
    if (Object.keys(changedFields(w, toPayload(form.getFieldsValue(true) as ChangeValues))).length === 0) {
      formInvalidToast(message, '请至少修改一项内容');
      return;
    }
    const call = (v: ChangeValues) => requestChange(w.id, (v.reason ?? '').trim(), changedFields(w, toPayload(v)), onceKey());
    if (await submit('change', call, '提交成功，请等待审核')) navigate(wishPages.see(w.id));
  };
  return (
    <Card title={<WishHeading w={w} />} extra={<LinkButton to={wishPages.see(w.id)}>查看心愿</LinkButton>} data-testid="change-form-page">
      <Space orientation="vertical" size="middle" className="full-width">
        <Alert type="info" showIcon title="只提交与当前内容不同的项；审核通过前，H5 页面仍显示原内容。" />
        <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={clearServerError} />
        <Form<ChangeValues> form={form} layout="vertical" initialValues={initial} onValuesChange={kept.onValuesChange} data-testid="change-form">
          <Row gutter={24}>
            <TextField md={12} label="心愿标题" name="title" rules={[problemRule(sized('心愿标题', 2, 30))]} max={30} testId="c-title" />
            <Field md={6} label="心愿金额（元）" name="target_amount" rules={[problemRule(amountProblem)]} extra={amountLocked ? '已认领的心愿不能修改心愿金额' : undefined}>
              <NumberInput disabled={amountLocked} data-testid="c-amount" />
            </Field>
            <Field md={6} label="年级" name="grade" rules={[problemRule(atMost('年级', 20))]}>
              <Input {...lengthLimit(20)} />
            </Field>
            <TextField md={12} label="学校" name="school" rules={[problemRule(sized('学校', 2, 50))]} max={50} testId="c-school" />
          </Row>
          <Form.Item label="心愿故事" name="story" rules={[problemRule(sized('心愿故事', 10, 1000))]}>
            <Input.TextArea rows={4} {...lengthLimit(1000)} data-testid="c-story" />
          </Form.Item>
          <Row gutter={24}>
            <Col xs={24} md={6}>
              <Form.Item label="封面图" name="cover" rules={[problemRule((v) => imagesProblem(v, '封面图', 1, 1))]}>
                <ImageUpload maxCount={1} />
              </Form.Item>
            </Col>
            <Col xs={24} md={18}>
              <Form.Item label="心愿图片" name="images" rules={[problemRule((v) => imagesProblem(v ?? [], '心愿图片', 0, 9))]}>
                <ImageUpload maxCount={9} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="变更原因" name="reason" required rules={[problemRule(changeReasonProblem)]}>
            <Input.TextArea rows={2} {...lengthLimit(200)} placeholder="说明为什么修改（5-200个字），审核人将看到" data-testid="c-reason" />
          </Form.Item>
        </Form>
        <Button type="primary" onClick={() => void request()} loading={busy === 'change'} disabled={busy !== null} data-testid="change-submit">
          提交变更
        </Button>
      </Space>
    </Card>
  );
}

const KINDS = { cover: 'image', images: 'images', target_amount: 'money' } as const;

export const ChangeReviewPage = definePage([], (page) => {
  const choose = () => (
    <UrlListPage<ChangeRow>
      title="待审核的变更申请"
      testId="change-pending"
      rows={page.load<Rows<ChangeRow>>('changes')}
      what="变更申请"
      path={page.route.path.replace('/:id?', '')}
      search={page.search}
      tableTestId="change-pending-table"
      emptyText="暂无待审核的变更申请"
      bulk={listBulk<ChangeRow>(page, 'changes', { send: bulkChanges, actions: ['pass', 'return'], what: '变更申请', titleOf: (r) => r.wish_title })}
      reload={page.reload}
      columns={[
        wishNoColumn,
        { title: '心愿', dataIndex: 'wish_title', width: 220, ellipsis: true },
        { title: '变更原因', dataIndex: 'reason', width: 240, ellipsis: true },
        { title: '申请人', dataIndex: 'requester_name', width: 120 },
        { title: '提交时间', dataIndex: 'created_at', width: 170, render: dateTime },
        { title: '操作', key: 'ops', width: 90, fixed: 'right', render: (_, r) => <LinkButton to={`/MicroWish/edit_change_microwish/${r.id}`} type="link" size="small">审核</LinkButton> },
      ]}
    />
  );
  const got = itemOr<ChangeDetail, 'change' | 'changes'>(page, 'change', '变更申请', choose);
  return 'view' in got ? got.view : <ChangeReview d={got.item} reload={page.reload} />;
}, ['change', 'changes']);

function ChangeReview({ d, reload }: { d: ChangeDetail; reload: () => void }) {
  useTagSubject(d.wish.title);
  const c = d.change;
  return (
    <Row gutter={[16, 16]} data-testid="change-review">
      <Col xs={24} xl={16}>
        <ItemCard title="变更申请" tag={<ChangeStatusTag status={c.status} label={c.status_label} />} tagTestId="change-status" extra={<WishHeading w={d.wish} />}>
          <Typography.Paragraph>
            <PlainText strong>变更原因：</PlainText>
            {c.reason}
            <PlainText type="secondary" data-testid="change-requester">（申请人：{c.requester_name || '—'}，{dateTime(c.created_at)}）</PlainText>
          </Typography.Paragraph>
          {inState('wish_change', c.status, '已退回') && c.return_reason && <Alert type="warning" showIcon title={`已退回：${c.return_reason}`} />}
          <ChangeDiff fields={d.fields} kinds={KINDS} testId="change-fields" />
          <ActionBar
            actions={d.actions}
            onDone={reload}
            testId="change-actions"
            defs={reviewSteps({ confirm: '通过后变更立即生效并显示在 H5 页面上，确定？', pass: () => passChange(c.id), returnTitle: '退回变更申请', ret: (reason) => returnChange(c.id, reason) })}
          >
            {inState('wish_change', c.status, '待审核') && <LinkButton to="/MicroWish/change_list">返回列表</LinkButton>}
          </ActionBar>
          {!inState('wish_change', c.status, '待审核') && (
            <ReviewDone
              title={`该变更申请${c.status_label}。`}
              queue={{ list: '/MicroWish/change_list', call: '/api/organization/wish/change_list', params: { status: 1 }, page: (r) => `/MicroWish/edit_change_microwish/${r.id}` }}
              current={c.id}
            />
          )}
        </ItemCard>
      </Col>
      <Col xs={24} xl={8}>
        <LogTimeline logs={d.logs ?? []} testId="change-logs" />
      </Col>
    </Row>
  );
}
