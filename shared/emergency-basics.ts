/**
 * What screens need of location sharing without the schemas in `emergency.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** Location sharing. The live event on /api/events when someone starts, moves or stops. */
export const LOCATION_EVENT = 'location.changed';

/** A map link that phones open in their maps app (and any browser shows as a map). */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
