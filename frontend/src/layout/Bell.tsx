import { BellOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../state/session';

/** Unread messages: the badge hides at 0 and shows at most 99+ (spec §9). */
export function Bell() {
  const { unread } = useSession();
  return (
    <Tooltip title="消息通知">
      <Link to="/messageNotice/index" className="navbar-btn" data-testid="bell" aria-label={`消息通知，${unread} 条未读`}>
        <Badge count={unread} overflowCount={99} showZero={false} size="small">
          <BellOutlined className="navbar-icon" />
        </Badge>
      </Link>
    </Tooltip>
  );
}
