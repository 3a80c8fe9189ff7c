import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type SimActivation = components['schemas']['SimActivation'];

/** Activates a SIM by its ESN with the activation code (the client adds the stored reseller code if none given). */
export function activateSim(
  client: CarrierClient,
  esn: string,
  activationCode: string,
  resellerCode?: string,
): Promise<Settled<SimActivation>> {
  return settle(
    client.POST('/public/sim/{esn}/activate', {
      params: { path: { esn } },
      body: resellerCode ? { activationCode, resellerCode } : { activationCode },
    }),
  );
}
