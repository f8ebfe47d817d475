// The 退回 dialog as the ActionBar holds it: its code (antd's Form and Modal with
// @rc-component/form, dialog and async-validator) is fetched the first time a reason is asked
// for, so a list whose rows carry action buttons does not download it up front. Until then it
// renders nothing, as the closed dialog does (no HTML on the server, none before the first open).
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { ReasonModal as ReasonModalType } from './ReasonModal';

type Props = ComponentProps<typeof ReasonModalType>;

let loaded: ComponentType<Props> | null = null;

export function LazyReasonModal(props: Props) {
  const [Modal, setModal] = useState<ComponentType<Props> | null>(() => loaded);
  const wanted = props.open || Modal !== null;
  useEffect(() => {
    if (!wanted || Modal) return;
    let cancelled = false;
    import('./ReasonModal').then(
      (m) => {
        loaded = m.ReasonModal;
        if (!cancelled) setModal(() => m.ReasonModal);
      },
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Modal]);
  return Modal ? <Modal {...props} /> : null;
}
