// A yuan amount in Chinese capitals (大写金额), as on a cheque or a donation receipt: 壹万贰仟元整,
// 壹拾万零壹元整, 壹亿元伍角, 壹分. Follows the People's Bank rules: 壹拾 not 拾, one 零 for any run
// of zeros inside the number, 整 after 元 (none after 分), no 零元 before a fraction of a yuan.
import { fen } from '../../components/kit/checks';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const IN_GROUP = ['仟', '佰', '拾', ''];
const GROUPS = ['', '万', '亿', '万亿'];

/** The integer part (yuan), without 元. */
function integerUpper(n: bigint): string {
  const s = n.toString();
  const padded = s.padStart(Math.ceil(s.length / 4) * 4, '0');
  const groups = padded.match(/\d{4}/g) ?? [];
  let out = '';
  let pendingZero = false;
  groups.forEach((g, gi) => {
    const level = groups.length - 1 - gi;
    if (g === '0000') {
      if (out) pendingZero = true;
      return;
    }
    for (let i = 0; i < 4; i += 1) {
      const d = Number(g[i]);
      if (d === 0) {
        if (out) pendingZero = true;
        continue;
      }
      if (pendingZero) out += '零';
      pendingZero = false;
      out += DIGITS[d] + IN_GROUP[i];
    }
    out += GROUPS[level] ?? '';
  });
  return out;
}

/** `'12000'` → `壹万贰仟元整`; '' when the value is not an amount (at most 2 decimals, below 1 万亿亿). */
export function amountUpper(v: unknown): string {
  const f = fen(v);
  if (f === null || !Number.isSafeInteger(f) || f >= 1e18) return '';
  const whole = BigInt(Math.trunc(f / 100));
  const jiao = Math.trunc(f / 10) % 10;
  const fenDigit = f % 10;
  if (f === 0) return '零元整';
  let out = whole > 0n ? `${integerUpper(whole)}元` : '';
  if (jiao === 0 && fenDigit === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (whole > 0n) out += '零';
  if (fenDigit > 0) out += `${DIGITS[fenDigit]}分`;
  return out;
}
