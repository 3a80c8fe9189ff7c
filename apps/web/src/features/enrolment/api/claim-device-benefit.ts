import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type ClaimRequest = components['schemas']['DeviceClaimRequest'];
type Checkout = components['schemas']['CheckoutSession'];

/** The public claim for a visitor, the subscriber's claim when logged in (spec 001 §6). */
const CLAIM_PATHS = {
  public: '/public/nlad/claimDeviceBenefit',
  subscriber: '/subscriber/nlad/claimDeviceBenefit',
} as const;

/** Claims the device benefit: the co-pay order and its hosted checkout, whose `url` the page opens. */
export function claimDeviceBenefit(
  client: CarrierClient,
  loggedIn: boolean,
  body: ClaimRequest,
): Promise<Settled<Checkout>> {
  return settle(client.POST(CLAIM_PATHS[loggedIn ? 'subscriber' : 'public'], { body }));
}
