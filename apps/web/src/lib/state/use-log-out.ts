import { ROUTES, TIMINGS } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logOutAtom } from './session';

/** Logs out: clears the session, then goes home after the logout delay (500 ms). */
export function useLogOut(): () => void {
  const logOut = useSetAtom(logOutAtom);
  const navigate = useNavigate();
  return useCallback(() => {
    logOut();
    setTimeout(() => navigate(ROUTES.home, { replace: true }), TIMINGS.logoutDelayMs);
  }, [logOut, navigate]);
}

/** Any page with `?logout=yes` logs out (spec 000 §2). */
export function useLogOutOnQuery() {
  const { search } = useLocation();
  const logOut = useLogOut();
  const requested = new URLSearchParams(search).get('logout') === 'yes';
  useEffect(() => {
    if (requested) logOut();
  }, [requested, logOut]);
}
