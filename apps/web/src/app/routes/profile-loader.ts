/**
 * The subscriber's profile for the pages that prefill from it (the summaries, the enrolment's address): the account
 * feature's call, composed by the route tables. Both modules load with the page, keeping the carrier client off the
 * home route's first load.
 */
export const profileLoader = () =>
  Promise.all([import('../../features/account/api/get-profile'), import('../../lib/api-client')]).then(
    ([{ getProfile }, { carrier }]) =>
      () =>
        getProfile(carrier),
  );
