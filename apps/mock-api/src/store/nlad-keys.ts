const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/** The person an application is for (names and ISO date of birth): NLAD knows one benefit per person. */
export function personOf(applicant: { firstName: string; lastName: string }, isoDob: string): string {
  return [applicant.firstName, applicant.lastName, isoDob].map(normalised).join('|');
}

/** The household an address stands for (line 1 and zip): NLAD knows one benefit per household (spec 000 §1). */
export function householdOf(shipping: { shippingAddress1: string; shippingZipcode: string }): string {
  return [shipping.shippingAddress1, shipping.shippingZipcode].map(normalised).join('|');
}
