import { Badge } from 'antd';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getErrors, getServerErrors, subscribeErrors } from '../lib/errorLog';
import BugOutlinedSvg from '@ant-design/icons-svg/es/asn/BugOutlined';
import { staticIcon } from '../components/icons/staticIcon';
import { HoverTooltip } from '../components/HoverTooltip';

const ErrorLogDialog = lazy(() => import('./overlays').then((m) => ({ default: m.ErrorLogDialog })));

/** The error-log entry (spec §8): hidden while empty; a dialog lists what was collected. */
export function ErrorLog() {
  const errors = useSyncExternalStore(subscribeErrors, getErrors, getServerErrors);
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing animates like before.
  const [opened, setOpened] = useState(false);
  if (errors.length === 0) return null;
  return (
    <>
      <HoverTooltip title="错误日志">
        <button
          type="button"
          className="navbar-btn"
          data-testid="error-log"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Badge count={errors.length} size="small">
            {staticIcon(BugOutlinedSvg, 'navbar-icon')}
          </Badge>
        </button>
      </HoverTooltip>
      {opened && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} errors={errors} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
