import { TIMINGS } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { recheckLoginAtom } from './session';

/**
 * Re-checks the login state every 500 ms (spec 000 §4), so that an expired token or a login or logout made in
 * another tab shows within that time.
 */
export function useLoginRecheck() {
  const recheck = useSetAtom(recheckLoginAtom);
  useEffect(() => {
    const timer = setInterval(recheck, TIMINGS.loginRecheckMs);
    return () => clearInterval(timer);
  }, [recheck]);
}
