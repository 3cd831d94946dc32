import QRCode from 'qrcode';
import type { Staff, StaffChallenge } from '../../../shared/staff';
import type { StaffChallengeStarted } from './second-factor.service';
import type { staffUsers } from './staff.schema';

export const presentStaff = (staff: typeof staffUsers.$inferSelect): Staff => ({
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  credentials: staff.credentials,
});

/** The password step's answer; on enrolment the secret goes out this once, as text and QR code. */
export async function presentStaffChallenge(
  started: StaffChallengeStarted,
): Promise<StaffChallenge> {
  const base = { challenge: started.challenge, expiresAt: started.expiresAt.toISOString() };
  if (!started.enrolment) return { step: 'code', ...base };
  const svg = await QRCode.toString(started.enrolment.uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    step: 'enrol',
    ...base,
    secret: started.enrolment.secret,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
