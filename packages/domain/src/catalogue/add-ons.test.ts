import { describe, expect, it } from 'vitest';
import {
  type AddonLike,
  addonAllowance,
  addonChoiceOutcome,
  addonKind,
  groupAddons,
  visibleAddons,
} from './add-ons';

describe('add-ons', () => {
  it.each<[AddonLike, string]>([
    [{ name: 'Voice 100' }, 'voice'],
    [{ name: 'Call pack' }, 'voice'],
    [{ name: '200 Minutes' }, 'voice'],
    [{ name: 'Pack', callMinutes: 50 }, 'voice'],
    [{ name: 'Voice and text', sms: 100 }, 'voice'],
    [{ name: 'Text 100' }, 'text'],
    [{ name: 'SMS bundle' }, 'text'],
    [{ name: 'Pack', sms: 10 }, 'text'],
    [{ name: '2GB', bandwidth: 2048 }, 'data'],
    [{ name: 'Pack', callMinutes: 0, sms: 0 }, 'data'],
  ])('%j is %s', (addon, kind) => {
    expect(addonKind(addon)).toBe(kind);
  });

  it.each<[AddonLike, { amount: number; unit: string }]>([
    [
      { name: '2GB', bandwidth: 2048 },
      { amount: 2048, unit: 'MB' },
    ],
    [
      { name: 'Voice', callMinutes: 100 },
      { amount: 100, unit: 'min' },
    ],
    [
      { name: 'Text', sms: 50 },
      { amount: 50, unit: 'sms' },
    ],
    [{ name: 'Text' }, { amount: 0, unit: 'sms' }],
  ])('%j shows %j', (addon, allowance) => {
    expect(addonAllowance(addon)).toEqual(allowance);
  });

  const addons: AddonLike[] = [
    { id: 1, name: 'Text 100', sms: 100 },
    { id: 2, name: '5GB', bandwidth: 5120, type: 'regular' },
    { id: 3, name: 'Staff data', bandwidth: 1, type: 'restricted' },
    { id: 4, name: 'Voice 100', callMinutes: 100 },
  ];

  it('hides restricted add-ons', () => {
    expect(visibleAddons(addons).map((addon) => addon.id)).toEqual([1, 2, 4]);
  });

  it('groups the shown add-ons as data, voice, text', () => {
    const groups = groupAddons(addons);
    expect(Object.keys(groups)).toEqual(['data', 'voice', 'text']);
    expect(groups.data.map((addon) => addon.id)).toEqual([2]);
    expect(groups.voice.map((addon) => addon.id)).toEqual([4]);
    expect(groups.text.map((addon) => addon.id)).toEqual([1]);
  });

  it.each([
    [5, { kind: 'route', path: '/SummaryAddonPage?addon=5' }],
    [undefined, { kind: 'toast', message: { id: 'toast.selectAddon', text: 'Please select an addon' } }],
    ['', { kind: 'toast', message: { id: 'toast.selectAddon', text: 'Please select an addon' } }],
  ])('choosing %j: %j', (addonId, outcome) => {
    expect(addonChoiceOutcome(addonId)).toEqual(outcome);
  });
});
