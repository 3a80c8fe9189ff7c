import { FieldError, Label, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';

/** What every labelled form control accepts. */
export interface FieldBaseProps {
  label: string;
  /** Help text under the label, tied to the control by aria-describedby. */
  description?: string;
  /** When set the control is invalid and this message shows under it, tied by aria-describedby. */
  errorMessage?: string;
  /** Marks the control aria-required and draws an asterisk after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** The asterisk is decoration: the control itself carries aria-required. */
export function FieldLabel({ label, isRequired }: Pick<FieldBaseProps, 'label' | 'isRequired'>) {
  return (
    <Label className="field__label">
      {label}
      {isRequired && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Description and error, both picked up by RAC's field context and referenced from the control. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </>
  );
}

/** The legend a form shows once, explaining the asterisk. */
export function RequiredFieldsNote() {
  const intl = useIntl();
  return <p className="field__note">{intl.formatMessage({ id: 'ui.field.requiredNote' })}</p>;
}
