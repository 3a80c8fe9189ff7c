import { ROUTES, withQuery } from '@carrier/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LinkButton, Modal } from '../../../ui';

export interface GuestModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onContinue: () => void;
}

/** A guest pressing 'Buy now': log in (subscribers buy with their profile) or go on as a guest. */
export function GuestModal({ isOpen, onOpenChange, onContinue }: GuestModalProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'catalogue.guest.title' })}
      actions={
        <>
          <LinkButton variant="secondary" href={withQuery(ROUTES.logOrRegister, { register: 'false' })}>
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
