import { Download } from 'lucide-react';
import { endpointUrl } from '../../../shared/api-contract';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { circlesFileRoutes } from '../../../shared/circles.endpoints';
import { can } from '../../../shared/permissions';
import { Section } from '../../components/section';
import { buttonClass } from '../../components/ui/button';
import { LoadingPage, Page } from '../../components/ui/page';
import { AuditSection } from './audit-section';
import { useCurrentCircle } from './circles.queries';
import { InvitationsSection } from './invitations-section';
import { NoCirclePage } from './join-circle.part';
import { MembersSection } from './members-section';

/**
 * Family administration for caregivers (/admin, /admin-panel): members and roles, invitations,
 * the audit log and the data export of the current circle.
 */
export default function FamilyAdminScreen() {
  const { circleId, circle } = useCurrentCircle();
  if (!circleId) return <NoCirclePage title="Family administration" />;
  if (!circle) return <LoadingPage />;
  const name = recipientDisplayName(circle.recipientName);

  return (
    <Page
      wide
      title="Family administration"
      lead={`Who is in ${circle.recipientName ? `${name}’s` : 'your'} care circle, what they can do, and a record of every change.`}
    >
      <Section title="Members and roles">
        <MembersSection circleId={circleId} myRole={circle.role} />
      </Section>
      {can(circle.role, 'members.manage') ? (
        <Section title="Invite someone">
          <InvitationsSection circleId={circleId} />
        </Section>
      ) : null}
      {can(circle.role, 'audit.view') ? (
        <Section title="Audit log">
          <AuditSection circleId={circleId} />
        </Section>
      ) : null}
      {can(circle.role, 'circle.export') ? (
        <Section title="Download your family’s data">
          <p>
            Everything Kinwell keeps for this care circle, in one file: a spreadsheet for each kind
            of information, the pictures, and a complete copy another system can read. Passwords are
            never included.
          </p>
          <div>
            <a
              href={endpointUrl(circlesFileRoutes.export)}
              download
              className={buttonClass('secondary')}
            >
              <Download aria-hidden="true" className="h-5 w-5" />
              Download all data (.zip)
            </a>
          </div>
        </Section>
      ) : null}
    </Page>
  );
}
