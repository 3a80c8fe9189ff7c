import { env } from '../../config/env';

/** The external agent sign-up form (spec 000 §1: "fill out an external form"), on the support portal. */
export const agentSignupUrl = `${env.support.portalUrl}/agents/apply`;
