// The goods form: 发布义卖 (add_charity) and 编辑义卖 (edit_charity/:id/:type, `type` the item's
// kind) for both kinds — a fixed-price item (price, stock, specifications, shipping fee) or an
// auction lot (start price, increment, reserve, deposit, start/end, anti-sniping) — each naming
// its beneficiary project. 保存草稿 needs only the title; 提交审核 every rule (rules.ts). What the
// user typed is kept in sessionStorage (kit snapshot) across a refused submit or a re-login. A
// listed item is changed through a change request (updatechangeinfo/:id/1), not here.
import { Alert, Card, Form, Radio, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormSection, LinkButton, LoadError, definePage, formRule, snapshotKey, modeCalls, useDraftForm, useFormSnapshot } from '../../components/kit';
import { useIdempotencyKey } from '../../lib/idempotency';
import { addGoods, deleteDraft, editDraft, editGoods, submitDraft } from './api';
import { GoodsStatusTag, spPages } from './common';
import { BasicFields, LotFields, SaleFields } from './GoodsFields';
import { toFormValues, toPayload, type GoodsFormValues } from './goodsForm';
import { GOODS_KIND } from './labels';
import { draftProblem, firstGoodsProblem, goodsFieldProblem, type RuleContext } from './rules';
import type { GoodsDetail, GoodsPayload } from './types';
import { WORDS } from '../../lib/glossary';
import { inState } from '../../components/kit/states';
import { DraftFormCard } from '../../components/kit/DraftFormCard';

type Mode = 'new' | 'draft' | 'edit';

/** Where the form shows a payload field's problem (fields held in another shape). */
const FORM_FIELD: Partial<Record<keyof GoodsPayload, string>> = { start_time: 'auction_time', end_time: 'auction_time' };
const kindLabel = (kind: number) => GOODS_KIND.find((k) => k.value === kind)?.label ?? '';

export const GoodsFormPage = definePage([], ({ load, params, route, search }) => {
  const detail = route.name === 'edit_charity' ? load<GoodsDetail>('detail') : null;
  if (detail && !detail.ok) return <LoadError what="义卖商品" msg={detail.msg} />;
  const current = detail?.ok ? detail.data : null;
  if (current && inState('sale_goods', current.status, '已上架', '已售罄', '已下架')) {
    return (
      <Card title={current.title}>
        <Alert
          type="warning"
          showIcon
          title={`该商品当前为「${current.status_label}」，不能直接编辑。已上架的商品请提交变更申请，平台审核通过后生效。`}
          action={
            <Space>
              <LinkButton to={spPages.review(current.id)}>查看商品</LinkButton>
              {current.actions.includes('change') && <LinkButton to={spPages.requestChange(current.id)} type="primary">申请变更</LinkButton>}
            </Space>
          }
          data-testid="not-editable"
        />
      </Card>
    );
  }
  const mode: Mode = !current ? 'new' : inState('sale_goods', current.status, '草稿') ? 'draft' : 'edit';
  const askedKind = Number(params.type ?? new URLSearchParams(search).get('kind'));
  return <GoodsForm key={`${route.name}:${params.id ?? 'new'}`} mode={mode} current={current} routeName={route.name} askedKind={askedKind === 2 ? 2 : 1} />;
}, ['detail']);

interface FormProps {
  mode: Mode;
  current: GoodsDetail | null;
  routeName: string;
  /** The kind in the URL (a new item's first choice; an edited item's real kind wins). */
  askedKind: 1 | 2;
}

function GoodsForm({ mode, current, routeName, askedKind }: FormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<GoodsFormValues>();
  const watchedKind = Form.useWatch('kind', form);
  const kind = current?.kind ?? (watchedKind === 2 ? 2 : watchedKind === 1 ? 1 : askedKind);
  const initial = useMemo<GoodsFormValues>(() => (current ? toFormValues(current) : { kind: askedKind, images: [], cover: [], specs: [] }), [current, askedKind]);
  const ctx = (): RuleContext => ({ now: Math.floor(Date.now() / 1000) });
  const apply = useCallback((v: GoodsPayload) => form.setFieldsValue(toFormValues(v)), [form]);
  const snap = useFormSnapshot<GoodsPayload>(snapshotKey(routeName, current?.id, 'SP'), apply);
  const onceKey = useIdempotencyKey();
  const values = () => toPayload(form.getFieldsValue(true) as GoodsFormValues);
  const submitDraftWith = async (id: number, p: GoodsPayload) => {
    const saved = await editDraft(id, p);
    return saved.code === 200 ? submitDraft(id) : saved;
  };
  const send = useDraftForm<GoodsPayload>({
    form,
    snap,
    values,
    draftProblem,
    titleLabel: '商品名称',
    firstProblem: (p) => firstGoodsProblem(p, ctx()),
    itemOf: (f) => FORM_FIELD[f as keyof GoodsPayload] ?? f,
    ...modeCalls(mode, current?.id, { add: (p, draft) => addGoods(p, draft, onceKey()), editDraft, submitDraft: submitDraftWith, edit: editGoods }),
    submitted: '提交成功，请等待审核',
    onSubmitted: (id) => navigate(spPages.review(id)),
    onDrafted: (id) => {
      if (mode === 'new') navigate(spPages.edit({ id, kind }), { replace: true });
    },
    remove: current ? () => deleteDraft(current.id) : undefined,
    onRemoved: () => navigate(spPages.list),
  });
  const rule = (field: keyof GoodsPayload): Rule[] => [formRule(({ getFieldsValue }) => goodsFieldProblem(field, toPayload(getFieldsValue(true) as GoodsFormValues), ctx()))];
  const title = mode === 'new' ? `${WORDS.create}义卖商品` : mode === 'draft' ? '编辑草稿' : '编辑义卖';

  return (
    <DraftFormCard
      title={title}
      tag={current && <GoodsStatusTag status={current.status} label={current.status_label} />}
      back={current ? { to: spPages.review(current.id), label: '查看商品' } : undefined}
      testId="goods-form-page"
      notices={
        <>
          {current && current.kind !== askedKind && <Alert type="info" showIcon title={`该商品为${kindLabel(current.kind)}，已按其类型显示表单。`} data-testid="kind-mismatch" />}
          {current && inState('sale_goods', current.status, '已退回') && current.return_reason && (
            <Alert type="warning" showIcon title="该商品被退回" description={`退回原因：${current.return_reason}。修改后重新提交审核。`} data-testid="form-return-reason" />
          )}
        </>
      }
      form={{ instance: form, initialValues: initial, testId: 'goods-form', snap, read: values }}
      send={send}
      buttons={{ mode, returned: inState('sale_goods', current?.status, '已退回'), submitTestId: 'goods-submit', titleLabel: '商品名称' }}
    >
      <FormSection title="义卖类型">
        <Form.Item name="kind" required rules={rule('kind')} extra={mode === 'new' ? '义卖商品按固定价格售卖；竞拍拍品由公众出价，价高者得。创建后类型不能修改。' : undefined}>
          <Radio.Group options={GOODS_KIND.map((k) => ({ value: k.value, label: k.label }))} optionType="button" disabled={mode !== 'new'} data-testid="g-kind" />
        </Form.Item>
      </FormSection>
      <BasicFields rule={rule} project={current?.project ?? (current?.project_id ? { id: current.project_id, title: current.project_title } : null)} />
      {kind === 1 ? <SaleFields rule={rule} /> : <LotFields rule={rule} />}
    </DraftFormCard>
  );
}
