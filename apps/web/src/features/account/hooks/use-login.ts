import { type LoginReply, loginOutcome, loginRoles, type ROLE_CODES } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { logInAtom } from '../../../lib/state/session';
import { logIn } from '../api/log-in';

export interface LoggedIn {
  token: string;
  roleCode: (typeof ROLE_CODES)[keyof typeof ROLE_CODES];
}

/**
 * The login cascade (spec 000 §4): the page's roles in turn (the /administrator and /reseller aliases their own),
 * EMAIL_NOT_VERIFIED to verification with a resend, the carrier's words otherwise.
 */
export function useLogin(onLoggedIn: (login: LoggedIn) => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const storeLogin = useSetAtom(logInAtom);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function login(email: string, password: string) {
    const roles = loginRoles(pathname);
    setPending(true);
    setError(undefined);
    try {
      for (let index = 0; index < roles.length; index++) {
        const role = roles[index];
        if (role === undefined) break;
        const result = await logIn(carrier, role, { username: email, password });
        const reply: LoginReply = result.error
          ? { error: result.error.code, message: result.error.message, status: result.error.status }
          : { authToken: result.data.authToken };
        const outcome = loginOutcome(reply, { roles, index, email });
        if (outcome.kind === 'try-next') continue;
        if (outcome.kind === 'logged-in') {
          storeLogin({
            token: outcome.token,
            user: { email, role: outcome.role, roleCode: outcome.roleCode },
          });
          onLoggedIn({ token: outcome.token, roleCode: outcome.roleCode });
        } else if (outcome.kind === 'verify-email') {
          navigate(outcome.path);
        } else {
          setError(noticeText(outcome.notice));
        }
        return;
      }
    } finally {
      setPending(false);
    }
  }

  return { login, isPending, error };
}
