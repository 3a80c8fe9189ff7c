import { ROUTES } from '@carrier/domain';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { portalUrl } from '../../../lib/portal';
import { returnToAtom, sitePath } from '../../../lib/return-to';
import type { LoggedIn } from './use-login';

/**
 * Where a login leads: back to the page that asked for it (`shippingPage=true`, `tribal=true`, or `returnTo`, kept
 * for the tab through a registration and its e-mail check), otherwise to the account portal with the token and role
 * (spec 000 §4, DESIGN.md).
 */
export function useAfterLogin({ midJourney = true } = {}): (login: LoggedIn) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [storedReturnTo, setReturnTo] = useAtom(returnToAtom);
  const askedReturnTo = midJourney ? sitePath(params.get('returnTo')) : null;

  // Asked to come back: remember it for the tab. A login started afresh (the home page) forgets it.
  useEffect(() => {
    if (askedReturnTo) setReturnTo(askedReturnTo);
    else if (!midJourney) setReturnTo(RESET);
  }, [askedReturnTo, midJourney, setReturnTo]);

  return (login) => {
    const returnTo = midJourney ? (askedReturnTo ?? sitePath(storedReturnTo)) : null;
    if (params.get('shippingPage') === 'true') navigate(ROUTES.shipping);
    else if (params.get('tribal') === 'true') navigate(ROUTES.enhancedService);
    else if (returnTo) {
      setReturnTo(RESET);
      navigate(returnTo);
    } else window.location.assign(portalUrl(login.token, login.roleCode));
  };
}
