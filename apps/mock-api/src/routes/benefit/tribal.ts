import { findApplication } from '../../benefit/applications';
import type { Handler } from '../handler';

const NOT_QUALIFIED = 'benefit.tribal.not-qualified';

/**
 * Where the mock's stand-in geocoder places every address: Window Rock, Arizona, on the Navajo Nation.
 * Coordinates the device sends are used as they are.
 */
const GEOCODED_RESIDENCE = { latitude: 35.6806, longitude: -109.0526 };

/** Confirms residence on Tribal lands (a tribal id ending 9999 lives elsewhere); the application remembers it. */
export const confirmTribalStatus: Handler<'confirmTribalStatus'> = ({ body, outcome, world }) => {
  const application =
    body.applicationId === undefined
      ? undefined
      : findApplication(world, { applicationId: body.applicationId });
  if (body.applicationId !== undefined && !application) return { scenario: 'benefit.application.not-found' };
  const confirmed = outcome?.id !== NOT_QUALIFIED;
  if (application) application.tribalStatusConfirmed = confirmed;
  if (!confirmed) {
    return {
      status: 200,
      body: { tribalStatusConfirmed: false, latitude: null, longitude: null, coordinateSource: null },
    };
  }
  const { latitude, longitude } = body;
  const located =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude, coordinateSource: 'DEVICE_LOCATION' }
      : { ...GEOCODED_RESIDENCE, coordinateSource: 'GEOCODED_ADDRESS' };
  return { status: 200, body: { tribalStatusConfirmed: true, ...located } };
};
