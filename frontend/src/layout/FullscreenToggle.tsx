import { App } from 'antd';
import { useEffect, useState } from 'react';
import { FULLSCREEN_REFUSED, toggleFullscreen } from '../lib/fullscreen';
import FullscreenExitOutlinedSvg from '@ant-design/icons-svg/es/asn/FullscreenExitOutlined';
import FullscreenOutlinedSvg from '@ant-design/icons-svg/es/asn/FullscreenOutlined';
import { staticIcon } from '../components/icons/staticIcon';
import { HoverTooltip } from '../components/HoverTooltip';

/** The navbar's full-screen button (spec §8); warns where the browser refuses. */
export function FullscreenToggle() {
  const { message } = App.useApp();
  const [full, setFull] = useState(false);
  useEffect(() => {
    // Esc or the browser's own control also leave full screen: follow the document.
    const follow = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = async () => {
    if ((await toggleFullscreen(document)) === 'refused') void message.warning(FULLSCREEN_REFUSED);
  };
  return (
    <HoverTooltip title={full ? '退出全屏' : '全屏'}>
      <button type="button" className="navbar-btn" data-testid="fullscreen-toggle" aria-label={full ? '退出全屏' : '全屏'} onClick={() => void toggle()}>
        {staticIcon(full ? FullscreenExitOutlinedSvg : FullscreenOutlinedSvg, 'navbar-icon')}
      </button>
    </HoverTooltip>
  );
}
