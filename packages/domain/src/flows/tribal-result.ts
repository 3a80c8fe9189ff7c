import { type Message, messageOf } from '../messages';

// The spec's page had the two icons swapped; here each text carries its own icon.
/** The tribal confirmation result: nothing before the call, then its text and icon. */
export function tribalResult(
  confirmed: boolean | null | undefined,
): { message: Message; icon: 'success' | 'failure' } | null {
  if (confirmed == null) return null;
  return confirmed
    ? { message: messageOf('enhanced.tribalQualified'), icon: 'success' }
    : { message: messageOf('enhanced.tribalNotQualified'), icon: 'failure' };
}
