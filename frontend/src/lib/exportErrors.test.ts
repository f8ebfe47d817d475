import { describe, expect, it } from 'vitest';
import { EXPORT_FAILED, ExportError, exportFailureText } from './exportErrors';

describe('what a failed export says', () => {
  it("says a refusal's own reason and '生成 excel 失败!' for anything else", () => {
    expect(exportFailureText(new ExportError('无权导出其他机构的数据'))).toBe('无权导出其他机构的数据');
    expect(exportFailureText(new TypeError('Failed to fetch dynamically imported module'))).toBe(EXPORT_FAILED);
    expect(exportFailureText(undefined)).toBe('生成 excel 失败!');
  });
});
