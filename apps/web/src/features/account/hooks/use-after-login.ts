import { ROUTES } from '@carrier/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { portalUrl } from '../../../lib/portal';
import type { LoggedIn } from './use-login';

/**
 * Where a login leads: back to the page that asked for it (`shippingPage=true`, `tribal=true`), otherwise to the
 * account portal with the token and role (spec 000 §4).
 */
export function useAfterLogin(): (login: LoggedIn) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (login) => {
    if (params.get('shippingPage') === 'true') navigate(ROUTES.shipping);
    else if (params.get('tribal') === 'true') navigate(ROUTES.enhancedService);
    else window.location.assign(portalUrl(login.token, login.roleCode));
  };
}
