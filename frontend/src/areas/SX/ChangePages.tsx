// 更新活动信息 (updateactiveinfo/:id): a change request of a published activity — the form starts
// from the activity's values (shown under each field), only the fields that differ are sent, with
// a reason; until the platform passes it the activity keeps its old values. 编辑活动信息
// (editinfo/:id): the kit's change review (field diff, 通过 / 退回 for 2, 99).
import { Form, Input, Row } from 'antd';
import { DateTimePicker } from '../../components/kit/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { RichTextField } from '../../components/richText/RichTextField';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { Field, FormSection, LinkButton, NumberInput, dateTime } from '../../components/kit';
import { htmlText } from '../../components/kit/fieldRules';
import { changePages } from '../../components/kit/projects/ChangePages';
import { was } from '../../components/kit/projects/useChangeRequest';
import { pickerFromSeconds, secondsFromPicker } from '../../lib/pickerTime';
import { requestChange } from './api';
import { SX_CHANGES } from './changeArea';
import { CHANGE_KEYS, CHANGE_LABELS, activityChangeProblem, changedActivityFields, currentActivityFields, type ActivityChangeFields } from './activityChange';
import { ActivityStatusTag, activityPages } from './common';
import type { ActivityDetail } from './types';
import { FormRangePicker } from '../../components/kit/FormRangePicker';
import { ChangeFormCard } from '../../components/kit/projects/ChangeFormCard';
import { changeablePage } from '../../components/kit/projects/changeablePage';
import { ContactFields } from '../../components/kit/projects/formFields';
import { isChoice } from '../../components/kit/states';
import { ACTIVITY_STATUS } from './labels';

interface Values {
  title?: string;
  cover?: string[];
  content?: string;
  address?: string;
  places?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
  signup_end?: Dayjs | null;
  contact_name?: string;
  contact_phone?: string;
  reason?: string;
}

// Picker values are China wall-clock times (lib/pickerTime).
const sec = secondsFromPicker;
const day = pickerFromSeconds;

const toChanges = (v: Values): ActivityChangeFields => ({
  title: (v.title ?? '').trim(),
  cover: v.cover?.[0] ?? '',
  content: v.content ?? '',
  address: (v.address ?? '').trim(),
  places: v.places === undefined || v.places === '' ? undefined : Number(v.places),
  start_time: sec(v.time?.[0]),
  end_time: sec(v.time?.[1]),
  signup_end: sec(v.signup_end),
  contact_name: (v.contact_name ?? '').trim(),
  contact_phone: (v.contact_phone ?? '').trim(),
});

const toValues = (c: ActivityChangeFields, reason = ''): Values => ({
  title: c.title,
  cover: c.cover ? [c.cover] : [],
  content: c.content,
  address: c.address,
  places: c.places === undefined ? '' : String(c.places),
  time: [day(c.start_time), day(c.end_time)],
  signup_end: day(c.signup_end),
  contact_name: c.contact_name,
  contact_phone: c.contact_phone,
  reason,
});

export const UpdateActivityPage = changeablePage<ActivityDetail>({
  what: '活动',
  look: (a) => (a.pending_change_id ? <LinkButton to={activityPages.changeReview(a.pending_change_id)}>查看变更</LinkButton> : <LinkButton to={activityPages.view(a)}>查看活动</LinkButton>),
  lookTestId: 'no-change',
  form: (a) => <ActivityChangeForm key={a.id} a={a} />,
});

function ActivityChangeForm({ a }: { a: ActivityDetail }) {
  const [form] = Form.useForm<Values>();
  const current = useMemo(() => currentActivityFields(a), [a]);
  const started = isChoice(ACTIVITY_STATUS, a.status, '进行中');
  return (
    <ChangeFormCard<ActivityChangeFields, Values>
      heading={<ActivityStatusTag status={a.status} label={a.status_label} />}
      item={{ what: '活动', title: a.title, page: activityPages.view(a) }}
      form={form}
      initialValues={toValues(current)}
      request={{
        route: 'updateactiveinfo',
        id: a.id,
        area: 'SX',
        toChanges,
        toValues,
        problem: (reason, changes) => activityChangeProblem(reason, a, changes, Math.floor(Date.now() / 1000)),
        call: (reason, changes, key) => requestChange(a.id, reason, changedActivityFields(current, changes) as Record<string, unknown>, key),
      }}
    >
      <FormSection title="活动信息">
        <Row gutter={24}>
          <Field md={12} label="活动名称" name="title" extra={was(current.title ?? '')}>
            <Input maxLength={50} showCount data-testid="c-title" />
          </Field>
          <Field md={6} label="活动名额" name="places" extra={`当前：${current.places || '不限'}，已报名 ${a.places_taken} 人`}>
            <NumberInput decimals={false} data-testid="c-places" />
          </Field>
          <Field md={6} label="封面图" name="cover">
            <ImageUpload maxCount={1} />
          </Field>
          <Field md={12} label="活动时间" name="time" extra={started ? '活动已开始，只能修改结束时间' : was(`${dateTime(current.start_time)} 至 ${dateTime(current.end_time)}`)}>
            <FormRangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabled={[started, false]} style={{ width: '100%' }} data-testid="c-time" />
          </Field>
          <Field md={12} label="报名截止时间" name="signup_end" extra={was(dateTime(current.signup_end))}>
            <DateTimePicker data-testid="c-signup-end" />
          </Field>
          <Field md={24} label="详细地址" name="address" extra={was(current.address ?? '')}>
            <Input maxLength={100} data-testid="c-address" />
          </Field>
          <ContactFields md={12} extra={(f) => was(current[f] ?? '')} />
        </Row>
        <Form.Item label="活动详情" name="content">
          <RichTextField data-testid="c-content" />
        </Form.Item>
      </FormSection>
    </ChangeFormCard>
  );
}

const TIME_KEYS = new Set(['signup_end', 'start_time', 'end_time']);

/** 编辑活动信息: the kit's change review over the activity calls; times and the detail's text made readable. */
export const { ChangeDetailPage } = changePages(
  SX_CHANGES,
  {
    labels: Object.fromEntries(CHANGE_KEYS.map((k) => [k, CHANGE_LABELS[k]])),
    kinds: { cover: 'image' },
    readable: (f) => {
      const show = (v: unknown) => (TIME_KEYS.has(f.field) && typeof v === 'number' ? dateTime(v) : f.field === 'content' && typeof v === 'string' ? htmlText(v) : f.field === 'places' && v === 0 ? '不限' : v);
      return { ...f, before: show(f.before), after: show(f.after) };
    },
  },
);
