import { type Message, messageOf } from '../messages';

/**
 * The enhanced page's tribal confirmation result: nothing before the call, then the text with its icon. The icons
 * are paired with the right texts here (the spec's page had them swapped).
 */
export function tribalResult(
  confirmed: boolean | null | undefined,
): { message: Message; icon: 'success' | 'failure' } | null {
  if (confirmed == null) return null;
  return confirmed
    ? { message: messageOf('enhanced.tribalQualified'), icon: 'success' }
    : { message: messageOf('enhanced.tribalNotQualified'), icon: 'failure' };
}
