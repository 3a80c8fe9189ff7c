import type { AddOnPlan } from '../../../lib/carrier/list-add-on-plans';
import type { Plan } from '../../../lib/carrier/list-plans';
import type { PlanPricing } from '../api/list-plan-pricings';

export const paygo: Plan = {
  id: 3,
  name: 'paygo 3',
  type: 'regular',
  bandwidth: 100,
  callMinutes: 100,
  sms: 100,
  costPerMonth: 3,
};
export const acpPlan: Plan = {
  id: 1,
  name: 'ACP Free Plan',
  type: 'acp',
  bandwidth: 20480,
  callMinutes: null,
  sms: null,
  costPerMonth: 0,
};
export const pricings: PlanPricing[] = [
  { id: 1, planId: 3, price: 3, discountedPrice: null, duration: 1, durationUnit: 'month' },
  { id: 3, planId: 3, price: 36, discountedPrice: 30, duration: 12, durationUnit: 'month' },
];
export const addons: AddOnPlan[] = [
  {
    id: 21,
    name: '2GB Data',
    type: 'data',
    bandwidth: 2048,
    callMinutes: 0,
    sms: 0,
    price: 5,
    discountedPrice: null,
    isActive: true,
  },
  {
    id: 22,
    name: '5GB Data',
    type: 'data',
    bandwidth: 5120,
    callMinutes: 0,
    sms: 0,
    price: 6,
    discountedPrice: null,
    isActive: true,
  },
  {
    id: 26,
    name: '100 Voice Minutes',
    type: 'voice',
    bandwidth: 0,
    callMinutes: 100,
    sms: 0,
    price: 3,
    discountedPrice: 2.5,
    isActive: true,
  },
  {
    id: 27,
    name: '200 Text Messages',
    type: 'text',
    bandwidth: 0,
    callMinutes: 0,
    sms: 200,
    price: 2,
    discountedPrice: null,
    isActive: true,
  },
  {
    id: 30,
    name: 'Staff Data',
    type: 'restricted',
    bandwidth: 1024,
    callMinutes: 0,
    sms: 0,
    price: 0,
    discountedPrice: null,
    isActive: true,
  },
];

/** A token whose expiry lies in 2100, so the session counts as logged in. */
export const liveToken = `x.${btoa(JSON.stringify({ sub: '42', exp: 4102444800 }))}.y`;

export const johnProfile = {
  subscriberId: 42,
  email: 'john.carter@example.com',
  firstName: 'John',
  lastName: 'Carter',
  birthDate: '1986-07-04',
  phone: '3055550198',
  shippingAddress1: '1200 Brickell Avenue',
  shippingAddress2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zipcode: '33131',
  balance: 12.5,
};
