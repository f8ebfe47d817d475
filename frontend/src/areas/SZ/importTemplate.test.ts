import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, csvField, importFileProblem, templateCsv } from './importTemplate';

describe('import template', () => {
  it('has exactly the contract header names, in the contract order', () => {
    expect(IMPORT_COLUMNS.map((c) => c.header).join(', ')).toBe(
      '求助标题, 求助类型, 目标金额（元）, 截止日期, 求助说明, 详细地址, 发布人姓名, 发布人手机号, ' +
        '受助人姓名, 受助人性别, 受助人年龄, 受助人身份证号, 与受助人关系, 证明人姓名, 证明人手机号, ' +
        '收款方式, 收款人, 开户银行, 收款账号',
    );
  });

  it('is a UTF-8 CSV with a BOM and one header row built from the column list', () => {
    const csv = templateCsv();
    expect(csv.startsWith('\uFEFF求助标题,求助类型,目标金额（元）,')).toBe(true);
    expect(csv.endsWith('收款账号\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(2);
  });

  it('quotes fields that need it', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('plain')).toBe('plain');
  });

  it('takes only csv and xlsx files', () => {
    expect(importFileProblem({ name: '求助.CSV', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'a.xlsx', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'a.xls', size: 10 })).toBe('仅支持 xlsx 或 csv 文件');
    expect(importFileProblem({ name: 'a.csv', size: 0 })).toBe('「a.csv」是空文件');
  });
});
