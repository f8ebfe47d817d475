// 「剩余 5分12秒」 for a running lot, counted down in the browser. The first render uses the
// page's `now` (the server time its data belongs to), so the server's HTML and the hydrating
// render agree; the browser's clock takes over after mount.
import { useEffect, useState } from 'react';
import { timeLeft } from './rules';
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
