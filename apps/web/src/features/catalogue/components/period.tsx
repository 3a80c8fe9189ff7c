import { type DurationUnit, periodLabel } from '@carrier/domain';
import { useNoticeText } from '../../../i18n/use-notice-text';

/** A plan length with the domain's period label: '3 MO', '30 Day(s)', '1 Y'. */
export function Period({ duration, unit }: { duration: number; unit: DurationUnit }) {
  const noticeText = useNoticeText();
  return (
    <>
      {duration} {noticeText(periodLabel(unit, duration))}
    </>
  );
}
