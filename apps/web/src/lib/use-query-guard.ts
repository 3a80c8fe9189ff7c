import type { GuardOutcome } from '@carrier/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../i18n/use-notice-text';
import { toast } from './toast';

/**
 * Performs a page guard of the domain once: its toast, then its redirect (replacing the page in history, so Back
 * does not return to a page that cannot show anything).
 */
export function useQueryGuard(guard: GuardOutcome | undefined): void {
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const done = useRef(false);
  useEffect(() => {
    if (!guard || done.current) return;
    done.current = true;
    toast(noticeText(guard.toast), 'error');
    if (guard.redirect) navigate(guard.redirect, { replace: true });
  }, [guard, navigate, noticeText]);
}
