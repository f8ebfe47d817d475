// react-router's `<Link to="/absolute/path">` as its markup and click, without its code. Link
// resolves its path against the route matches (useHref, useResolvedPath), reads the location and
// builds a click handler on every render; the console's links all go to absolute paths, and a
// list page drew a dozen of them (breadcrumb, navbar, title cells). Same `<a href … data-discover>`
// (AppLink.test.tsx compares), and a click navigates inside the app as Link's does: a plain left
// click with no modifier key, replacing the history entry when the link points where we are.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useNavigate } from 'react-router';
import { stripBase, withBase } from '../lib/base';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path in the app (`/SJ/viewProject/8`). */
  to: string;
  'data-testid'?: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Whether a click on a link is the app's to handle (react-router's rule). */
export function isPlainClick(e: MouseEvent, target?: string): boolean {
  return e.button === 0 && (!target || target === '_self') && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}

export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !isPlainClick(e, rest.target)) return;
    e.preventDefault();
    const here = `${stripBase(window.location.pathname)}${window.location.search}${window.location.hash}`;
    navigate(to, { replace: here === to });
  };
  // `to` is an app path; the href is the browser's URL, under the base path (lib/base.ts).
  return <a {...rest} href={withBase(to)} onClick={click} data-discover="true" />;
}
