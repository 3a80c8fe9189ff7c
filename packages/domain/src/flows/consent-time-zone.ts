/**
 * Consent time-zone ids sent with enrolment, transfer and verify (spec 001 §7: "UTC time-zone ids mapped from the
 * browser zone"): the US zone's standard offset from UTC as `UTC±hh:mm`. Zones of the US and its territories map by
 * name (so daylight saving does not move them); any other zone falls back to the browser's current offset.
 */
const US_ZONE_OFFSETS: ReadonlyArray<readonly [RegExp, number]> = [
  // Central before Eastern: two Indiana zones are Central.
  [
    /^(America\/(Chicago|Menominee|North_Dakota\/.*|Indiana\/(Knox|Tell_City))|US\/(Central|Indiana-Starke))$/,
    -360,
  ],
  [/^(America\/(New_York|Detroit|Indiana\/.*|Kentucky\/.*)|US\/(Eastern|Michigan|East-Indiana))$/, -300],
  [/^(America\/(Denver|Boise|Phoenix)|US\/(Mountain|Arizona))$/, -420],
  [/^(America\/Los_Angeles|US\/Pacific)$/, -480],
  [/^(America\/(Anchorage|Juneau|Sitka|Yakutat|Nome|Metlakatla)|US\/Alaska)$/, -540],
  [/^(America\/Adak|US\/Aleutian|Pacific\/Honolulu|US\/Hawaii)$/, -600],
  [/^America\/(Puerto_Rico|St_Thomas)$/, -240],
  [/^Pacific\/(Guam|Saipan)$/, 600],
  [/^(Pacific\/Pago_Pago|US\/Samoa)$/, -660],
];

function format(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The consent time-zone id of the browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); the
 * fallback uses `Date#getTimezoneOffset()` (minutes behind UTC, so its sign is reversed).
 */
export function consentTimeZoneId(browserZone: string, timezoneOffset: number): string {
  const known = US_ZONE_OFFSETS.find(([pattern]) => pattern.test(browserZone));
  return format(known ? known[1] : -timezoneOffset);
}
