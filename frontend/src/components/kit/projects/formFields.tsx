// Field groups the project forms share (/SJ's project form and change request, /SJM's micro
// project form and change request): the region with its address, the cover with the images,
// the project lead, the contact (also /SX's activity form and change request). Each takes the area's rule for a field (`rule(name)`), or none.
import { Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { RegionPicker } from '../../RegionPicker';
import { ImageUpload } from '../../upload/ImageUpload';
import { addDays } from '../checks';
import { Field } from '../Field';
import { FormRangePicker } from '../FormRangePicker';

type RuleOf = (field: 'province' | 'address' | 'cover' | 'images' | 'lead_name' | 'lead_phone') => Rule[] | undefined;
const none: RuleOf = () => undefined;

/** 执行地区 (at least the city; /SX: 活动地区) and 详细地址. */
export function RegionFields({ rule = none, label = '执行地区' }: { rule?: RuleOf; label?: string }) {
  return (
    <>
      <Field md={10} label={label} name="region" required rules={rule('province')} extra="至少选择到市；区县可选">
        <RegionPicker changeOnSelect data-testid="f-region" />
      </Field>
      <Field md={14} label="详细地址" name="address" required rules={rule('address')}>
        <Input maxLength={100} placeholder="5-100个字" data-testid="f-address" />
      </Field>
    </>
  );
}

/** 封面图 (one) and 项目图片 (up to nine). */
export function ImageFields({ rule = none, required = true }: { rule?: RuleOf; required?: boolean }) {
  return (
    <>
      <Field md={6} label="封面图" name="cover" required={required} rules={rule('cover')} extra={required ? '1张，JPG/PNG/GIF/WEBP，不超过5MB' : undefined}>
        <ImageUpload maxCount={1} />
      </Field>
      <Field md={18} label="项目图片" name="images" rules={rule('images')} extra={required ? '可选，最多9张' : undefined}>
        <ImageUpload maxCount={9} />
      </Field>
    </>
  );
}

/** 项目负责人 and 负责人手机号 (`extra`: e.g. the current value on a change request). */
export function LeadFields({ rule = none, md = 6, extra }: { rule?: RuleOf; md?: number; extra?: (field: 'lead_name' | 'lead_phone') => ReactNode }) {
  const prefix = rule === none ? 'c' : 'f';
  return (
    <>
      <Field md={md} label="项目负责人" name="lead_name" required={rule !== none} rules={rule('lead_name')} extra={extra?.('lead_name')}>
        <Input maxLength={20} data-testid={`${prefix}-lead-name`} />
      </Field>
      <Field md={md} label="负责人手机号" name="lead_phone" required={rule !== none} rules={rule('lead_phone')} extra={extra?.('lead_phone')}>
        <Input maxLength={11} data-testid={`${prefix}-lead-phone`} />
      </Field>
    </>
  );
}

/** 联系人 and 联系人手机号 (`extra`: e.g. the current value on a change request, whose fields are not required). */
export function ContactFields({ rule, md, extra }: { rule?: (field: 'contact_name' | 'contact_phone') => Rule[] | undefined; md: number; extra?: (field: 'contact_name' | 'contact_phone') => ReactNode }) {
  const prefix = rule ? 'f' : 'c';
  return (
    <>
      <Field md={md} label="联系人" name="contact_name" required={rule ? true : undefined} rules={rule?.('contact_name')} extra={extra?.('contact_name')}>
        <Input maxLength={20} data-testid={`${prefix}-contact-name`} />
      </Field>
      <Field md={md} label="联系人手机号" name="contact_phone" required={rule ? true : undefined} rules={rule?.('contact_phone')} extra={extra?.('contact_phone')}>
        <Input maxLength={11} data-testid={`${prefix}-contact-phone`} />
      </Field>
    </>
  );
}

/** 募款时间 (`fund`): a range from today on, at most `maxDays` long (the picker offers twice that ahead). */
export function FundWindowField({ rule, maxDays, today, md = 12, label = '募款时间', extra }: { rule: Rule[]; maxDays: number; today: string; md?: number; label?: string; extra: ReactNode }) {
  return (
    <Field md={md} label={label} name="fund" required rules={rule} extra={extra}>
      <FormRangePicker
        style={{ width: '100%' }}
        placeholder={['募款开始', '募款结束']}
        disabledDate={(d) => d.format('YYYY-MM-DD') < today || d.format('YYYY-MM-DD') > addDays(today, 2 * maxDays)}
        data-testid="f-fund"
      />
    </Field>
  );
}
