export { type Address, anAddress } from './address';
export { type Applicant, anApplicant, usDate } from './applicant';
export {
  aDeviceClaim,
  anEnrolment,
  aTransfer,
  type DeviceClaim,
  type Enrolment,
  type Transfer,
} from './enrolment';
export { aRegistration, type Registration } from './registration';
