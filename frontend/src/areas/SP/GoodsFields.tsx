// The goods form's field groups, by kind, shared by the goods form (add_charity, edit_charity)
// and the change request of a listed item (updatechangeinfo/:id/1), which shows only the fields a
// change may touch. Each field's rule comes from the page (rules.ts over the whole payload).
import { Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { Field, FormSection, NumberInput, lengthLimit, TextField } from '../../components/kit';
import { RemoteSelect } from '../../components/selectors/RemoteSelect';
import type { Option } from '../../components/selectors/api';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { searchBeneficiaries } from './api';
import type { GoodsPayload } from './types';
import { FormRangePicker } from '../../components/kit/FormRangePicker';

export type RuleOf = (field: keyof GoodsPayload) => Rule[];
/** A note under a field (a change request's 「当前：…」). */
export type NoteOf = (field: keyof GoodsPayload) => ReactNode;
const none: NoteOf = () => undefined;

/** The beneficiary projects the caller may name, as options 「项目名称（机构）」. */
export const searchProjects = (keyword: string): Promise<Option[]> =>
  searchBeneficiaries(keyword).then((res) =>
    res.code === 200 && res.data ? res.data.list.map((p) => ({ value: p.id, label: `${p.title}（${p.org_name}）`, record: p as unknown as Record<string, unknown> })) : [],
  );

/** 商品名称, cover, pictures, description (and, on the goods form, the beneficiary project). */
export function BasicFields({ rule, note = none, project }: { rule: RuleOf; note?: NoteOf; project?: { id: number; title: string } | null | false }) {
  return (
    <FormSection title="商品信息">
      <Row gutter={24}>
        <TextField md={12} label="商品名称" name="title" required rules={rule('title')} extra={note('title')} max={30} placeholder="2-30个字" testId="g-title" />
        {project !== false && (
          <Field md={12} label="受益项目" name="project_id" required rules={rule('project_id')} extra="义卖善款计入该项目（须为募款中的项目）">
            <RemoteSelect
              search={searchProjects}
              placeholder="搜索募款中的项目"
              selected={project ? { value: project.id, label: project.title, record: {} } : undefined}
              data-testid="g-project"
            />
          </Field>
        )}
      </Row>
      <Row gutter={24}>
        <Field md={6} label="商品封面" name="cover" required rules={rule('cover')} extra={note('cover') ?? '1张，JPG/PNG/GIF/WEBP，不超过5MB'}>
          <ImageUpload maxCount={1} />
        </Field>
        <Field md={18} label="商品图片" name="images" rules={rule('images')} extra={note('images') ?? '可选，最多9张'}>
          <ImageUpload maxCount={9} />
        </Field>
      </Row>
      <Form.Item label="商品介绍" name="description" required rules={rule('description')} extra={note('description')}>
        <Input.TextArea rows={4} {...lengthLimit(2000)} placeholder="商品的来历、材质、尺寸和义卖的意义（10-2000个字）" data-testid="g-description" />
      </Form.Item>
    </FormSection>
  );
}

const money = (testId: string, placeholder = '如：99.00') => <NumberInput placeholder={placeholder} data-testid={testId} />;

/** A fixed-price item: price, stock, specifications, shipping fee. */
export function SaleFields({ rule, note = none, specs = true }: { rule: RuleOf; note?: NoteOf; specs?: boolean }) {
  return (
    <FormSection title="售卖设置">
      <Row gutter={24}>
        <Field md={6} label="售价（元）" name="price" required rules={rule('price')} extra={note('price') ?? '0.01-100000.00元'}>
          {money('g-price')}
        </Field>
        <Field md={6} label="库存" name="stock" required rules={rule('stock')} extra={note('stock') ?? '1-99999件'}>
          <NumberInput decimals={false} placeholder="如：20" data-testid="g-stock" />
        </Field>
        <Field md={6} label="运费（元）" name="shipping_fee" rules={rule('shipping_fee')} extra={note('shipping_fee') ?? '不填为包邮，最多500.00元'}>
          {money('g-shipping', '0.00')}
        </Field>
      </Row>
      {specs && (
        <Form.Item label="规格" name="specs" rules={rule('specs')} extra={note('specs') ?? '可选，如「红色」「大号」，输入后回车；最多10个，购买人下单时选择其一'}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，']} placeholder="输入规格名称后回车" data-testid="g-specs" />
        </Form.Item>
      )}
    </FormSection>
  );
}

/** An auction lot: start price, increment, reserve, deposit, the time window, anti-sniping, shipping fee. */
export function LotFields({ rule, note = none }: { rule: RuleOf; note?: NoteOf }) {
  return (
    <FormSection title="竞拍设置">
      <Row gutter={24}>
        <Field md={6} label="起拍价（元）" name="start_price" required rules={rule('start_price')} extra={note('start_price') ?? '首次出价不低于起拍价'}>
          {money('g-start-price', '如：100.00')}
        </Field>
        <Field md={6} label="加价幅度（元）" name="increment" required rules={rule('increment')} extra={note('increment') ?? '每次出价至少高出当前价该金额'}>
          {money('g-increment', '如：10.00')}
        </Field>
        <Field md={6} label="保留价（元）" name="reserve_price" rules={rule('reserve_price')} extra={note('reserve_price') ?? '可选；最高出价低于保留价则流拍'}>
          {money('g-reserve', '不设保留价')}
        </Field>
        <Field md={6} label="保证金（元）" name="deposit" rules={rule('deposit')} extra={note('deposit') ?? '可选，向竞拍人展示'}>
          {money('g-deposit', '0.00')}
        </Field>
      </Row>
      <Row gutter={24}>
        <Field md={12} label="竞拍时间" name="auction_time" required rules={rule('start_time')} extra={note('start_time') ?? '最长30天；审核通过时结束时间须仍在未来'}>
          <FormRangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={['开拍时间', '结束时间']} data-testid="g-auction-time" />
        </Field>
        <Field md={6} label="延时周期（秒）" name="extend_seconds" rules={rule('extend_seconds')} extra={note('extend_seconds') ?? '结束前该时间内有出价则顺延，0为不延时；60-600秒'}>
          <NumberInput decimals={false} placeholder="如：300" data-testid="g-extend" />
        </Field>
        <Field md={6} label="运费（元）" name="shipping_fee" rules={rule('shipping_fee')} extra={note('shipping_fee') ?? '不填为包邮'}>
          {money('g-shipping', '0.00')}
        </Field>
      </Row>
    </FormSection>
  );
}
