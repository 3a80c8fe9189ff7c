import type { Handlers } from '../handler';

type OrdersOperation =
  | 'getOrder'
  | 'getSubscriberOrder'
  | 'getSubscriberFulfillment'
  | 'getPayment'
  | 'getInvoice'
  | 'getSubscriberInvoice'
  | 'getRenewal'
  | 'payRenewal';

/** Handlers of the orders operations. */
export const ordersHandlers: Handlers<OrdersOperation> = {
  getOrder: () => {
    throw new Error('getOrder is not implemented yet');
  },
  getSubscriberOrder: () => {
    throw new Error('getSubscriberOrder is not implemented yet');
  },
  getSubscriberFulfillment: () => {
    throw new Error('getSubscriberFulfillment is not implemented yet');
  },
  getPayment: () => {
    throw new Error('getPayment is not implemented yet');
  },
  getInvoice: () => {
    throw new Error('getInvoice is not implemented yet');
  },
  getSubscriberInvoice: () => {
    throw new Error('getSubscriberInvoice is not implemented yet');
  },
  getRenewal: () => {
    throw new Error('getRenewal is not implemented yet');
  },
  payRenewal: () => {
    throw new Error('payRenewal is not implemented yet');
  },
};
