// The activity form: 新建活动 (addnewactive; a new 志愿服务活动) and 编辑活动
// (addnewactive/:id/:type — id 0: a new activity of kind `type`; a draft: saved or submitted
// from here; 待审核 or 已退回: edited and submitted again). Sections 基本信息, 时间与地点, 报名设置
// (with the sign-up form builder), 募捐设置 (公益募捐活动 only), 联系人. The rules mirror the
// contract (activityForm.ts); what the user typed is kept in sessionStorage (kit snapshot).
import { Alert, App, Button, Card, Modal, Form, Input, Radio, Row, Select, Space } from 'antd';
import { DateTimePicker } from '../../components/kit/DateTimePicker';
import type { ButtonProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactFields, RegionFields } from '../../components/kit/projects/formFields';
import { RichTextField } from '../../components/richText/RichTextField';
import { RemoteSelect } from '../../components/selectors/RemoteSelect';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { Field, FormSection, LinkButton, LoadError, NumberInput, definePage, formRule, snapshotKey, useCan, modeCalls, useDraftForm, useFormSnapshot, type Loaded, type Rows } from '../../components/kit';
import { useIdempotencyKey } from '../../lib/idempotency';
import { addActivity, addTag, deleteDraft, deleteTag, editActivity, editDraft, searchProjects, submitDraft } from './api';
import { FORM_ITEM, activityFieldProblem, draftProblem, firstActivityProblem, newActivityValues, toActivityPayload, toActivityValues, type ActivityValues } from './activityForm';
import { ActivityStatusTag, activityPages } from './common';
import { FormBuilder } from './FormBuilder';
import { ACTIVITY_KIND } from './labels';
import type { ActivityDetail, ActivityKind, ActivityPayload, Option, TagRow } from './types';
import { PlainText } from '../../components/PlainTypography';
import { CheckboxGroupField } from '../../components/kit/CheckboxGroupField';
import { FormRangePicker } from '../../components/kit/FormRangePicker';
import { WORDS } from '../../lib/glossary';
import { inState } from '../../components/kit/states';
import { DraftFormCard } from '../../components/kit/DraftFormCard';

type Mode = 'new' | 'draft' | 'edit';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const ActivityFormPage = definePage(['cates', 'tags'], ({ load, params, route }) => {
  const { create } = useCan('SX');
  const id = Number(params.id ?? 0);
  const detail = id > 0 ? load<ActivityDetail>('detail') : null;
  if (!create && !detail) {
    return (
      <Card title={`${WORDS.create}活动`}>
        <Alert type="info" showIcon title="平台账号不能新建活动：活动由机构新建，平台在活动列表中审核。" action={<LinkButton to="/SX/activelist">活动列表</LinkButton>} data-testid="no-create" />
      </Card>
    );
  }
  if (detail && !detail.ok) return <LoadError what="活动" msg={detail.msg} />;
  const current = detail?.ok ? detail.data : null;
  const mode: Mode = !current ? 'new' : inState('activity', current.state, '草稿') ? 'draft' : 'edit';
  if (current && !(current.actions ?? []).includes(mode === 'draft' ? 'submit' : 'edit')) {
    return (
      <Card title={current.title}>
        <Alert type="warning" showIcon title={`该活动当前为「${current.status_label}」，不能编辑。已发布的活动请提交变更申请。`} action={<LinkButton to={activityPages.view(current)}>查看活动</LinkButton>} data-testid="not-editable" />
      </Card>
    );
  }
  const kind: ActivityKind = params.type === '2' ? 2 : 1;
  return (
    <ActivityForm
      key={`${route.name}:${params.id ?? ''}:${kind}`}
      mode={mode}
      current={current}
      kind={kind}
      routeName={route.name}
      cates={load<Rows<Option>>('cates')}
      tags={load<Rows<TagRow>>('tags')}
    />
  );
}, ['detail']);

/** 活动标签: the organisation's tags, a new one added on the spot, and one deleted from the list. */
function TagSelect({ value, onChange, tags }: { value?: number[]; onChange?: (v: number[]) => void; tags: Option[] }) {
  const { message } = App.useApp();
  // The app's App provides toasts only (app/AppMessages.tsx); a confirmation is this form's own.
  const [modal, modalHolder] = Modal.useModal();
  const [options, setOptions] = useState(tags);
  const [adding, setAdding] = useState(false);
  const add = async (name: string) => {
    if (!name.trim()) return;
    setAdding(true);
    try {
      const res = await addTag(name.trim());
      if (res.code !== 200 || !res.data) {
        void message.error(res.msg || '添加失败', 5);
        return;
      }
      const tag = res.data;
      setOptions((o) => [...o, { id: tag.id, name: tag.name }]);
      onChange?.([...(value ?? []), tag.id]);
    } finally {
      setAdding(false);
    }
  };
  // Deleting takes the tag off every activity that uses it (the platform's del_tag), so it asks first.
  const [listOpen, setListOpen] = useState(false);
  const remove = (tag: Option) => {
    // The list closes first: the confirmation is not drawn under the open dropdown.
    setListOpen(false);
    modal.confirm({
      title: `删除标签「${tag.name}」？`,
      content: '删除后，使用该标签的活动也将不再显示它。',
      okText: '删除',
      okButtonProps: { danger: true, 'data-testid': 'tag-delete-ok' } as ButtonProps,
      cancelText: '取消',
      onOk: async () => {
        const res = await deleteTag(tag.id);
        if (res.code !== 200) {
          void message.error(res.msg || '删除失败', 5);
          return;
        }
        setOptions((o) => o.filter((t) => t.id !== tag.id));
        if (value?.includes(tag.id)) onChange?.(value.filter((v) => v !== tag.id));
        void message.success('标签已删除', 5);
      },
    });
  };
  return (
    <>
      {modalHolder}
      <Space.Compact block>
        <Select
          open={listOpen}
          onOpenChange={setListOpen}
          mode="multiple"
          allowClear
          value={value}
          onChange={onChange}
          placeholder="最多5个"
          options={options.map((t) => ({ value: t.id, label: t.name }))}
          optionRender={(o) => (
            <span className="tag-option">
              <span>{o.label}</span>
              <Button
                type="link"
                size="small"
                danger
                data-testid={`tag-delete-${o.value}`}
                // Not a pick: the click must neither select the option nor close the list first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={(e) => {
                  e.stopPropagation();
                  const tag = options.find((t) => t.id === o.value);
                  if (tag) remove(tag);
                }}
              >
                删除
              </Button>
            </span>
          )}
          style={{ width: '60%' }}
          data-testid="f-tags"
          aria-label="活动标签"
        />
        <Input.Search placeholder="新标签（10个字内）" aria-label="新标签" maxLength={10} enterButton="添加" loading={adding} onSearch={(v) => void add(v)} style={{ width: '40%' }} data-testid="f-new-tag" />
      </Space.Compact>
    </>
  );
}

function ActivityForm({ mode, current, kind, routeName, cates, tags }: { mode: Mode; current: ActivityDetail | null; kind: ActivityKind; routeName: string; cates: Loaded<Rows<Option>>; tags: Loaded<Rows<TagRow>> }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ActivityValues>();
  const initial = useMemo<ActivityValues>(() => (current ? toActivityValues(current as unknown as ActivityPayload & Record<string, unknown>) : newActivityValues(kind)), [current, kind]);
  const apply = useCallback((p: ActivityPayload) => form.setFieldsValue(toActivityValues(p as ActivityPayload & Record<string, unknown>)), [form]);
  const snap = useFormSnapshot<ActivityPayload>(snapshotKey(routeName, current?.id, 'SX'), apply);
  const onceKey = useIdempotencyKey();
  const values = () => toActivityPayload(form.getFieldsValue(true) as ActivityValues);
  const shownKind = (Form.useWatch('kind', form) ?? initial.kind) as ActivityKind;
  const modes = (Form.useWatch('modes', form) ?? initial.modes ?? []) as string[];
  const send = useDraftForm<ActivityPayload>({
    form,
    snap,
    values,
    draftProblem,
    titleLabel: '活动名称',
    firstProblem: (p) => firstActivityProblem(p, { now: nowSeconds() }),
    itemOf: (f) => FORM_ITEM[f] ?? f,
    ...modeCalls(mode, current?.id, { add: (p, draft) => addActivity(p, draft, onceKey()), editDraft, submitDraft, edit: editActivity }),
    submitted: '提交成功，请等待审核',
    onSubmitted: (id) => navigate(activityPages.view({ id, kind: values().kind ?? kind })),
    onDrafted: (id) => {
      if (mode === 'new') navigate(activityPages.edit({ id, kind: values().kind ?? kind }), { replace: true });
    },
    remove: current && mode === 'draft' ? () => deleteDraft(current.id) : undefined,
    onRemoved: () => navigate('/SX/drafts_list'),
  });
  const rule = (field: keyof ActivityPayload): Rule[] => [formRule(({ getFieldsValue }) => activityFieldProblem(field, toActivityPayload(getFieldsValue(true) as ActivityValues), { now: nowSeconds() }))];
  const title = mode === 'new' ? `${WORDS.create}活动` : mode === 'draft' ? '编辑活动草稿' : '编辑活动';
  const cateOptions = cates.ok ? cates.data.list.map((c) => ({ value: c.id, label: c.name })) : [];
  const projectSelected = current?.project ? { value: current.project.id, label: current.project.title, record: {} } : undefined;

  return (
    <DraftFormCard
      title={title}
      tag={current && <ActivityStatusTag status={current.status} label={current.status_label} />}
      back={current && mode === 'edit' ? { to: activityPages.view(current), label: '查看活动' } : undefined}
      testId="activity-form-page"
      notices={
        <>
          {current && inState('activity', current.state, '已退回') && current.return_reason && <Alert type="warning" showIcon title="该活动被退回" description={`退回原因：${current.return_reason}。修改后重新提交。`} data-testid="form-return-reason" />}
          {!cates.ok && <LoadError what="活动类别" msg={cates.msg} />}
        </>
      }
      form={{ instance: form, initialValues: initial, testId: 'activity-form', snap, read: values }}
      send={send}
      afterForm={<PlainText type="secondary">提交后由平台审核，审核通过即发布并开始报名。</PlainText>}
      buttons={{ mode, returned: inState('activity', current?.state, '已退回'), submitTestId: 'submit-activity', titleLabel: '活动名称' }}
    >
      <FormSection title="基本信息">
        <Row gutter={24}>
          <Field md={24} label="活动类型" name="kind" required rules={rule('kind')} extra={shownKind === 2 ? '公益募捐活动同时为关联的募捐项目筹款' : '志愿服务活动记录签到与服务时长'}>
            <Radio.Group options={ACTIVITY_KIND.map((k) => ({ value: k.value, label: k.label }))} data-testid="f-kind" />
          </Field>
          <Field md={12} label="活动名称" name="title" required rules={rule('title')}>
            <Input maxLength={50} showCount placeholder="2-50个字" data-testid="f-title" />
          </Field>
          <Field md={12} label="活动类别" name="cate_id" required rules={rule('cate_id')}>
            <Select options={cateOptions} placeholder="请选择" data-testid="f-cate" />
          </Field>
          <Field md={12} label="活动标签" name="tag_ids" rules={rule('tag_ids')}>
            <TagSelect tags={tags.ok ? tags.data.list : []} />
          </Field>
          <Field md={12} label="封面图" name="cover" required rules={rule('cover')} extra="1张，JPG/PNG/GIF/WEBP，不超过5MB">
            <ImageUpload maxCount={1} />
          </Field>
        </Row>
        <Form.Item label="活动详情" name="content" required rules={rule('content')}>
          <RichTextField placeholder="活动内容、流程、对参与者的要求…（20-20000个字）" data-testid="f-content" />
        </Form.Item>
      </FormSection>
      <FormSection title="时间与地点" grid>
        <Field md={12} label="活动时间" name="time" required rules={rule('start_time')} extra="最长30天">
          <FormRangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} data-testid="f-time" />
        </Field>
        <Field md={6} label="报名截止时间" name="signup_end" required rules={rule('signup_end')} extra="不晚于活动开始">
          <DateTimePicker data-testid="f-signup-end" />
        </Field>
        <Field md={6} label="取消报名截止时间" name="cancel_end" rules={rule('cancel_end')} extra="不填则报名截止前均可取消">
          <DateTimePicker data-testid="f-cancel-end" />
        </Field>
        <RegionFields label="活动地区" rule={(f) => rule(f === 'province' ? 'province' : 'address')} />
      </FormSection>
      <FormSection title="报名设置">
        <Row gutter={24}>
          <Field md={6} label="活动名额" name="places" required rules={rule('places')} extra="0 表示不限">
            <NumberInput decimals={false} data-testid="f-places" />
          </Field>
          <Field md={6} label="报名需审核" name="need_review" required>
            <Radio.Group options={[{ value: 0, label: '报名即通过' }, { value: 1, label: '需审核' }]} data-testid="f-need-review" />
          </Field>
          <Field md={6} label="报名方式" name="modes" required rules={rule('allow_person')}>
            <CheckboxGroupField options={[{ value: 'person', label: '个人报名' }, { value: 'team', label: '团队报名' }]} data-testid="f-modes" />
          </Field>
          {modes.includes('team') && (
            <>
              <Field md={3} label="团队最少人数" name="team_min" required rules={rule('team_min')}>
                <NumberInput decimals={false} placeholder="2-50" data-testid="f-team-min" />
              </Field>
              <Field md={3} label="团队最多人数" name="team_max" required>
                <NumberInput decimals={false} placeholder="2-50" data-testid="f-team-max" />
              </Field>
            </>
          )}
        </Row>
        <Form.Item label="报名表" name="form_fields" rules={rule('form_fields')}>
          <FormBuilder title={() => String(form.getFieldValue('title') ?? '')} />
        </Form.Item>
      </FormSection>
      {shownKind === 2 && (
        <FormSection title="募捐设置" grid>
          <Field md={14} label="关联募捐项目" name="project_id" required rules={rule('project_id')} extra="本机构募款中的项目；活动中的捐款计入该项目">
            <RemoteSelect search={searchProjects} selected={projectSelected} placeholder="搜索本机构募款中的项目" data-testid="f-project" />
          </Field>
          <Field md={10} label="募款目标（元）" name="target_amount" required rules={rule('target_amount')}>
            <NumberInput placeholder="100 - 10000000" data-testid="f-target" />
          </Field>
        </FormSection>
      )}
      <FormSection title="联系人" grid>
        <ContactFields rule={rule} md={12} />
      </FormSection>
    </DraftFormCard>
  );
}
