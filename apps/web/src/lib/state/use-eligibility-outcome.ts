import { type EligibilityReply, eligibilityOutcome } from '@carrier/domain';
import { useAtomCallback } from 'jotai/utils';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../i18n/use-notice-text';
import {
  applicationIdAtom,
  eligibilityAtom,
  eligibilityCheckIdAtom,
  personalDataAtom,
  savedApplicantAtom,
  tribalStatusConfirmedAtom,
} from './benefit';

/** What the page shows when an eligibility reply leads nowhere: the words of its refusal, in the visitor's language. */
export type EligibilityShown = { kind: 'show-errors'; text: string };

/**
 * Performs the domain's decision on an eligibility reply (spec 001 §4), for the agreement's submit, the return
 * from the verifier and the status pages alike: stores the reply and its ids, then navigates, sends the browser
 * to the verifier, or hands the words back for the page to show.
 */
export function useEligibilityOutcome(): (reply: EligibilityReply) => EligibilityShown | undefined {
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const perform = useAtomCallback(
    useCallback(
      (get, set, reply: EligibilityReply): EligibilityShown | undefined => {
        const outcome = eligibilityOutcome(reply);
        set(eligibilityAtom, { ...reply });
        if (reply.applicationId) set(applicationIdAtom, reply.applicationId);
        if (reply.eligibilityCheckId) set(eligibilityCheckIdAtom, reply.eligibilityCheckId);
        if (outcome.kind === 'show-errors') {
          set(applicationIdAtom, null);
          return { kind: 'show-errors', text: noticeText(outcome.notice) };
        }
        if (outcome.kind === 'redirect-external') {
          window.location.assign(outcome.href);
          return undefined;
        }
        const save = outcome.save;
        if (save?.eligibilityCheckId) set(eligibilityCheckIdAtom, save.eligibilityCheckId);
        if (save?.applicationId) set(applicationIdAtom, save.applicationId);
        if (save?.tribalStatusConfirmed !== undefined) {
          set(tribalStatusConfirmedAtom, String(save.tribalStatusConfirmed));
          const data = get(personalDataAtom);
          set(savedApplicantAtom, {
            ...data,
            applicationId: save.applicationId ?? data.applicationId,
            eligibilityCheckId: save.eligibilityCheckId ?? data.eligibilityCheckId,
            tribalStatusConfirmed: save.tribalStatusConfirmed,
          });
        }
        navigate(outcome.path);
        return undefined;
      },
      [navigate, noticeText],
    ),
  );
  return perform;
}
