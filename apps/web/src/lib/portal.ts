import { withQuery } from '@carrier/domain';
import { env } from '../config/env';

/** The external account portal, told who arrives: the login's token and role code (spec 000 §4). */
export function portalUrl(token: string, roleCode: number): string {
  return withQuery(env.portalUrl, { token, role: roleCode });
}
