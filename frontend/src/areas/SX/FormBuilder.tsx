// The sign-up form builder (报名表设置): the organisation adds fields of eight kinds, orders them,
// names them, marks them required and sets their limits; each field's problem shows under it
// (the platform's own rule, signupForm.ts). 预览报名表 opens the participant's view in a new tab.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, DatePicker, Empty, Input, InputNumber, Row, Select, Space } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import dayjs from '../../lib/dayjs';
import { activityPages } from './common';
import { savePreview } from './previewStore';
import { FIELD_KINDS, LABEL_MAX, MAX_FIELDS, OPTION_MAX, fieldDefinitionProblem, kindLabel, limitsText, moveField, newField, type FormFieldDef } from './formFields';
import { PlainText } from '../../components/PlainTypography';
import { withBase } from '../../lib/base';

export interface FormBuilderProps {
  value?: FormFieldDef[];
  onChange?: (fields: FormFieldDef[]) => void;
  /** The activity's title, shown on the preview. */
  title: () => string;
}

const small = { size: 'small' as const };

/** 「选项」 as one option per line; blank lines are dropped from the definition, not from the box. */
function OptionsBox({ options, onChange, testId }: { options: string[]; onChange: (o: string[]) => void; testId: string }) {
  const [typed, setTyped] = useState(options.join('\n'));
  const parsed = typed.split('\n').map((o) => o.trim()).filter(Boolean).join('\n');
  // The field moved or was replaced: show its own options.
  useEffect(() => {
    if (parsed !== options.join('\n')) setTyped(options.join('\n'));
  }, [parsed, options]);
  return (
    <Input.TextArea
      rows={3}
      value={typed}
      placeholder={`每行一个选项，2-20个，每个不超过${OPTION_MAX}个字`}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(e.target.value.split('\n').map((o) => o.trim()).filter(Boolean));
      }}
      data-testid={testId}
    />
  );
}

// A <label> around the words and the control: the control's name for screen readers.
const Limit = ({ label, children }: { label: string; children: ReactNode }) => (
  <Col xs={12} md={6}>
    <label>
      <PlainText type="secondary" style={{ fontSize: 12 }}>{label}</PlainText>
      <span className="builder-limit-control">{children}</span>
    </label>
  </Col>
);

/** The limits of one field, by its kind. */
function Limits({ f, set, i }: { f: FormFieldDef; set: (patch: Partial<FormFieldDef>) => void; i: number }) {
  const n = (key: keyof FormFieldDef, lo: number, hi: number) => (
    <InputNumber {...small} min={lo} max={hi} precision={0} value={f[key] as number | undefined} onChange={(v) => set({ [key]: v ?? undefined })} data-testid={`field-${i}-${key}`} style={{ width: '100%' }} />
  );
  const day = (key: 'min_date' | 'max_date') => (
    <DatePicker {...small} style={{ width: '100%' }} value={f[key] ? dayjs(f[key]) : null} onChange={(d) => set({ [key]: d ? d.format('YYYY-MM-DD') : undefined })} data-testid={`field-${i}-${key}`} />
  );
  // A lower and an upper limit side by side: [label, control] each.
  const range = (low: [string, ReactNode], high: [string, ReactNode]) => (
    <>
      <Limit label={low[0]}>{low[1]}</Limit>
      <Limit label={high[0]}>{high[1]}</Limit>
    </>
  );
  switch (f.kind) {
    case 'text':
      return range(['最少字数', n('min_len', 1, 500)], ['最多字数', n('max_len', 1, 500)]);
    case 'number':
      return (
        <>
          <Limit label="最小值">
            <InputNumber {...small} value={f.min} onChange={(v) => set({ min: v ?? undefined })} data-testid={`field-${i}-min`} style={{ width: '100%' }} />
          </Limit>
          <Limit label="最大值">
            <InputNumber {...small} value={f.max} onChange={(v) => set({ max: v ?? undefined })} data-testid={`field-${i}-max`} style={{ width: '100%' }} />
          </Limit>
          <Limit label="小数位数">
            <Select {...small} style={{ width: '100%' }} value={f.decimals ?? 0} onChange={(v) => set({ decimals: v })} options={[0, 1, 2].map((d) => ({ value: d, label: d === 0 ? '整数' : `${d}位` }))} />
          </Limit>
        </>
      );
    case 'checkbox':
      return range(['最少选择', n('min_choices', 1, 20)], ['最多选择', n('max_choices', 1, 20)]);
    case 'date':
      return range(['最早日期', day('min_date')], ['最晚日期', day('max_date')]);
    case 'image':
      return <Limit label="最多张数">{n('max_count', 1, 9)}</Limit>;
    default:
      return null;
  }
}

/** The first enabled control among these test ids (the element itself or the input it wraps). */
function firstEnabled(root: HTMLElement, testIds: string[]): HTMLElement | null {
  for (const id of testIds) {
    const el = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    const control = el?.matches('input, button, textarea') ? el : el?.querySelector<HTMLElement>('input, button, textarea');
    if (control && !control.matches(':disabled')) return control;
  }
  return null;
}

export function FormBuilder({ value = [], onChange, title }: FormBuilderProps) {
  const fields = value;
  const root = useRef<HTMLDivElement>(null);
  // Where the focus goes after a change made by a button (test ids, the first enabled wins): the
  // button that had it moves with its field, becomes disabled (上移 at the top) or goes away
  // (删除), and a keyboard user would otherwise be left on nothing (issue 38).
  const focusAfter = useRef<string[] | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = null;
    if (wanted && root.current) firstEnabled(root.current, wanted)?.focus();
  });
  const change = (next: FormFieldDef[], focus?: string[]) => {
    focusAfter.current = focus ?? null;
    onChange?.(next);
  };
  // 上移 keeps the focus on the moved field's 上移 (下移 once it is first), 下移 likewise.
  const move = (i: number, by: -1 | 1) => {
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    change(moveField(fields, i, by), [`field-${i + by}-${same}`, `field-${i + by}-${other}`]);
  };
  // 删除 leaves the focus on the 删除 of the field that takes its place, else of the one before,
  // else on the first 添加 button.
  const remove = (i: number) =>
    change(
      fields.filter((_, j) => j !== i),
      [`field-${i}-delete`, `field-${i - 1}-delete`, `add-field-${FIELD_KINDS[0].kind}`],
    );
  // A new field is named first: the focus goes to its 字段名称.
  const add = (kind: FormFieldDef['kind']) => change([...fields, newField(kind, fields)], [`field-${fields.length}-label`]);
  const set = (i: number, patch: Partial<FormFieldDef>) => change(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const labels = fields.map((f) => f.label.trim());
  const problemOf = (f: FormFieldDef, i: number) => fieldDefinitionProblem(f) ?? (labels.indexOf(labels[i]) !== i ? '报名表字段名称不能重复' : null);
  return (
    <Space ref={root} orientation="vertical" size="small" className="full-width" data-testid="form-builder">
      <PlainText type="secondary">报名人的姓名和手机号总会填写，无需添加。下面添加其他需要报名人填写的内容（最多{MAX_FIELDS}项）。</PlainText>
      {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未添加报名表字段" />}
      {fields.map((f, i) => {
        const problem = problemOf(f, i);
        return (
          <Card
            key={f.key ?? `new-${i}-${f.kind}`}
            size="small"
            type="inner"
            data-testid={`field-${i}`}
            title={
              <Space size={4}>
                <PlainText>{`${i + 1}.`}</PlainText>
                <PlainText type="secondary">{kindLabel(f.kind)}</PlainText>
                <PlainText type="secondary" style={{ fontSize: 12 }}>{limitsText(f)}</PlainText>
              </Space>
            }
            extra={
              <Space size={0}>
                <Button type="text" {...small} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} aria-label="上移" data-testid={`field-${i}-up`} />
                <Button type="text" {...small} icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, 1)} aria-label="下移" data-testid={`field-${i}-down`} />
                <Button type="text" {...small} danger icon={<DeleteOutlined />} onClick={() => remove(i)} aria-label="删除" data-testid={`field-${i}-delete`} />
              </Space>
            }
          >
            <Row gutter={[12, 8]} align="bottom">
              <Col xs={24} md={12}>
                <PlainText type="secondary" style={{ fontSize: 12 }}>字段名称</PlainText>
                <Input {...small} value={f.label} maxLength={LABEL_MAX} onChange={(e) => set(i, { label: e.target.value })} aria-label="字段名称" data-testid={`field-${i}-label`} />
              </Col>
              <Col xs={24} md={12}>
                <Checkbox checked={f.required === 1} onChange={(e) => set(i, { required: e.target.checked ? 1 : 0 })} data-testid={`field-${i}-required`}>
                  必填
                </Checkbox>
              </Col>
              {(f.kind === 'radio' || f.kind === 'checkbox') && (
                <Col xs={24}>
                  <PlainText type="secondary" style={{ fontSize: 12 }}>选项</PlainText>
                  <OptionsBox options={f.options ?? []} onChange={(options) => set(i, { options })} testId={`field-${i}-options`} />
                </Col>
              )}
              <Limits f={f} i={i} set={(patch) => set(i, patch)} />
            </Row>
            {problem && (
              <PlainText type="danger" data-testid={`field-${i}-problem`}>
                {problem}
              </PlainText>
            )}
          </Card>
        );
      })}
      <Space wrap size={[8, 8]}>
        {FIELD_KINDS.map((k) => (
          <Button key={k.kind} icon={<PlusOutlined />} disabled={fields.length >= MAX_FIELDS} onClick={() => add(k.kind)} data-testid={`add-field-${k.kind}`}>
            {k.label}
          </Button>
        ))}
        <Button
          icon={<EyeOutlined />}
          href={withBase(activityPages.preview)}
          target="_blank"
          onClick={() => savePreview({ title: title(), fields })}
          data-testid="preview-form"
        >
          预览报名表
        </Button>
      </Space>
    </Space>
  );
}
