import { endpointRoutes } from './api-contract';

/**
 * Tracking: the overview, entries and the doctor-visit report: where each answers (their schemas:
 * tracking.contract.ts).
 */
export const trackingEndpoints = endpointRoutes({
  overview: { method: 'GET', path: '/api/circle/tracking' },
  log: { method: 'POST', path: '/api/circle/tracking/entries' },
  remove: { method: 'DELETE', path: '/api/circle/tracking/entries/:id' },
  doctorReport: { method: 'GET', path: '/api/circle/reports/doctor' },
});

/**
 * The tracking routes the contract cannot describe (a PDF, a CSV file): not JSON calls, so not in
 * `trackingEndpoints`; the report screen links to them with `endpointUrl`.
 */
export const trackingFileRoutes = endpointRoutes({
  /** The doctor-visit report as a PDF, for an `<a href download>`. */
  doctorReportPdf: { method: 'GET', path: '/api/circle/reports/doctor.pdf' },
  /** Every tracked entry in a date range as CSV, for an `<a href download>`. */
  trackingCsv: { method: 'GET', path: '/api/circle/reports/tracking.csv' },
});
