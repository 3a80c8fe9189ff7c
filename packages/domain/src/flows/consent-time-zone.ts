// "UTC time-zone ids mapped from the browser zone" (spec 001 §7): a US zone's standard offset as `UTC±hh:mm`.
// US and territory zones map by name, so daylight saving does not move them; any other zone uses the
// browser's current offset.
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

// `timezoneOffset` is `Date#getTimezoneOffset()`: minutes behind UTC, so its sign is reversed.
/** The consent time-zone id of a browser zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export function consentTimeZoneId(browserZone: string, timezoneOffset: number): string {
  const known = US_ZONE_OFFSETS.find(([pattern]) => pattern.test(browserZone));
  return format(known ? known[1] : -timezoneOffset);
}
