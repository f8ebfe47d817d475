// The layout's notices for an organisation: the certification banner (server-rendered, it follows
// the session) and the platform agreement, offered once and only after hydration so the server
// and client trees stay identical.
import { Alert, App, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { acceptAgreement } from '../areas/config/api';
import { useSession } from '../state/session';
import { AGREEMENT_LATER_KEY, agreementDocUrl, agreementPending, certificationBanner } from './orgNotice';

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
      message={banner.returned ? '机构认证被退回，请按退回原因修改后重新提交。' : '机构尚未认证，完成认证后才能发布募捐项目。'}
      description={banner.returned && banner.reason ? `退回原因：${banner.reason}` : undefined}
      action={<Link to="/config/auth" data-testid="certification-banner-link">{banner.returned ? '去修改' : '去认证'}</Link>}
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
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Decided after hydration only: the server never renders the modal.
  useEffect(() => {
    setOpen(agreementPending(user, acceptedInThisTab, readPutOff()));
  }, [user]);
  if (!open || !user) return null;
  const doc = agreementDocUrl(user.agreemenetdoc);
  const accept = async () => {
    setBusy(true);
    try {
      const res = await acceptAgreement();
      if (res.code === 200) {
        acceptedInThisTab = true;
        setOpen(false);
        void message.success(res.msg || '已同意平台协议');
      } else void message.error(res.msg, 5);
    } finally {
      setBusy(false);
    }
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
    <Modal
      open
      title="平台合作协议"
      closable={false}
      maskClosable={false}
      onCancel={later}
      data-testid="agreement-modal"
      footer={[
        <Button key="later" onClick={later} data-testid="agreement-later">稍后再说</Button>,
        <Button key="accept" type="primary" loading={busy} onClick={accept} data-testid="agreement-accept">我已阅读并同意</Button>,
      ]}
    >
      <p>使用机构中心发布募捐项目、管理捐赠资金前，请阅读并同意平台合作协议。</p>
      {doc && <p><a href={doc} target="_blank" rel="noopener noreferrer" data-testid="agreement-doc">查看《平台合作协议》全文</a></p>}
    </Modal>
  );
}
