// The layout's notices for an organisation: the certification banner (server-rendered, it follows
// the session) and the platform agreement, offered once and only after hydration so the server
// and client trees stay identical (its dialog is a chunk of its own, fetched only then).
import { Alert } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../components/AppLink';
import { useSession } from '../state/session';
import { AGREEMENT_LATER_KEY, agreementPending, certificationBanner } from './orgNotice';

const AgreementDialog = lazy(() => import('./overlays').then((m) => ({ default: m.AgreementDialog })));

export function CertificationBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const banner = certificationBanner(user, pathname);
  if (!banner || dismissed) return null;
  return (
    <Alert
      type={banner.returned ? 'error' : 'warning'}
      showIcon
      closable
      onClose={() => setDismissed(true)}
      style={{ margin: '12px 16px 0' }}
      data-testid="certification-banner"
      title={banner.returned ? '机构认证被退回，请按退回原因修改后重新提交。' : '机构尚未认证，完成认证后才能发布募款项目。'}
      description={banner.returned && banner.reason ? `退回原因：${banner.reason}` : undefined}
      action={<AppLink to="/config/auth" data-testid="certification-banner-link">{banner.returned ? '去修改' : '去认证'}</AppLink>}
    />
  );
}

let acceptedInThisTab = false;

function readPutOff(): boolean {
  try {
    return window.sessionStorage.getItem(AGREEMENT_LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function AgreementModal() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // Decided after hydration only: the server never renders the modal.
  useEffect(() => {
    setOpen(agreementPending(user, acceptedInThisTab, readPutOff()));
  }, [user]);
  if (!open || !user) return null;
  const accepted = () => {
    acceptedInThisTab = true;
    setOpen(false);
  };
  const later = () => {
    try {
      window.sessionStorage.setItem(AGREEMENT_LATER_KEY, '1');
    } catch {
      // Without storage the modal simply comes back on the next page load.
    }
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <AgreementDialog docPath={user.agreemenetdoc} onAccepted={accepted} onLater={later} />
    </Suspense>
  );
}
