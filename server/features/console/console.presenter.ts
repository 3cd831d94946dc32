import type { ConsoleStaffMember, JobRun } from '../../../shared/console';
import type { StaffRow } from '../../platform/staff/staff.service';
import type { JobRunRow } from '../../platform/jobs/job-runs';
import { presentStaff } from '../../platform/staff/staff.presenter';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A staff account as admins see it: never its password or authenticator secret. */
export const presentStaffMember = (staff: StaffRow): ConsoleStaffMember => ({
  ...presentStaff(staff),
  createdAt: staff.createdAt.toISOString(),
  hasSecondFactor: staff.totpSecret !== null,
  disabledAt: iso(staff.disabledAt),
});

/** Each job the app runs, with its last recorded run (nulls when it has not run yet). */
export const presentJobRuns = (names: readonly string[], rows: readonly JobRunRow[]): JobRun[] =>
  [...new Set([...names, ...rows.map((row) => row.name)])].sort().map((name) => {
    const row = rows.find((candidate) => candidate.name === name);
    return {
      name,
      lastStartedAt: iso(row?.lastStartedAt ?? null),
      lastFinishedAt: iso(row?.lastFinishedAt ?? null),
      lastOutcome: row?.lastOutcome ?? null,
      lastCount: row?.lastCount ?? null,
      lastError: row?.lastError ?? null,
      lastSucceededAt: iso(row?.lastSucceededAt ?? null),
    };
  });
