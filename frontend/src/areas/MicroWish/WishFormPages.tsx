// The wish form: 新建微心愿 (add_microwish; edit_microwish without an id) and 编辑微心愿
// (edit_microwish/:id, while 待发布 or 已下架). A new wish is created complete in 待发布 (no
// drafts); what the user typed is kept in sessionStorage (kit snapshot) across a refused save or
// an expired session. A published wish is changed through 变更 (update_microwish), not here.
import { Alert, Button, Card, Form, Input, Radio, Row, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { RegionPicker } from '../../components/RegionPicker';
import { InitiatorSelect } from '../../components/selectors';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { ButtonRow, Field, FormNotices, FormSection, LinkButton, LoadError, NumberInput, definePage, formRule, lengthLimit, snapshotKey, useKeptSubmit, TextField } from '../../components/kit';
import { useIdempotencyKey } from '../../lib/idempotency';
import { addWish, editWish } from './api';
import { WishStatusTag, wishPages } from './common';
import { GENDER, WISH_TYPE } from './labels';
import { firstWishProblem, wishFieldProblem } from './rules';
import type { WishDetail, WishPayload } from './types';
import { toFormValues, toPayload, type WishFormValues } from './wishForm';
import { inState } from '../../components/kit/states';

/** Where the form shows a payload field's problem (fields held in another shape). */
const FORM_FIELD: Partial<Record<keyof WishPayload, string>> = { province: 'region' };

export const WishFormPage = definePage([], ({ load, params, route }) => {
  const detail = params.id ? load<WishDetail>('detail') : null;
  if (detail && !detail.ok) return <LoadError what="微心愿" msg={detail.msg} />;
  const current = detail?.ok ? detail.data : null;
  if (current && !current.actions.includes('edit')) {
    return (
      <Card title={current.title}>
        <Alert
          type="warning"
          showIcon
          title={`该心愿当前为「${current.status_label}」，不能直接编辑。只有待发布或已下架的心愿可以编辑；已发布的心愿请提交变更，平台审核通过后生效。`}
          action={
            <Space>
              <LinkButton to={wishPages.see(current.id)}>查看心愿</LinkButton>
              {inState('wish', current.status, '待认领', '已认领', '已实现') && <LinkButton to={wishPages.update(current.id)} type="primary">申请变更</LinkButton>}
            </Space>
          }
          data-testid="not-editable"
        />
      </Card>
    );
  }
  return <WishForm key={`${route.name}:${params.id ?? 'new'}`} current={current} routeName={route.name} />;
}, ['detail']);

function WishForm({ current, routeName }: { current: WishDetail | null; routeName: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<WishFormValues>();
  const initial = useMemo<WishFormValues>(() => (current ? toFormValues(current) : { type: 1, images: [], cover: [] }), [current]);
  const { kept, busy, serverError, clearServerError, submit } = useKeptSubmit(form, snapshotKey(routeName, current?.id, 'MicroWish'), '保存失败');
  const onceKey = useIdempotencyKey();
  const rule = (field: keyof WishPayload): Rule[] => [formRule(({ getFieldsValue }) => wishFieldProblem(field, toPayload(getFieldsValue(true) as WishFormValues)))];
  const firstProblem = (v: WishFormValues) => {
    const first = firstWishProblem(toPayload(v));
    return first && { field: FORM_FIELD[first.field] ?? first.field, message: first.message };
  };

  const save = async () => {
    const saved = current
      ? await submit('save', (v) => editWish(current.id, toPayload(v)), '保存成功', firstProblem)
      : await submit('save', (v) => addWish(toPayload(v), onceKey()), '创建成功', firstProblem);
    if (saved) navigate(wishPages.see(saved.id));
  };

  return (
    <Card
      title={
        <Space>
          {current ? '编辑微心愿' : '新建微心愿'}
          {current && <WishStatusTag status={current.status} label={current.status_label} />}
          {current && <span>{current.wish_no}</span>}
        </Space>
      }
      extra={current ? <LinkButton to={wishPages.see(current.id)}>查看心愿</LinkButton> : undefined}
      data-testid="wish-form-page"
    >
      <Space orientation="vertical" className="full-width" size="middle">
        {!current && <Alert type="info" showIcon title="心愿编号由平台生成。新建的心愿为「待发布」，在详情页发布后才会出现在 H5 页面上。" />}
        <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={clearServerError} unsent="保存" failed="保存失败" />
        <Form<WishFormValues> form={form} layout="vertical" initialValues={initial} scrollToFirstError onValuesChange={kept.onValuesChange} data-testid="wish-form" requiredMark>
          <FormSection title="心愿">
            <Row gutter={24}>
              <Field md={8} label="心愿类型" name="type" required rules={rule('type')} extra="物资心愿：认领人寄送礼物；资金心愿：认领人支付心愿金额，由上报单位采购">
                <Radio.Group options={WISH_TYPE.map((t) => ({ value: t.value, label: t.label }))} optionType="button" data-testid="f-type" />
              </Field>
              <TextField md={10} label="心愿标题" name="title" required rules={rule('title')} max={30} placeholder="如：一个新书包（2-30个字）" testId="f-title" />
              <Field md={6} label="心愿金额（元）" name="target_amount" required rules={rule('target_amount')} extra="礼物价格或需筹金额，1-5000元">
                <NumberInput placeholder="如：89.00" data-testid="f-amount" />
              </Field>
            </Row>
            <Form.Item label="心愿故事" name="story" required rules={rule('story')} extra="纯文本，H5 页面原样显示">
              <Input.TextArea rows={4} {...lengthLimit(1000)} placeholder="孩子的情况和心愿的由来（10-1000个字）" data-testid="f-story" />
            </Form.Item>
            <Row gutter={24}>
              <Field md={6} label="封面图" name="cover" required rules={rule('cover')} extra="1张，JPG/PNG/GIF/WEBP，不超过5MB">
                <ImageUpload maxCount={1} />
              </Field>
              <Field md={18} label="心愿图片" name="images" rules={rule('images')} extra="可选，最多9张">
                <ImageUpload maxCount={9} />
              </Field>
            </Row>
          </FormSection>
          <FormSection title="受助人" grid>
            <TextField md={6} label="受助人姓名" name="child_name" required rules={rule('child_name')} extra="H5 页面只显示姓氏（王**）" max={20} testId="f-child-name" />
            <Field md={6} label="性别" name="child_gender" required rules={rule('child_gender')}>
              <Radio.Group options={GENDER.map((g) => ({ value: g.value, label: g.label }))} data-testid="f-gender" />
            </Field>
            <Field md={4} label="年龄" name="child_age" required rules={rule('child_age')}>
              <NumberInput decimals={false} placeholder="1-100" data-testid="f-age" />
            </Field>
            <TextField md={8} label="学校" name="school" required rules={rule('school')} max={50} testId="f-school" />
            <TextField md={6} label="年级" name="grade" rules={rule('grade')} max={20} placeholder="可选，如：三年级" testId="f-grade" />
          </FormSection>
          <FormSection title="上报与地区" grid>
            <Field md={8} label="上报单位" name="report_org_id" required rules={rule('report_org_id')}>
              <InitiatorSelect
                type={1}
                placeholder="搜索机构名称"
                selected={current?.report_org_id ? { value: current.report_org_id, label: current.report_org_name ?? `#${current.report_org_id}`, record: {} } : undefined}
                data-testid="f-report-org"
              />
            </Field>
            <Field md={8} label="所在地区" name="region" required rules={rule('province')} extra="至少选择到市；区县可选">
              <RegionPicker changeOnSelect data-testid="f-region" />
            </Field>
            <TextField md={8} label="详细地址" name="address" rules={rule('address')} max={100} placeholder="可选" testId="f-address" />
          </FormSection>
        </Form>
        <ButtonRow
          primary={
            <Button type="primary" onClick={() => void save()} loading={busy === 'save'} disabled={busy !== null} data-testid="wish-save">
              {current ? '保存' : '创建心愿'}
            </Button>
          }
        >
          {current && <LinkButton to={wishPages.see(current.id)}>取消</LinkButton>}
        </ButtonRow>
      </Space>
    </Card>
  );
}
