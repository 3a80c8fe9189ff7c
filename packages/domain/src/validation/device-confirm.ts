import type { FieldErrors } from '../messages';
import { type EnrolmentFormField, type EnrolmentFormInput, validateEnrolmentForm } from './enrolment';
import { collect, failIf, isBlank, isSsn4, type Text, withFormError } from './rules';

/** The device confirm form: the enrolment form plus the last 4 of the SSN and the chosen device. */
export interface DeviceConfirmInput extends EnrolmentFormInput {
  ssn4?: Text;
  deviceId?: Text | number;
}

/** A checked field of the device confirm form. */
export type DeviceConfirmField = EnrolmentFormField | 'ssn4' | 'deviceId';

/** The device confirm form (spec 001 §5): the enrolment form's rules, the SSN's last 4 and a device. */
export function validateDeviceConfirm(
  input: DeviceConfirmInput,
  today: Date,
): FieldErrors<DeviceConfirmField> {
  const errors = {
    ...validateEnrolmentForm(input, today),
    ...collect({
      ssn4: failIf(!isSsn4(input.ssn4), 'personalInfo.ssnFourNumbers'),
      deviceId: failIf(isBlank(input.deviceId == null ? '' : String(input.deviceId)), 'device.choose'),
    }),
  };
  return withFormError(errors, 'enrolmentForm.allRequired');
}
