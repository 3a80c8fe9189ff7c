import { contactChatMessage, validateContactForm } from '@carrier/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { env } from '../../../config/env';
import { carrier } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { toast } from '../../../lib/toast';
import {
  Alert,
  Button,
  Card,
  MailIcon,
  PageHeader,
  PhoneIcon,
  RequiredFieldsNote,
  TextArea,
  TextField,
} from '../../../ui';
import { sendChatMessage } from '../api/send-chat-message';
import '../contact.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** `/ContactUsPage`: the contact form (spec 001 §5), sent to the support chat, beside the support details. */
export function ContactPage() {
  const intl = useIntl();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const errorText = useCarrierErrorText();

  return (
    <div className="container section stack" data-gap="lg">
      <PageHeader
        title={<FormattedMessage id="contact.title" />}
        lead={<FormattedMessage id="contact.lead" />}
      />
      <div className="contact-layout">
        <ContactForm
          key={attempt}
          isPending={isPending}
          failure={failure}
          sent={sent}
          onSend={async (values) => {
            setPending(true);
            setFailure(undefined);
            setSent(false);
            const result = await sendChatMessage(carrier, contactChatMessage(values));
            setPending(false);
            if (result.error) {
              setFailure(errorText('postChatMessage', result.error));
              return;
            }
            toast(intl.formatMessage({ id: 'contact.sent' }), 'success');
            setSent(true);
            setAttempt((count) => count + 1);
          }}
        />
        <Card title={<FormattedMessage id="contact.otherWays" />} headingLevel={2} variant="sunken">
          <ul className="contact-ways">
            <li>
              <PhoneIcon />
              <a href={`tel:${env.support.phone}`}>{env.support.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${env.support.email}`}>{env.support.email}</a>
            </li>
          </ul>
          <h3>
            <FormattedMessage id="contact.hoursTitle" />
          </h3>
          <p>
            <FormattedMessage id="layout.footer.hoursWeekdays" />
            <br />
            <FormattedMessage id="layout.footer.hoursSaturday" />
          </p>
        </Card>
      </div>
    </div>
  );
}

interface ContactFormProps {
  isPending: boolean;
  failure?: string;
  sent: boolean;
  onSend: (values: typeof EMPTY) => void;
}

function ContactForm({ isPending, failure, sent, onSend }: ContactFormProps) {
  const intl = useIntl();
  const form = useForm({ initial: EMPTY, validate: validateContactForm });
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(onSend)}>
      <RequiredFieldsNote />
      <div className="grid" data-columns="2">
        <TextField
          {...form.field('firstName')}
          label={intl.formatMessage({ id: 'contact.firstName' })}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          {...form.field('lastName')}
          label={intl.formatMessage({ id: 'contact.lastName' })}
          autoComplete="family-name"
          isRequired
        />
        <TextField
          {...form.field('email')}
          type="email"
          label={intl.formatMessage({ id: 'contact.email' })}
          autoComplete="email"
          isRequired
        />
        <TextField
          {...form.field('phone')}
          type="tel"
          label={intl.formatMessage({ id: 'contact.phone' })}
          autoComplete="tel"
          isRequired
        />
      </div>
      <TextArea
        {...form.field('message')}
        label={intl.formatMessage({ id: 'contact.message' })}
        rows={6}
        isRequired
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {sent && <Alert tone="success">{intl.formatMessage({ id: 'contact.sent' })}</Alert>}
      <div>
        <Button type="submit" isPending={isPending}>
          <FormattedMessage id="contact.send" />
        </Button>
      </div>
    </form>
  );
}
