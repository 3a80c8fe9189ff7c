import { ROUTES, withQuery } from '../flows/routes';
import { type Message, messageOf } from '../messages';

/** What the add-on rules need of an add-on plan. */
export interface AddonLike {
  id?: string | number;
  name: string;
  type?: string | null;
  bandwidth?: number | null;
  callMinutes?: number | null;
  sms?: number | null;
}

/** Kinds of add-on, in the order the $3 page groups them. */
export const ADDON_KINDS = ['data', 'voice', 'text'] as const;

/** A kind of add-on. */
export type AddonKind = (typeof ADDON_KINDS)[number];

/** Units an add-on's allowance is shown in. */
export const ADDON_UNITS = { data: 'MB', voice: 'min', text: 'sms' } as const satisfies Record<
  AddonKind,
  string
>;

/** An add-on's kind in the spec's order: voice (name or minutes), then text (name or texts), else data. */
export function addonKind(addon: AddonLike): AddonKind {
  const name = addon.name.toLowerCase();
  if (/voice|call|minutes/.test(name) || (addon.callMinutes ?? 0) > 0) return 'voice';
  if (/text|sms/.test(name) || (addon.sms ?? 0) > 0) return 'text';
  return 'data';
}

/** The allowance an add-on is shown with: MB of data, minutes or texts, by its kind. */
export function addonAllowance(addon: AddonLike): { amount: number; unit: (typeof ADDON_UNITS)[AddonKind] } {
  const kind = addonKind(addon);
  const amount = { data: addon.bandwidth, voice: addon.callMinutes, text: addon.sms }[kind];
  return { amount: amount ?? 0, unit: ADDON_UNITS[kind] };
}

/** Add-ons of type 'restricted' are never shown. */
export function visibleAddons<Addon extends AddonLike>(addons: readonly Addon[]): Addon[] {
  return addons.filter((addon) => addon.type !== 'restricted');
}

/** The shown add-ons grouped by kind: data, voice, text. */
export function groupAddons<Addon extends AddonLike>(addons: readonly Addon[]): Record<AddonKind, Addon[]> {
  const groups: Record<AddonKind, Addon[]> = { data: [], voice: [], text: [] };
  for (const addon of visibleAddons(addons)) groups[addonKind(addon)].push(addon);
  return groups;
}

/** The add-on choice: none gives 'Please select an addon'; one goes to its summary. */
export function addonChoiceOutcome(
  addonId: string | number | null | undefined,
): { kind: 'route'; path: string } | { kind: 'toast'; message: Message } {
  return addonId == null || addonId === ''
    ? { kind: 'toast', message: messageOf('toast.selectAddon') }
    : { kind: 'route', path: withQuery(ROUTES.summaryAddon, { addon: addonId }) };
}
