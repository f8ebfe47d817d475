// 认领管理 (claim_microwish/:id/:type_id): one wish's claims — `type_id` picks which (0 all,
// 1 认领中, 2 已实现, 3 cancelled) — with the claimer, contact, bill, shipping number and times;
// staff register an offline claim, record the shipping number and cancel a claim with a reason
// (the wish goes back to 待认领). 点亮微心愿 (lightup_microwish/:id/:type_id): the delivery record
// (the claim's express number for a 物资心愿, the paid donation for a 资金心愿) and the light-up
// form, or the feedback once lit up.
import { Alert, Button, Card, Checkbox, DatePicker, Descriptions, Form, Input, Modal, Segmented, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { ActionBar, Field, FormNotices, FormSection, LinkButton, UrlListPage, routeRows, dateTime, definePage, flag, lengthLimit, money, orEmpty, problemRule, snapshotKey, useCall, useKeptSubmit, useItem, type Rows, TextField } from '../../components/kit';
import { offers } from '../../components/kit/offers';
import { ExpressModal, type Express } from '../../components/kit/ExpressModal';
import { chinaToday } from '../../components/kit/checks';
import { useIdempotencyKey } from '../../lib/idempotency';
import { addClaim, cancelClaim, lightupWish, shipClaim, type ClaimPayload } from './api';
import { ClaimStatusTag, WishHeading, wishPages } from './common';
import { FeedbackCard } from './FeedbackCard';
import { CLAIM_TYPES } from './labels';
import { billTitleProblem, claimerNameProblem, claimerPhoneProblem, deliveredProblem, expressCompanyProblem, expressNoProblem, feedbackImagesProblem, feedbackMessageProblem, receiverProblem } from './rules';
import type { ClaimRow, WishDetail, WishDonation } from './types';
import { PlainText } from '../../components/PlainTypography';
import { isPaid } from '../../components/kit/donations/types';

/** 登记认领: a claim made offline (by phone, at an event), registered by staff. */
function AddClaimButton({ wishId, onDone }: { wishId: number; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ClaimPayload & { need_bill_flag?: boolean }>();
  const needBill = Form.useWatch('need_bill_flag', form);
  const { busy, run } = useCall();
  const onceKey = useIdempotencyKey();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const p: ClaimPayload = { claimer_name: v.claimer_name.trim(), claimer_phone: v.claimer_phone.trim(), need_bill: v.need_bill_flag ? 1 : 0 };
    if (v.message?.trim()) p.message = v.message.trim();
    if (v.need_bill_flag) p.bill_title = v.bill_title?.trim();
    if (await run('claim', () => addClaim(wishId, p, onceKey()), '认领成功')) {
      setOpen(false);
      onDone();
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="add-claim">
        登记认领
      </Button>
      <Modal open={open} title="登记认领" okText="确认认领" cancelText="取消" onOk={() => void submit()} onCancel={() => setOpen(false)} okButtonProps={{ loading: busy !== null, 'data-testid': 'claim-ok' } as never} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="claimer_name" label="认领人" required rules={[problemRule(claimerNameProblem)]}>
            <Input {...lengthLimit(20)} data-testid="c-name" />
          </Form.Item>
          <Form.Item name="claimer_phone" label="联系电话" required rules={[problemRule(claimerPhoneProblem)]}>
            <Input maxLength={11} data-testid="c-phone" />
          </Form.Item>
          <Form.Item name="message" label="留言" rules={[problemRule((v) => ([...String(v ?? '').trim()].length > 200 ? '留言不能超过200个字' : null))]}>
            <Input.TextArea rows={2} {...lengthLimit(200)} />
          </Form.Item>
          <Form.Item name="need_bill_flag" valuePropName="checked">
            <Checkbox>需要票据</Checkbox>
          </Form.Item>
          {needBill && (
            <Form.Item name="bill_title" label="票据抬头" required rules={[problemRule(billTitleProblem)]}>
              <Input {...lengthLimit(50)} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}

/** 登记快递: the express company and number of a claim in 认领中 (may be corrected). */
function ShipButton({ claim, onDone }: { claim: ClaimRow; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useCall();
  const submit = async (v: Express) => {
    if (await run('ship', () => shipClaim(claim.id, v.express_company, v.express_no), '快递信息已保存')) {
      setOpen(false);
      onDone();
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={`ship-${claim.id}`}>
        {claim.express_no ? '修改快递' : '登记快递'}
      </Button>
      <ExpressModal
        open={open}
        title={`登记快递：${claim.claimer_name}`}
        busy={busy !== null}
        initial={{ express_company: claim.express_company ?? '', express_no: claim.express_no ?? '' }}
        companyProblem={expressCompanyProblem}
        numberProblem={expressNoProblem}
        numberHint="6-30位字母或数字"
        onCancel={() => setOpen(false)}
        onSubmit={(v) => void submit(v)}
      />
    </>
  );
}

/** Several short facts in one cell, a line each (the first in full colour). */
function Lines({ lines }: { lines: string[] }) {
  return (
    <div>
      {lines.map((l, i) => (
        <div key={i}>{i === 0 ? l : <PlainText type="secondary" style={{ fontSize: 12 }}>{l}</PlainText>}</div>
      ))}
    </div>
  );
}

/** 认领, 发货, 实现 or 取消: the times a claim has. */
function claimTimes(c: ClaimRow): string[] {
  const out = [`认领 ${dateTime(c.claimed_at)}`];
  if (c.shipped_at) out.push(`发货 ${dateTime(c.shipped_at)}`);
  if (c.realized_at) out.push(`实现 ${dateTime(c.realized_at)}`);
  if (c.cancelled_at) out.push(`取消 ${dateTime(c.cancelled_at)}`);
  return out;
}

/** Who cancelled and why, the claimer's message, the bill, who registered the claim. */
function claimNotes(c: ClaimRow): string[] {
  const out: string[] = [];
  if (c.cancelled_at) out.push(`${c.cancelled_by === 'staff' ? `${orEmpty(c.cancelled_by_name)}撤销` : '认领人取消'}${c.cancel_reason ? `：${c.cancel_reason}` : ''}`);
  if (c.message) out.push(`留言：${c.message}`);
  out.push(`票据：${flag(c.need_bill) ? `是${c.bill_title ? `（${c.bill_title}）` : ''}` : '否'}`);
  out.push(`登记：${orEmpty(c.operator_name)}`);
  return out;
}

export const ClaimPage = definePage(['detail', 'claims'], ({ load, params, route, search, reload }) => {
  const navigate = useNavigate();
  const detail = useItem<WishDetail, 'detail'>(load, 'detail', '微心愿');
  if ('view' in detail) return detail.view;
  const w = detail.item;
  const typeId = Number(params.type_id) || 0;
  const path = wishPages.claims(w.id, typeId);
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      <Card size="small" title={<WishHeading w={w} />} extra={<LinkButton to={wishPages.see(w.id)}>查看心愿</LinkButton>} data-testid="claim-page">
        <Space wrap size="middle">
          <Segmented
            value={typeId}
            options={CLAIM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(v) => navigate(wishPages.claims(w.id, Number(v)))}
            data-testid="claim-type"
          />
          {w.actions.includes('add_claim') && <AddClaimButton wishId={w.id} onDone={reload} />}
          {w.actions.includes('lightup') && <LinkButton to={wishPages.lightup(w)} type="primary" testId="to-lightup">点亮心愿</LinkButton>}
          <PlainText type="secondary">一个心愿同时只能有一条认领中的认领；取消后心愿回到待认领。</PlainText>
        </Space>
      </Card>
      <UrlListPage<ClaimRow>
        title="认领记录"
        testId="claim-list"
        filter={{ keywordPlaceholder: '认领人或电话', dates: true }}
        {...routeRows<ClaimRow>({ route, search }, load('claims'), path)}
        tableTestId="claim-table"
        emptyText="暂无认领"
        // Fits a 1280 px screen: times and notes are one cell each, a line per fact.
        columns={[
          { title: '认领人', dataIndex: 'claimer_name', width: 130, render: (_, c) => <Lines lines={[c.claimer_name, c.claimer_phone]} /> },
          { title: '状态', dataIndex: 'status', width: 90, render: (_, c) => <ClaimStatusTag status={c.status} label={c.status_label} /> },
          { title: '快递', key: 'express', width: 170, render: (_, c) => (c.express_no ? <Lines lines={[orEmpty(c.express_company), c.express_no]} /> : '—') },
          { title: '时间', key: 'times', width: 210, render: (_, c) => <Lines lines={claimTimes(c)} /> },
          { title: '备注', key: 'notes', width: 200, render: (_, c) => <Lines lines={claimNotes(c)} /> },
          {
            title: '操作',
            key: 'ops',
            width: 170,
            fixed: 'right',
            render: (_, c) =>
              offers(c.actions, 'ship', 'cancel') ? (
                <Space size={0}>
                  {offers(c.actions, 'ship') && <ShipButton claim={c} onDone={reload} />}
                  <ActionBar
                    compact
                    actions={c.actions}
                    onDone={reload}
                    defs={[
                      {
                        kind: 'reason',
                        action: 'cancel',
                        label: '取消认领',
                        danger: true,
                        testId: `cancel-${c.id}`,
                        title: `取消 ${c.claimer_name} 的认领`,
                        reasonLabel: '取消原因',
                        okText: '确认取消',
                        placeholder: '取消后心愿回到待认领，认领人的捐赠将退回',
                        call: (reason) => cancelClaim(c.id, reason),
                        success: '已取消认领',
                      },
                    ]}
                  />
                </Space>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Space>
  );
});

interface LightupValues {
  delivered_at?: Dayjs | null;
  receiver?: string;
  feedback_images?: string[];
  feedback_message?: string;
}

const dayOf = (d: Dayjs | null | undefined): string => (d && d.isValid() ? d.format('YYYY-MM-DD') : '');
/** The claim's day in China time (`YYYY-MM-DD`). */
const claimDay = (c: ClaimRow | null): string | null => (c?.claimed_at ? chinaToday(c.claimed_at * 1000) : null);

export const LightupPage = definePage(['detail', 'donations'], ({ load, params, reload }) => {
  const detail = useItem<WishDetail, 'detail'>(load, 'detail', '微心愿');
  if ('view' in detail) return detail.view;
  const w = detail.item;
  const donations = load<Rows<WishDonation>>('donations');
  const asked = Number(params.type_id);
  // After light-up the claim is no longer active: the record names the one that delivered.
  const claim = w.delivery_claim;
  const paid = donations.ok ? donations.data.list.find((d) => isPaid(d) && d.claim_id === claim?.id) ?? null : null;
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="lightup-page">
      <Card size="small" title={<WishHeading w={w} />} extra={<LinkButton to={wishPages.claims(w.id)}>认领记录</LinkButton>}>
        {asked !== w.type && <Alert type="info" showIcon title={`该心愿是${w.type_label}，按${w.type_label}显示。`} style={{ marginBottom: 12 }} />}
        <Descriptions title="交付记录" bordered size="small" column={{ xs: 1, md: 2 }} data-testid="delivery-record">
          <Descriptions.Item label="心愿类型">{w.type_label}</Descriptions.Item>
          <Descriptions.Item label="心愿金额">{money(w.target_amount)}</Descriptions.Item>
          <Descriptions.Item label="认领人">{claim ? `${claim.claimer_name}（${claim.claimer_phone}）` : '—'}</Descriptions.Item>
          <Descriptions.Item label="认领时间">{dateTime(claim?.claimed_at)}</Descriptions.Item>
          {w.type === 1 ? (
            <Descriptions.Item label="快递" span={2}>
              {claim?.express_no ? `${orEmpty(claim.express_company)} ${claim.express_no}（${dateTime(claim.shipped_at)} 登记）` : '认领人尚未寄出或未登记快递单号'}
            </Descriptions.Item>
          ) : (
            <Descriptions.Item label="支付" span={2}>
              {paid ? `${money(paid.amount)} · ${paid.pay_method_label} · ${paid.order_no} · ${dateTime(paid.paid_at)}` : '—'}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {w.feedback ? (
        <FeedbackCard feedback={w.feedback} title="已点亮" testId="lightup-done" />
      ) : w.actions.includes('lightup') ? (
        <LightupForm w={w} onDone={reload} />
      ) : (
        <Alert type="warning" showIcon title={`该心愿当前为「${w.status_label}」，只有已认领的心愿可以点亮。`} />
      )}
    </Space>
  );
});

function LightupForm({ w, onDone }: { w: WishDetail; onDone: () => void }) {
  const [form] = Form.useForm<LightupValues>();
  const { kept, busy, serverError, clearServerError, submit } = useKeptSubmit(form, snapshotKey('lightup_microwish', w.id, 'MicroWish'), '点亮失败');
  const today = chinaToday();
  const from = claimDay(w.active_claim);
  const lightup = async () => {
    const toPayload = (v: LightupValues) => ({ delivered_at: dayOf(v.delivered_at), receiver: (v.receiver ?? '').trim(), feedback_images: v.feedback_images ?? [], feedback_message: (v.feedback_message ?? '').trim() });
    if (await submit('lightup', (v) => lightupWish(w.id, toPayload(v)), '心愿已点亮')) onDone();
  };
  return (
    <Card title="点亮心愿" data-testid="lightup-form-card">
      <Space orientation="vertical" size="middle" className="full-width">
        <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={clearServerError} unsent="提交" failed="点亮失败" />
        <Form<LightupValues> form={form} layout="vertical" onValuesChange={kept.onValuesChange} initialValues={{ feedback_images: [] }} data-testid="lightup-form">
          <FormSection title="送达" grid>
            <Field md={8} label="送达日期" name="delivered_at" required rules={[problemRule((d) => deliveredProblem(dayOf(d as Dayjs | null), from, today))]} extra={from ? `不早于认领日期 ${from}，不晚于今天` : '不晚于今天'}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > today || (from !== null && d.format('YYYY-MM-DD') < from)} data-testid="l-date" />
            </Field>
            <TextField md={8} label="签收人" name="receiver" required rules={[problemRule(receiverProblem)]} max={20} testId="l-receiver" />
          </FormSection>
          <FormSection title="反馈">
            <Form.Item label="反馈图片" name="feedback_images" required rules={[problemRule(feedbackImagesProblem)]} extra="1-9张：礼物送到孩子手中的照片">
              <ImageUpload maxCount={9} />
            </Form.Item>
            <Form.Item label="反馈留言" name="feedback_message" required rules={[problemRule(feedbackMessageProblem)]}>
              <Input.TextArea rows={3} {...lengthLimit(500)} placeholder="孩子收到礼物后的话（5-500个字），将显示在 H5 页面上" data-testid="l-message" />
            </Form.Item>
          </FormSection>
        </Form>
        <Button type="primary" onClick={() => void lightup()} loading={busy === 'lightup'} disabled={busy !== null} data-testid="lightup-submit">
          点亮心愿
        </Button>
      </Space>
    </Card>
  );
}
