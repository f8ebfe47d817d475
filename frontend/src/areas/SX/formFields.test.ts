import { describe, expect, it } from 'vitest';
import { answerProblem, answerText, answersPayload, fieldDefinitionProblem, formDefinitionProblem, moveField, newField, signupProblem, withKeys, type FormFieldDef } from './formFields';

const text = (over: Partial<FormFieldDef> = {}): FormFieldDef => ({ kind: 'text', label: '单位', required: 1, min_len: 2, max_len: 10, ...over });
const choice = (kind: 'radio' | 'checkbox', over: Partial<FormFieldDef> = {}): FormFieldDef => ({ kind, label: '衣服尺码', required: 1, options: ['S', 'M', 'L'], ...over });

describe('the form builder', () => {
  it('gives a new field the platform defaults and a label not yet used', () => {
    const first = newField('text', []);
    expect(first).toEqual({ kind: 'text', label: '文本1', required: 1, min_len: 1, max_len: 100 });
    expect(newField('text', [first]).label).toBe('文本2');
    expect(newField('number', [])).toMatchObject({ min: 0, max: 100000, decimals: 0 });
    expect(newField('checkbox', [])).toMatchObject({ options: ['选项1', '选项2'], min_choices: 1, max_choices: 2 });
    expect(newField('image', [])).toMatchObject({ max_count: 1 });
  });

  it('accepts every new field as it is created', () => {
    for (const kind of ['text', 'number', 'mobile', 'id_card', 'radio', 'checkbox', 'date', 'image'] as const) expect(fieldDefinitionProblem(newField(kind, []))).toBeNull();
  });

  it('moves a field one place up or down and leaves the ends alone', () => {
    expect(moveField(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a definition with the platform message of its first problem', () => {
    expect(fieldDefinitionProblem(text({ label: ' ' }))).toBe('请填写报名表字段名称');
    expect(fieldDefinitionProblem(text({ min_len: 20, max_len: 10 }))).toBe('「单位」的长度限制不正确');
    expect(fieldDefinitionProblem(text({ max_len: 501 }))).toBe('「单位」的长度限制不正确');
    expect(fieldDefinitionProblem({ kind: 'number', label: '年龄', required: 1, min: 60, max: 18 })).toBe('「年龄」的数值范围不正确');
    expect(fieldDefinitionProblem({ kind: 'number', label: '年龄', required: 1, decimals: 3 })).toBe('「年龄」的数值范围不正确');
    expect(fieldDefinitionProblem(choice('radio', { options: ['S'] }))).toBe('「衣服尺码」至少需要2个选项');
    expect(fieldDefinitionProblem(choice('radio', { options: ['S', 'S'] }))).toBe('「衣服尺码」的选项不能重复');
    expect(fieldDefinitionProblem(choice('checkbox', { min_choices: 3, max_choices: 2 }))).toBe('「衣服尺码」的选择数量限制不正确');
    expect(fieldDefinitionProblem(choice('checkbox', { max_choices: 4 }))).toBe('「衣服尺码」的选择数量限制不正确');
    expect(fieldDefinitionProblem({ kind: 'date', label: '出生日期', required: 1, min_date: '2020-01-02', max_date: '2020-01-01' })).toBe('「出生日期」的日期范围不正确');
    expect(fieldDefinitionProblem({ kind: 'nope' as never, label: 'x', required: 1 })).toBe('报名表字段类型不正确');
  });

  it('refuses a form with two fields of one name, or more than 30 fields', () => {
    expect(formDefinitionProblem([text(), text()])).toEqual({ index: 1, message: '报名表字段名称不能重复' });
    const many = Array.from({ length: 31 }, (_, i) => text({ label: `字段${i}` }));
    expect(formDefinitionProblem(many)?.message).toBe('报名表最多30个字段');
    expect(formDefinitionProblem(many.slice(0, 30))).toBeNull();
  });
});

describe('an answer to a sign-up form', () => {
  it('is required only when the field is, with the word of its kind', () => {
    expect(answerProblem(text(), '')).toBe('请填写单位');
    expect(answerProblem(text({ required: 0 }), '')).toBeNull();
    expect(answerProblem(choice('radio'), undefined)).toBe('请选择衣服尺码');
    expect(answerProblem(choice('checkbox'), [])).toBe('请选择衣服尺码');
    expect(answerProblem({ kind: 'image', label: '证件照', required: 1 }, [])).toBe('请上传证件照');
  });

  it('keeps to the text field length', () => {
    expect(answerProblem(text(), '一')).toBe('单位长度须为2-10个字');
    expect(answerProblem(text(), '春晖公益')).toBeNull();
  });

  it('is a number in the range with the allowed decimals', () => {
    const age: FormFieldDef = { kind: 'number', label: '年龄', required: 1, min: 18, max: 70, decimals: 0 };
    expect(answerProblem(age, 'abc')).toBe('年龄须为数字');
    expect(answerProblem(age, '20.5')).toBe('年龄须为整数');
    expect(answerProblem({ ...age, decimals: 1 }, '20.55')).toBe('年龄最多1位小数');
    expect(answerProblem(age, '17')).toBe('年龄须在18至70之间');
    expect(answerProblem(age, 30)).toBeNull();
  });

  it('checks mobiles and ID cards like the platform', () => {
    expect(answerProblem({ kind: 'mobile', label: '紧急联系人电话', required: 1 }, '1380013800')).toBe('紧急联系人电话格式不正确');
    expect(answerProblem({ kind: 'mobile', label: '紧急联系人电话', required: 1 }, '13800138000')).toBeNull();
    expect(answerProblem({ kind: 'id_card', label: '身份证号', required: 1 }, '110101199003071234')).toBe('身份证号不正确');
    expect(answerProblem({ kind: 'id_card', label: '身份证号', required: 1 }, '11010519491231002x')).toBeNull();
  });

  it('is one of the options, with the number of choices in the limits', () => {
    expect(answerProblem(choice('radio'), 'XL')).toBe('衣服尺码的选项不存在');
    expect(answerProblem(choice('radio'), 'M')).toBeNull();
    const many = choice('checkbox', { min_choices: 2, max_choices: 2 });
    expect(answerProblem(many, ['S'])).toBe('衣服尺码至少选择2项');
    expect(answerProblem(many, ['S', 'M', 'L'])).toBe('衣服尺码最多选择2项');
    expect(answerProblem(many, ['S', 'XL'])).toBe('衣服尺码的选项不存在');
    expect(answerProblem(many, ['S', 'M'])).toBeNull();
  });

  it('is a real date within the range, and at most the allowed images', () => {
    const d: FormFieldDef = { kind: 'date', label: '到达日期', required: 1, min_date: '2026-12-01', max_date: '2026-12-31' };
    expect(answerProblem(d, '2026-02-30')).toBe('到达日期格式不正确');
    expect(answerProblem(d, '2026-11-30')).toBe('到达日期不能早于2026-12-01');
    expect(answerProblem(d, '2027-01-01')).toBe('到达日期不能晚于2026-12-31');
    expect(answerProblem(d, '2026-12-15')).toBeNull();
    const img: FormFieldDef = { kind: 'image', label: '证件照', required: 1, max_count: 1 };
    expect(answerProblem(img, ['/sandbox-files/a.png', '/sandbox-files/b.png'])).toBe('证件照最多上传1张');
    expect(answerProblem(img, ['javascript:alert(1)'])).toBe('证件照地址无效，请重新上传');
    expect(answerProblem(img, ['/sandbox-files/a.png'])).toBeNull();
  });
});

describe('a whole sign-up', () => {
  const fields = withKeys([text(), choice('radio', { required: 0 })]);

  it('gives keyless fields the first free f<n> and keeps the keys they have', () => {
    expect(fields.map((f) => f.key)).toEqual(['f1', 'f2']);
    expect(withKeys([{ ...text(), key: 'f2' }, choice('radio')]).map((f) => f.key)).toEqual(['f2', 'f3']);
  });

  it('names the participant first, then the first field in order', () => {
    expect(signupProblem(fields, { name: '张', mobile: '13800138000', answers: {} })).toEqual({ field: 'name', message: '请填写姓名' });
    expect(signupProblem(fields, { name: '张三', mobile: '123', answers: {} })).toEqual({ field: 'mobile', message: '手机号格式不正确' });
    expect(signupProblem(fields, { name: '张三', mobile: '13800138000', answers: {} })).toEqual({ field: 'f1', message: '请填写单位' });
    expect(signupProblem(fields, { name: '张三', mobile: '13800138000', answers: { f1: '春晖公益' } })).toBeNull();
  });

  it('sends only the given answers, trimmed, ID cards upper-cased', () => {
    const idf = withKeys([{ kind: 'id_card', label: '身份证号', required: 1 }, text({ required: 0 })]);
    expect(answersPayload(idf, { f1: '11010519491231002x', f2: '  ' })).toEqual({ f1: '11010519491231002X' });
  });

  it('shows an answer as one line', () => {
    expect(answerText('checkbox', ['S', 'M'])).toBe('S、M');
    expect(answerText('image', ['/a.png', '/b.png'])).toBe('2张图片');
    expect(answerText('text', undefined)).toBe('—');
    expect(answerText('number', 12)).toBe('12');
  });
});
