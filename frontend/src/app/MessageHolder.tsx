// antd's message hook, mounted only once the first toast is wanted (see lazyMessage.ts).
import useMessage from 'antd/es/message/useMessage';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

export function MessageHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  // Every toast stays 5 s unless a call says otherwise (spec §9: success and error alike).
  const [api, holder] = useMessage({ duration: 5 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
