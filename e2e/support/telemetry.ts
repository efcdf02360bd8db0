/**
 * Telemetry beacons as a page of the site sends them to the shell's /_telemetry
 * (@agency/platform/telemetry), for the telemetry spec and the load bench's telemetry target.
 */
import { VITAL_NAMES } from '@agency/platform/telemetry';
import type { Beacon, Owner, VitalName, VitalReport } from '@agency/platform/telemetry';

/** A beacon of the page at `route`, served by `owner`: a page view with nothing measured, unless `changes` says more. */
export const pageBeacon = (route: string, owner: Owner, changes: Partial<Beacon> = {}): Beacon => ({
  route,
  pageView: true,
  page: owner,
  vitals: [],
  errors: [],
  ...changes,
});

/** Every vital a page reports, at the values given, all of them `owner`'s. */
export const everyVital = (owner: Owner, values: Record<VitalName, number>): VitalReport[] =>
  VITAL_NAMES.map((name) => ({ name, value: values[name], ...owner }));
