// 待办: what needs the user's attention now (dashboard/todo), each item one click from its page,
// each kind's count (a chip) opening its list filtered to exactly those items, or the item
// itself when there is one. A user sees the cards that are theirs and the chips whose page
// the route table lets them open; then unread messages and the scope's figures with a
// small chart of the last 30 days. Plain markup inside antd cards: the dashboard's render budget
// is a few milliseconds.
import { Badge, Card, Col, Row } from 'antd';
import { AppLink } from '../../components/AppLink';
import { dateTime, money } from '../../components/kit/format';
import type { Loaded } from '../../components/kit';
import { LoadError } from '../../components/kit/LoadError';
import { canAccess, matchRoute } from '../../lib/access';
import { reviewsSubmissions } from '../../lib/capabilities';
import { ROUTES } from '../../routes';
import { useSession } from '../../state/session';
import { sparkPoints } from './sparkline';
import type { Todo, TodoGroup } from './types';

const EMPTY_TEXT: Record<string, string> = {
  review: '没有等待审核的事项',
  returned: '没有被退回的事项',
  drafts: '没有草稿',
  ending: '7 天内没有结束募款的项目',
  reports_due: '没有待提交的报告',
};

function Group({ group }: { group: TodoGroup }) {
  return (
    <Card
      size="small"
      className="todo-card"
      data-testid={`todo-${group.key}`}
      title={
        <span>
          {group.title} <Badge count={group.count} showZero color={group.count ? '#fa8c16' : '#d9d9d9'} data-testid={`todo-${group.key}-count`} />
        </span>
      }
    >
      {group.kinds.some((k) => k.count > 0) && (
        <div className="todo-kinds">
          {group.kinds
            .filter((k) => k.count > 0)
            .map((k) => (
              <AppLink key={k.kind} to={k.link} className="todo-kind" data-testid={`todo-chip-${group.key}-${k.kind}`}>
                {k.label} {k.count}
              </AppLink>
            ))}
        </div>
      )}
      {group.items.length ? (
        <ul className="todo-items">
          {group.items.map((it) => (
            <li key={`${it.kind}-${it.id}`}>
              <AppLink to={it.link} data-testid={`todo-item-${group.key}-${it.kind}-${it.id}`}>
                {it.title}
              </AppLink>
              <span className="todo-meta">
                {it.kind_label}
                {it.org_name ? ` · ${it.org_name}` : ''}
              </span>
              {it.reason && <div className="todo-reason">{group.key === 'returned' ? `退回原因：${it.reason}` : it.reason}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <div className="todo-empty">{EMPTY_TEXT[group.key] ?? '暂无'}</div>
      )}
    </Card>
  );
}

/** Groups with something in them first (in the platform's order), the empty ones after. */
const ordered = (groups: readonly TodoGroup[]) => [...groups.filter((g) => g.count > 0), ...groups.filter((g) => g.count === 0)];

/** The cards of the user's own organisation's submissions. */
const OWN_GROUPS = ['returned', 'drafts', 'reports_due'];

const mayOpen = (link: string, roles: readonly number[]) => {
  const match = matchRoute(ROUTES, link.split('?')[0]);
  return match !== null && canAccess(match.route, roles);
};

/**
 * The groups as this user sees them: a group's kinds whose list (or item) the user may open,
 * and its count and items over those kinds; no card of the user's own organisation's items for
 * staff (they submit nothing), no card without a kind at all (an organisation's review).
 */
export function shownGroups(groups: readonly TodoGroup[], roles: readonly number[]): TodoGroup[] {
  const staff = reviewsSubmissions(roles);
  return groups
    .filter((g) => !(staff && OWN_GROUPS.includes(g.key)))
    .map((g) => {
      const kinds = g.kinds.filter((k) => k.link && mayOpen(k.link, roles));
      const keep = new Set(kinds.map((k) => k.kind));
      return { ...g, kinds, count: kinds.reduce((n, k) => n + k.count, 0), items: g.items.filter((i) => keep.has(i.kind)) };
    })
    .filter((g) => g.kinds.length > 0);
}

export function TodoPanel({ todo }: { todo: Loaded<Todo> }) {
  const { user } = useSession();
  if (!todo.ok) return <LoadError what="待办事项" msg={todo.msg} />;
  const { groups, messages, figures } = todo.data;
  const shown = shownGroups(groups, user?.roles ?? []);
  return (
    <div data-testid="dashboard-todo">
      <Row gutter={[16, 16]}>
        {ordered(shown).map((g) => (
          <Col key={g.key} xs={24} md={12} xl={8}>
            <Group group={g} />
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <Card size="small" className="todo-card" data-testid="todo-messages" title={<AppLink to="/messageNotice/index?is_read=0">未读消息 {messages.unread}</AppLink>}>
            {messages.items.length ? (
              <ul className="todo-items">
                {messages.items.map((m) => (
                  <li key={m.id}>
                    <AppLink to={m.link}>{m.title}</AppLink>
                    <span className="todo-meta">{dateTime(m.created_at)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="todo-empty">没有未读消息</div>
            )}
          </Card>
        </Col>
      </Row>
      <Figures figures={figures} />
    </div>
  );
}

function Figures({ figures }: { figures: Todo['figures'] }) {
  const values = figures.series.map((s) => s.amount_fen);
  return (
    <Card size="small" className="dashboard-card todo-figures" data-testid="todo-figures" title={`近 30 天（${figures.period.start} 至 ${figures.period.end}）`}>
      <div className="todo-figure-row">
        {figures.kpis.map((k) => (
          <div key={k.key} className="todo-figure" data-testid={`figure-${k.key}`}>
            <div className="todo-figure-label">{k.label}</div>
            <div className="todo-figure-value">{k.unit === 'fen' ? money(k.value / 100) : k.value}</div>
            <div className="todo-meta">{k.change_percent === null ? '上期无数据' : `环比 ${k.change_percent > 0 ? '+' : ''}${k.change_percent.toFixed(1)}%`}</div>
          </div>
        ))}
        <svg className="todo-spark" viewBox="0 0 240 48" width="240" height="48" role="img" aria-label="近 30 天每日募款金额" data-testid="figure-spark">
          <polyline points={sparkPoints(values, 240, 48)} fill="none" stroke="#fa8c16" strokeWidth="2" />
        </svg>
      </div>
    </Card>
  );
}
