import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../pages/types';

/**
 * /redirect/<path>: immediately replaces itself with /<path> (same query), which re-mounts the
 * view and re-runs its loaders — how the tags bar's 刷新 refreshes a page.
 */
export function RedirectPage({ params, search }: PageProps) {
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div className="page-loading">
      <Spin />
    </div>
  );
}
