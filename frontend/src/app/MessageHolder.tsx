// antd's message hook, mounted only once the first toast is wanted (see lazyMessage.ts).
import useMessage from 'antd/es/message/useMessage';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

export function MessageHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  // No config: antd's <App> was used without one (toast durations are passed per call).
  const [api, holder] = useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
