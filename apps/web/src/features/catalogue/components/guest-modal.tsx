import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { loginReturningTo } from '../../../lib/return-to';
import { Button, LinkButton, Modal } from '../../../ui';

export interface GuestModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onContinue: () => void;
}

/** A guest pressing 'Buy now': log in (subscribers buy with their profile) or go on as a guest. */
export function GuestModal({ isOpen, onOpenChange, onContinue }: GuestModalProps) {
  const intl = useIntl();
  // 'Log in' comes back here, to this cart, once logged in (DESIGN.md).
  const location = useLocation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'catalogue.guest.title' })}
      actions={
        <>
          <LinkButton variant="secondary" href={loginReturningTo(`${location.pathname}${location.search}`)}>
            <FormattedMessage id="catalogue.guest.logIn" />
          </LinkButton>
          <Button
            onPress={() => {
              onOpenChange(false);
              onContinue();
            }}
          >
            <FormattedMessage id="catalogue.guest.continue" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="catalogue.guest.body" />
      </p>
    </Modal>
  );
}
