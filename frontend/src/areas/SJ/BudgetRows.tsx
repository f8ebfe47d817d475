// 预算明细 of the project form: rows of 用途 / 金额 / 说明 with a live sum beside the target; the
// rows must add up to the target exactly (rules.ts, budgetProblem).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Space, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { money } from '../../components/kit';
import { fen } from '../../components/kit/checks';
import { BUDGET_ROWS_MAX, budgetProblem, budgetSum } from './rules';
import type { ProjectFormValues } from './projectForm';
import { budgetPayload } from './projectForm';
import { PlainText } from '../../components/PlainTypography';

/** Any form holding `budget` rows beside `target_amount` (the project form, a change request). */
export function BudgetRows({ form }: { form: FormInstance<Pick<ProjectFormValues, 'budget' | 'target_amount'>> }) {
  const rows = Form.useWatch('budget', form);
  const target = Form.useWatch('target_amount', form);
  const sum = budgetSum(rows?.filter(Boolean) as never);
  const targetFen = fen(target);
  // A list's own rule runs only on submit: once it has spoken, check again as the rows change,
  // so the message goes away when the rows add up.
  const shown = form.getFieldError('budget').length > 0;
  useEffect(() => {
    if (shown) void form.validateFields([['budget']]).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(rows), target]);
  const gap = targetFen === null ? 0 : targetFen - (fen(sum) ?? 0);
  const matches = targetFen !== null && gap === 0;
  return (
    <Form.List
      name="budget"
      rules={[
        {
          validator: (_, v: ProjectFormValues['budget']) => {
            const p = budgetProblem(budgetPayload(v), form.getFieldValue('target_amount'));
            return p ? Promise.reject(new Error(p)) : Promise.resolve();
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        // The id is antd's field id of `budget`, so scrolling to the list's error finds it.
        <div id="budget" data-testid="f-budget">
          {fields.map((f, i) => (
            <Row gutter={12} key={f.key} align="top" data-testid={`budget-row-${i}`}>
              <Col xs={24} md={9}>
                <Form.Item name={[f.name, 'item']} label={i === 0 ? '用途' : undefined} required>
                  <Input maxLength={30} placeholder="如：午餐补助（2-30个字）" data-testid={`budget-item-${i}`} />
                </Form.Item>
              </Col>
              <Col xs={24} md={5}>
                <Form.Item name={[f.name, 'amount']} label={i === 0 ? '金额（元）' : undefined} required>
                  <InputNumber<string> stringMode min="0.01" precision={2} style={{ width: '100%' }} placeholder="金额" data-testid={`budget-amount-${i}`} />
                </Form.Item>
              </Col>
              <Col xs={20} md={8}>
                <Form.Item name={[f.name, 'note']} label={i === 0 ? '说明' : undefined}>
                  <Input maxLength={100} placeholder="可选" data-testid={`budget-note-${i}`} />
                </Form.Item>
              </Col>
              <Col xs={4} md={2} style={{ paddingTop: i === 0 ? 30 : 0 }}>
                <Button type="text" danger icon={<DeleteOutlined />} disabled={fields.length <= 1} onClick={() => remove(f.name)} aria-label={`删除第${i + 1}行`} />
              </Col>
            </Row>
          ))}
          <Space wrap size="large" align="center">
            <Button icon={<PlusOutlined />} onClick={() => add({ item: '', amount: '', note: '' })} disabled={fields.length >= BUDGET_ROWS_MAX} data-testid="budget-add">
              添加一行
            </Button>
            <span data-testid="budget-sum">
              预算合计 <PlainText strong type={targetFen !== null && !matches ? 'danger' : undefined}>{money(sum)}</PlainText>
              {targetFen !== null && (
                <PlainText type={matches ? 'success' : 'secondary'}>
                  {matches ? '，与目标金额一致' : `，目标金额 ${money(target)}，${gap > 0 ? '还差' : '超出'} ${money(Math.abs(gap) / 100)}`}
                </PlainText>
              )}
            </span>
          </Space>
          {/* Outside a Form.Item antd's error list keeps the text colour: the list's own
              problem (the sum, a row) is drawn as the fields' are, in the error colour. */}
          {errors.length > 0 && (
            <div role="alert" data-testid="budget-error">
              {errors.map((e, i) => (
                <PlainText key={i} type="danger">
                  {e}
                </PlainText>
              ))}
            </div>
          )}
        </div>
      )}
    </Form.List>
  );
}
