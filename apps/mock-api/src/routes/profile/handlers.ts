import type { Handlers } from '../handler';

type ProfileOperation = 'getProfile' | 'updateProfile';

/** Handlers of the profile operations. */
export const profileHandlers: Handlers<ProfileOperation> = {
  getProfile: () => {
    throw new Error('getProfile is not implemented yet');
  },
  updateProfile: () => {
    throw new Error('updateProfile is not implemented yet');
  },
};
