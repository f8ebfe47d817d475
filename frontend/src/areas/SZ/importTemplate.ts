// The import spreadsheet's columns (contract: "Import"): ONE list, from which the page builds
// both the downloadable template and the column help. Header names must match the server's.

export interface ImportColumn {
  header: string;
  /** The staged row's `data` key shown in the preview table (when it is one). */
  key: string;
  required: boolean;
  note: string;
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { header: '求助标题', key: 'title', required: true, note: '2-50个字' },
  { header: '求助类型', key: 'help_type_name', required: true, note: '大病救助、助学帮困、灾害救助、困境儿童、助老助残、其他' },
  { header: '目标金额（元）', key: 'target_amount', required: true, note: '100-5000000，最多两位小数' },
  { header: '截止日期', key: 'deadline', required: true, note: 'YYYY-MM-DD，晚于今天且不超过一年' },
  { header: '求助说明', key: 'summary', required: true, note: '20-5000个字' },
  { header: '详细地址', key: 'address', required: true, note: '5-100个字' },
  { header: '发布人姓名', key: 'publisher_name', required: true, note: '2-20个字' },
  { header: '发布人手机号', key: 'publisher_phone', required: true, note: '11位手机号' },
  { header: '受助人姓名', key: 'beneficiary_name', required: true, note: '2-20个字' },
  { header: '受助人性别', key: 'beneficiary_gender', required: true, note: '男 或 女' },
  { header: '受助人年龄', key: 'beneficiary_age', required: true, note: '0-120' },
  { header: '受助人身份证号', key: 'beneficiary_id_card', required: true, note: '18位，末位可为X' },
  { header: '与受助人关系', key: 'relation', required: true, note: '本人、家属、亲友、机构代为求助' },
  { header: '证明人姓名', key: 'witness_name', required: true, note: '2-20个字' },
  { header: '证明人手机号', key: 'witness_phone', required: true, note: '11位手机号' },
  { header: '收款方式', key: 'pay_method', required: true, note: '银行卡 或 支付宝' },
  { header: '收款人', key: 'payee_name', required: true, note: '2-20个字' },
  { header: '开户银行', key: 'payee_bank', required: false, note: '收款方式为银行卡时必填' },
  { header: '收款账号', key: 'payee_account', required: true, note: '银行卡号12-19位数字；支付宝为邮箱或手机号' },
];

/** One CSV field, quoted when it holds a comma, quote or line break. */
export function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The template: UTF-8 with a BOM (so Excel reads the Chinese headers), the header row only. */
export function templateCsv(columns: readonly ImportColumn[] = IMPORT_COLUMNS): string {
  return `\uFEFF${columns.map((c) => csvField(c.header)).join(',')}\r\n`;
}

export const TEMPLATE_FILE_NAME = '求助批量导入模板.csv';
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'];
export const IMPORT_MAX_ROWS = 500;

/** Why a file cannot be imported (checked before uploading), or null. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!IMPORT_EXTENSIONS.includes(ext)) return '仅支持 xlsx 或 csv 文件';
  if (file.size === 0) return `「${file.name}」是空文件`;
  if (file.size > 20 * 1024 * 1024) return `「${file.name}」超过 20MB`;
  return null;
}
