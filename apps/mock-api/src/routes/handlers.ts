import type { OperationId } from '@carrier/contracts/server';
import { activationHandlers } from './activation/handlers';
import { authHandlers } from './auth/handlers';
import { benefitHandlers } from './benefit/handlers';
import { catalogueHandlers } from './catalogue/handlers';
import { contactHandlers } from './contact/handlers';
import type { Handlers } from './handler';
import { nladHandlers } from './nlad/handlers';
import { ordersHandlers } from './orders/handlers';
import { profileHandlers } from './profile/handlers';
import { purchaseHandlers } from './purchase/handlers';
import { utilityHandlers } from './utility/handlers';

/** Every carrier operation's handler; the type makes a missing one a compile error. */
export const handlers: Handlers<OperationId> = {
  ...authHandlers,
  ...profileHandlers,
  ...catalogueHandlers,
  ...purchaseHandlers,
  ...activationHandlers,
  ...utilityHandlers,
  ...ordersHandlers,
  ...benefitHandlers,
  ...nladHandlers,
  ...contactHandlers,
};
