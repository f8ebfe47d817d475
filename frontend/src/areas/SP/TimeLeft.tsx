// 「剩余 5分12秒」 for a running lot, counted down in the browser. The first render uses the
// page's `now` (the server time its data belongs to), so the server's HTML and the hydrating
// render agree; the browser's clock takes over after mount. The countdown's text lives here, not
// with the goods rules (rules.ts): a list of lots then loads no form validation.
import { useEffect, useState } from 'react';
import { PlainText } from '../../components/PlainTypography';

export function TimeLeft({ closeAt, now: first, testId }: { closeAt: number; now: number; testId?: string }) {
  const [now, setNow] = useState(first);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <PlainText type="secondary" style={{ fontSize: 12 }} data-testid={testId}>
      {`剩余 ${timeLeft(closeAt, now)}`}
    </PlainText>
  );
}

/** 「2天3小时」「5分12秒」 until `closeAt` (seconds), or 「已结束」. */
export function timeLeft(closeAt: number, now: number): string {
  let s = Math.floor(closeAt - now);
  if (s <= 0) return '已结束';
  const d = Math.floor(s / 86_400);
  s -= d * 86_400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  if (d > 0) return `${d}天${h}小时`;
  if (h > 0) return `${h}小时${m}分`;
  return `${m}分${s}秒`;
}
