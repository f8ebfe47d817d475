// 更新变更信息 (updatechangeinfo/:id/:type): `type` 1 — id is a listed goods item: the change
// request form (the kind's changeable fields prefilled, only the changed ones sent); `type` 2 —
// id is a change request: the kit's field diff with 通过 / 退回 for reviewers.
import { Alert, Card, Form, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { LinkButton, LoadError, dateTime, definePage, formRule, money } from '../../components/kit';
import { changeReasonProblem } from '../../components/kit/fieldRules';
import type { FieldChange } from '../../components/kit/ChangeDiff';
import { changePages } from '../../components/kit/projects/ChangePages';
import { was } from '../../components/kit/projects/useChangeRequest';
import { requestChange } from './api';
import { SP_CHANGES } from './changeArea';
import { GoodsStates, spPages } from './common';
import { BasicFields, LotFields, SaleFields, type NoteOf } from './GoodsFields';
import { CHANGEABLE, changedFields, toFormValues, toPayload, type GoodsFormValues } from './goodsForm';
import { firstGoodsProblem, goodsFieldProblem } from './rules';
import type { GoodsDetail, GoodsPayload } from './types';
import { ChangeFormCard, type ChangeRequest } from '../../components/kit/projects/ChangeFormCard';
import { inState } from '../../components/kit/states';

/** The fields a goods change may touch, as the diff names them. */
const LABELS: Record<string, string> = {
  title: '商品名称',
  cover: '商品封面',
  images: '商品图片',
  description: '商品介绍',
  specs: '规格',
  shipping_fee: '运费',
  price: '售价',
  stock: '库存',
  start_price: '起拍价',
  increment: '加价幅度',
  reserve_price: '保留价',
  deposit: '保证金',
  start_time: '开拍时间',
  end_time: '结束时间',
  extend_seconds: '延时周期',
};
const MONEY = ['shipping_fee', 'price', 'start_price', 'increment', 'reserve_price', 'deposit'];

/** Times and lists as the diff's text. */
function readable(f: FieldChange): FieldChange {
  const show = (v: unknown) => {
    if (f.field === 'start_time' || f.field === 'end_time') return typeof v === 'number' && v > 0 ? dateTime(v) : v;
    if (f.field === 'specs') return Array.isArray(v) ? v.join('、') : v;
    if (f.field === 'extend_seconds') return v === 0 || v === '0' ? '不延时' : `${String(v)}秒`;
    return v;
  };
  return { ...f, before: show(f.before), after: show(f.after) };
}

const { ChangeDetailPage } = changePages(SP_CHANGES, {
  labels: LABELS,
  kinds: { cover: 'image', images: 'images', ...Object.fromEntries(MONEY.map((m) => [m, 'money' as const])) },
  readable,
});

export const UpdateChangePage = definePage([], (page) => {
  if (page.params.type === '2') return <ChangeDetailPage {...page} />;
  const detail = page.load<GoodsDetail>('detail');
  if (!detail.ok) return <LoadError what="义卖商品" msg={detail.msg} />;
  const g = detail.data;
  if (!g.actions.includes('change')) {
    const why = g.pending_change_id ? '该商品已有待审核的变更申请，审核完成后才能再次申请。' : inState('sale_goods', g.status, '草稿', '待审核', '已退回') ? '商品上架前请直接编辑，无需申请变更。' : `该商品当前不能申请变更（${g.kind === 2 ? '竞拍已开始或已结束' : g.status_label}）。`;
    return (
      <Card title={g.title}>
        <Alert
          type="warning"
          showIcon
          title={why}
          action={
            <Space>
              {g.pending_change_id && <LinkButton to={spPages.change(g.pending_change_id)}>查看变更</LinkButton>}
              <LinkButton to={spPages.review(g.id)}>查看商品</LinkButton>
            </Space>
          }
          data-testid="not-changeable"
        />
      </Card>
    );
  }
  return <GoodsChangeForm g={g} />;
}, ['detail', 'change']);

type Values = GoodsFormValues & { reason?: string };

function GoodsChangeForm({ g }: { g: GoodsDetail }) {
  const [form] = Form.useForm<Values>();
  const current = useMemo(() => toPayload(toFormValues(g)), [g]);
  const asPayload = (v: Values): GoodsPayload => ({ ...toPayload({ ...v, kind: g.kind }), kind: g.kind, project_id: g.project_id ?? undefined });
  const ctx = () => ({ now: Math.floor(Date.now() / 1000) });
  const request: ChangeRequest<GoodsPayload, Values> = {
    route: 'updatechangeinfo',
    id: g.id,
    area: 'SP',
    toChanges: asPayload,
    toValues: (p, reason) => ({ ...toFormValues({ ...p, kind: g.kind }), reason }),
    problem: (reason, p) => {
      const changes = changedFields(g, p);
      if (Object.keys(changes).length === 0) return '请至少修改一项内容';
      const first = firstGoodsProblem(p, ctx());
      return first?.message ?? changeReasonProblem(reason);
    },
    call: (reason, p, key) => requestChange(g.id, reason, changedFields(g, p), key),
  };
  const rule = (field: keyof GoodsPayload): Rule[] => [formRule(({ getFieldsValue }) => goodsFieldProblem(field, asPayload(getFieldsValue(true) as Values), ctx()))];
  const changeable = new Set<string>(CHANGEABLE[g.kind]);
  const note: NoteOf = (f) => {
    if (!changeable.has(f) || f === 'cover' || f === 'images') return undefined;
    const v = g[f as keyof GoodsDetail];
    if (f === 'start_time') return was(`${dateTime(g.start_time)} 至 ${dateTime(g.end_time)}`);
    if (MONEY.includes(f)) return was(money(v as string));
    return was(Array.isArray(v) ? v.join('、') : String(v ?? ''));
  };
  return (
    <ChangeFormCard<GoodsPayload, Values>
      heading={<><span>{g.title}</span><GoodsStates g={g} /></>}
      wrap
      item={{ what: '商品', title: g.title, page: spPages.review(g.id) }}
      notice={`修改需要变更的内容并填写变更原因（只提交有改动的项）。平台审核通过后一次性生效，审核通过前商品仍按原内容展示。受益项目和义卖类型不能变更。${current.kind === 1 ? '库存为变更后的可售数量。' : ''}`}
      form={form}
      initialValues={{ ...toFormValues(g), reason: '' }}
      request={request}
    >
      <BasicFields rule={rule} note={note} project={false} />
      {g.kind === 1 ? <SaleFields rule={rule} note={note} /> : <LotFields rule={rule} note={note} />}
    </ChangeFormCard>
  );
}
