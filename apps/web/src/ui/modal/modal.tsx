import type { ReactNode } from 'react';
import { Button, Dialog, Heading, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons/icons';
import './modal.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** Whether a click outside or Escape closes it; true by default. */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog with a heading, a close button and optional actions; focus is trapped and restored. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
}: ModalProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="modal-overlay"
    >
      <RACModal className={`modal modal--${size}`}>
        <Dialog role={role} className="modal__dialog">
          <div className="modal__header">
            <Heading slot="title" level={2} className="modal__title">
              {title}
            </Heading>
            <Button slot="close" className="modal__close" aria-label={intl.formatMessage({ id: 'ui.close' })}>
              <CloseIcon />
            </Button>
          </div>
          <div className="modal__body">{children}</div>
          {actions && <div className="modal__actions">{actions}</div>}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
