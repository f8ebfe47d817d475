import { Badge } from 'antd';
import { AppLink } from '../components/AppLink';
import { useSession } from '../state/session';
import BellOutlinedSvg from '@ant-design/icons-svg/es/asn/BellOutlined';
import { staticIcon } from '../components/icons/staticIcon';
import { HoverTooltip } from '../components/HoverTooltip';

/** Unread messages: the badge hides at 0 and shows at most 99+ (spec §9). */
export function Bell() {
  const { unread } = useSession();
  return (
    <HoverTooltip title="消息通知">
      <AppLink to="/messageNotice/index" className="navbar-btn" data-testid="bell" aria-label={`消息通知，${unread} 条未读`}>
        <Badge count={unread} overflowCount={99} showZero={false} size="small">
          {staticIcon(BellOutlinedSvg, 'navbar-icon')}
        </Badge>
      </AppLink>
    </HoverTooltip>
  );
}
