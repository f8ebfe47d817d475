// The platform agreement dialog, loaded only when it is to be offered (see OrgNotices.tsx and
// overlays.ts).
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { acceptAgreement } from '../areas/config/api';
import { agreementDocUrl } from './orgNotice';
import { withBase } from '../lib/base';

interface Props {
  docPath: string | undefined;
  onAccepted: () => void;
  onLater: () => void;
}

export function AgreementDialog({ docPath, onAccepted, onLater }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const doc = agreementDocUrl(docPath);
  const accept = async () => {
    setBusy(true);
    try {
      const res = await acceptAgreement();
      if (res.code === 200) {
        onAccepted();
        void message.success(res.msg || '已同意平台协议');
      } else void message.error(res.msg, 5);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="平台合作协议"
      closable={false}
      mask={{ closable: false }}
      onCancel={onLater}
      data-testid="agreement-modal"
      footer={[
        <Button key="later" onClick={onLater} data-testid="agreement-later">稍后再说</Button>,
        <Button key="accept" type="primary" loading={busy} onClick={accept} data-testid="agreement-accept">我已阅读并同意</Button>,
      ]}
    >
      <p>使用机构中心发布募款项目、管理捐赠资金前，请阅读并同意平台合作协议。</p>
      {doc && <p><a href={withBase(doc)} target="_blank" rel="noopener noreferrer" data-testid="agreement-doc">查看《平台合作协议》全文</a></p>}
    </Modal>
  );
}
