import { useIntl } from 'react-intl';
import { Button, Modal } from '../../../ui';

/** The internal-server-error dialog (spec 001 §2): the carrier failed; Try Again repeats the call. */
export function ServerErrorModal({
  isOpen,
  message,
  onTryAgain,
  onClose,
}: {
  isOpen: boolean;
  message?: string;
  onTryAgain: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={intl.formatMessage({ id: 'eligibility.serverError.title' })}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: 'eligibility.serverError.close' })}
          </Button>
          <Button onPress={onTryAgain}>
            {intl.formatMessage({ id: 'eligibility.serverError.tryAgain' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'eligibility.serverError.text' })}</p>
      {message && <p className="field__note">{message}</p>}
    </Modal>
  );
}
