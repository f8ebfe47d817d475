import { UserOutlined } from '@ant-design/icons';
import CaretDownOutlinedSvg from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import { staticIcon } from '../components/icons/staticIcon';
import { Avatar } from 'antd';
import { OnDemandDropdown } from '../components/onDemand/ClickOverlay';
import { withBase } from '../lib/base';
import { send } from '../lib/http';
import { hardNavigate } from '../lib/navigate';
import { TAGS_STORAGE_KEY } from '../lib/tags';
import { useSession } from '../state/session';

/** Logs out at the BFF, forgets the open tabs, and reloads into /login. */
async function logout(): Promise<void> {
  try {
    await send('GET', '/api/common/logout');
  } finally {
    window.sessionStorage.removeItem(TAGS_STORAGE_KEY);
    hardNavigate('/login');
  }
}

/** The avatar dropdown: exactly one item, 退出登录 (spec §2). */
export function AvatarMenu() {
  const { user } = useSession();
  return (
    <OnDemandDropdown
      menu={{
        items: [{ key: 'logout', label: <span data-testid="logout">退出登录</span> }],
        onClick: () => void logout(),
      }}
    >
      <button type="button" className="navbar-btn avatar-btn" data-testid="avatar">
        {/* fetchPriority "low": React 19 would otherwise hoist a <link rel="preload"> for the
            image to the top of the server HTML, outside the header whose HTML the BFF caches. */}
        <Avatar size="small" src={user?.avatar ? <img src={withBase(user.avatar)} alt="" fetchPriority="low" /> : undefined} icon={<UserOutlined />} />
        <span className="avatar-name">{user?.name ?? ''}</span>
        {staticIcon(CaretDownOutlinedSvg)}
      </button>
    </OnDemandDropdown>
  );
}
