// Ranges follow the USPS 3-digit prefix table with its known exceptions: NY's 005 IRS prefix, MA's 055, TX's
// 733 and 885, the Pacific islands inside 967 and 969.
/** US states, DC, territories, freely associated and military states, with their 5-digit zip ranges. */
export const US_STATES = {
  AL: { name: 'Alabama', kind: 'state', zips: [['35000', '36999']] },
  AK: { name: 'Alaska', kind: 'state', zips: [['99500', '99950']] },
  AZ: { name: 'Arizona', kind: 'state', zips: [['85000', '86599']] },
  AR: { name: 'Arkansas', kind: 'state', zips: [['71600', '72999']] },
  CA: { name: 'California', kind: 'state', zips: [['90000', '96199']] },
  CO: { name: 'Colorado', kind: 'state', zips: [['80000', '81699']] },
  CT: { name: 'Connecticut', kind: 'state', zips: [['06000', '06999']] },
  DE: { name: 'Delaware', kind: 'state', zips: [['19700', '19999']] },
  DC: {
    name: 'District of Columbia',
    kind: 'district',
    zips: [
      ['20000', '20099'],
      ['20200', '20599'],
    ],
  },
  FL: {
    name: 'Florida',
    kind: 'state',
    zips: [
      ['32000', '33999'],
      ['34100', '34999'],
    ],
  },
  GA: {
    name: 'Georgia',
    kind: 'state',
    zips: [
      ['30000', '31999'],
      ['39800', '39999'],
    ],
  },
  HI: {
    name: 'Hawaii',
    kind: 'state',
    zips: [
      ['96700', '96798'],
      ['96800', '96899'],
    ],
  },
  ID: { name: 'Idaho', kind: 'state', zips: [['83200', '83899']] },
  IL: { name: 'Illinois', kind: 'state', zips: [['60000', '62999']] },
  IN: { name: 'Indiana', kind: 'state', zips: [['46000', '47999']] },
  IA: { name: 'Iowa', kind: 'state', zips: [['50000', '52899']] },
  KS: { name: 'Kansas', kind: 'state', zips: [['66000', '67999']] },
  KY: { name: 'Kentucky', kind: 'state', zips: [['40000', '42799']] },
  LA: { name: 'Louisiana', kind: 'state', zips: [['70000', '71599']] },
  ME: { name: 'Maine', kind: 'state', zips: [['03900', '04999']] },
  MD: { name: 'Maryland', kind: 'state', zips: [['20600', '21999']] },
  MA: {
    name: 'Massachusetts',
    kind: 'state',
    zips: [
      ['01000', '02799'],
      ['05500', '05599'],
    ],
  },
  MI: { name: 'Michigan', kind: 'state', zips: [['48000', '49999']] },
  MN: { name: 'Minnesota', kind: 'state', zips: [['55000', '56799']] },
  MS: { name: 'Mississippi', kind: 'state', zips: [['38600', '39799']] },
  MO: { name: 'Missouri', kind: 'state', zips: [['63000', '65899']] },
  MT: { name: 'Montana', kind: 'state', zips: [['59000', '59999']] },
  NE: { name: 'Nebraska', kind: 'state', zips: [['68000', '69399']] },
  NV: { name: 'Nevada', kind: 'state', zips: [['88900', '89899']] },
  NH: { name: 'New Hampshire', kind: 'state', zips: [['03000', '03899']] },
  NJ: { name: 'New Jersey', kind: 'state', zips: [['07000', '08999']] },
  NM: { name: 'New Mexico', kind: 'state', zips: [['87000', '88499']] },
  NY: {
    name: 'New York',
    kind: 'state',
    zips: [
      ['00500', '00599'],
      ['10000', '14999'],
    ],
  },
  NC: { name: 'North Carolina', kind: 'state', zips: [['27000', '28999']] },
  ND: { name: 'North Dakota', kind: 'state', zips: [['58000', '58899']] },
  OH: { name: 'Ohio', kind: 'state', zips: [['43000', '45999']] },
  OK: {
    name: 'Oklahoma',
    kind: 'state',
    zips: [
      ['73000', '73299'],
      ['73400', '74999'],
    ],
  },
  OR: { name: 'Oregon', kind: 'state', zips: [['97000', '97999']] },
  PA: { name: 'Pennsylvania', kind: 'state', zips: [['15000', '19699']] },
  RI: { name: 'Rhode Island', kind: 'state', zips: [['02800', '02999']] },
  SC: { name: 'South Carolina', kind: 'state', zips: [['29000', '29999']] },
  SD: { name: 'South Dakota', kind: 'state', zips: [['57000', '57799']] },
  TN: { name: 'Tennessee', kind: 'state', zips: [['37000', '38599']] },
  TX: {
    name: 'Texas',
    kind: 'state',
    zips: [
      ['73300', '73399'],
      ['75000', '79999'],
      ['88500', '88599'],
    ],
  },
  UT: { name: 'Utah', kind: 'state', zips: [['84000', '84799']] },
  VT: {
    name: 'Vermont',
    kind: 'state',
    zips: [
      ['05000', '05499'],
      ['05600', '05999'],
    ],
  },
  VA: {
    name: 'Virginia',
    kind: 'state',
    zips: [
      ['20100', '20199'],
      ['22000', '24699'],
    ],
  },
  WA: { name: 'Washington', kind: 'state', zips: [['98000', '99499']] },
  WV: { name: 'West Virginia', kind: 'state', zips: [['24700', '26899']] },
  WI: { name: 'Wisconsin', kind: 'state', zips: [['53000', '54999']] },
  WY: { name: 'Wyoming', kind: 'state', zips: [['82000', '83199']] },
  AS: { name: 'American Samoa', kind: 'territory', zips: [['96799', '96799']] },
  GU: { name: 'Guam', kind: 'territory', zips: [['96910', '96932']] },
  MP: { name: 'Northern Mariana Islands', kind: 'territory', zips: [['96950', '96952']] },
  PR: {
    name: 'Puerto Rico',
    kind: 'territory',
    zips: [
      ['00600', '00799'],
      ['00900', '00999'],
    ],
  },
  VI: { name: 'U.S. Virgin Islands', kind: 'territory', zips: [['00800', '00899']] },
  FM: { name: 'Federated States of Micronesia', kind: 'freely-associated', zips: [['96941', '96944']] },
  MH: { name: 'Marshall Islands', kind: 'freely-associated', zips: [['96960', '96970']] },
  PW: { name: 'Palau', kind: 'freely-associated', zips: [['96939', '96940']] },
  AA: { name: 'Armed Forces Americas', kind: 'military', zips: [['34000', '34099']] },
  AE: { name: 'Armed Forces Europe', kind: 'military', zips: [['09000', '09999']] },
  AP: { name: 'Armed Forces Pacific', kind: 'military', zips: [['96200', '96699']] },
} as const;

/** Two-letter USPS code of a state, DC, territory or military "state". */
export type StateCode = keyof typeof US_STATES;

/** What a state code stands for. */
export type StateKind = (typeof US_STATES)[StateCode]['kind'];

/** Every state code, in table order (states and DC alphabetically, then territories, then military). */
export const STATE_CODES: readonly StateCode[] = Object.keys(US_STATES).filter(isStateCode);

/** True when the value is one of the table's state codes (exact, upper case). */
export function isStateCode(value: string | null | undefined): value is StateCode {
  return value != null && Object.hasOwn(US_STATES, value);
}

/** The name of a state code, or undefined. */
export function stateName(code: string | null | undefined): string | undefined {
  return isStateCode(code) ? US_STATES[code].name : undefined;
}

/** The code of a state given by code or by name, any case ('IL', 'Illinois'; the sorry page holds the name). */
export function stateCodeOf(value: string | null | undefined): StateCode | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  return STATE_CODES.find(
    (code) => code.toLowerCase() === wanted || US_STATES[code].name.toLowerCase() === wanted,
  );
}

/** Every zip range with its state, in order: the ranges do not overlap, so a zip code is found by halving. */
const ZIP_RANGES = STATE_CODES.flatMap((code) =>
  US_STATES[code].zips.map(([from, to]) => ({ code, from, to })),
).sort((a, b) => (a.from < b.from ? -1 : 1));

/** The state whose zip ranges contain a 5-digit zip code, or undefined (malformed zip or no range). */
export function zipToState(zip: string | null | undefined): StateCode | undefined {
  if (zip == null || !/^\d{5}$/.test(zip)) return undefined;
  let low = 0;
  let high = ZIP_RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const range = ZIP_RANGES[middle] as (typeof ZIP_RANGES)[number];
    if (zip < range.from) high = middle - 1;
    else if (zip > range.to) low = middle + 1;
    else return range.code;
  }
  return undefined;
}
