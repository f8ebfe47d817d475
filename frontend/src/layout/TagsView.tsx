// The optional tags bar (spec §2/§4): visited views kept in sessionStorage, the affix 首页 tab
// always present, and a right-click menu with 刷新 / 关闭 / 关闭其他 / 关闭所有.
import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../components/AppLink';
import { noTagSubjects, subscribeTagSubjects, tagSubjectOf, tagSubjectsVersion, tagTitle } from '../lib/tagSubjects';
import { addView, closeAll, closeOthers, closeView, mergeViews, parseViews, TAGS_STORAGE_KEY, type VisitedView } from '../lib/tags';
import { ROUTES } from '../routes';
import type { AppRoute } from '../routes/types';

const AFFIX: VisitedView[] = ROUTES.filter((r) => r.affix).map((r) => ({
  path: r.path,
  fullPath: r.path,
  title: r.title,
  meta: { affix: true },
}));

function viewOf(route: AppRoute, pathname: string, search: string): VisitedView {
  return { path: pathname, fullPath: pathname + search, title: route.title, meta: { affix: route.affix } };
}

interface MenuState {
  x: number;
  y: number;
  view: VisitedView;
}

export function TagsView({ route }: { route: AppRoute }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Server and first client render: affix tabs plus the current view; saved tabs come after.
  // Subjects (「查看求助 · <title>」) come from pages after mount: none on the server and while hydrating.
  const subjects = useSyncExternalStore(subscribeTagSubjects, tagSubjectsVersion, noTagSubjects);
  const [views, setViews] = useState<VisitedView[]>(() => addView(AFFIX, viewOf(route, location.pathname, location.search)));
  const restored = useRef(false);
  const [menu, setMenu] = useState<MenuState | null>(null);

  useEffect(() => {
    const saved = parseViews(window.sessionStorage.getItem(TAGS_STORAGE_KEY));
    setViews((current) => current.reduce(addView, mergeViews(AFFIX, saved)));
    restored.current = true;
  }, []);

  useEffect(() => {
    if (route.name === 'redirect') return;
    setViews((v) => addView(v, viewOf(route, location.pathname, location.search)));
  }, [route, location.pathname, location.search]);

  useEffect(() => {
    if (restored.current) window.sessionStorage.setItem(TAGS_STORAGE_KEY, JSON.stringify(views));
  }, [views]);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  const isActive = (v: VisitedView) => v.path === location.pathname;

  /** After closing the active tab, go to the last one left (or 首页). */
  const leave = (next: VisitedView[], closed: VisitedView) => {
    setViews(next);
    if (isActive(closed)) navigate(next.length > 0 ? next[next.length - 1].fullPath : '/dashboard');
  };

  const onClose = (v: VisitedView) => leave(closeView(views, v.path), v);

  const onContextMenu = (e: MouseEvent, view: VisitedView) => {
    e.preventDefault();
    setMenu({ x: e.clientX, y: e.clientY, view });
  };

  return (
    <div className="tags-view" data-testid="tags-view">
      <div className="tags-view-scroll">
        {views.map((v) => (
          <AppLink
            key={v.path}
            to={v.fullPath}
            className={`tags-view-item${isActive(v) ? ' active' : ''}`}
            data-testid={`tag-${v.path}`}
            onContextMenu={(e) => onContextMenu(e, v)}
          >
            {tagTitle(v.title, subjects > 0 ? tagSubjectOf(v.path) : undefined)}
            {!v.meta.affix && (
              <CloseOutlined
                className="tags-view-close"
                data-testid={`tag-close-${v.path}`}
                onClick={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  onClose(v);
                }}
              />
            )}
          </AppLink>
        ))}
      </div>
      {menu && (
        <ul className="tags-contextmenu" style={{ left: menu.x, top: menu.y }} data-testid="tags-contextmenu">
          <li data-testid="tags-menu-refresh" onClick={() => navigate(`/redirect${menu.view.fullPath}`, { replace: true })}>
            刷新
          </li>
          {!menu.view.meta.affix && (
            <li data-testid="tags-menu-close" onClick={() => onClose(menu.view)}>
              关闭
            </li>
          )}
          <li
            data-testid="tags-menu-close-others"
            onClick={() => {
              setViews(closeOthers(views, menu.view.path));
              if (!isActive(menu.view)) navigate(menu.view.fullPath);
            }}
          >
            关闭其他
          </li>
          <li
            data-testid="tags-menu-close-all"
            onClick={() => {
              const next = closeAll(views);
              setViews(next);
              navigate(next.length > 0 ? next[next.length - 1].fullPath : '/dashboard');
            }}
          >
            关闭所有
          </li>
        </ul>
      )}
    </div>
  );
}
