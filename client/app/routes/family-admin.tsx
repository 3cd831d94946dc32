import { Download, History, Mail, Users } from 'lucide-react';
import { Notice } from '../../components/notice';
import { MailLink } from '../../components/links';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { useAppConfig, useUser } from '../../features/auth/auth.queries';
import { ROLE_LABELS } from '../../../shared/auth';

const AREAS = [
  {
    title: 'Members and roles',
    icon: Users,
    text: 'See who is in your care circle, and whether each person is a caregiver or a family member.',
  },
  {
    title: 'Invitations',
    icon: Mail,
    text: 'Invite a relative or friend by email, and choose their role before they join.',
  },
  {
    title: 'Audit log',
    icon: History,
    text: 'A record of important changes in your circle: who did what, and when.',
  },
  {
    title: 'Export',
    icon: Download,
    text: 'Download a copy of your family’s information, to keep or to share with a doctor.',
  },
] as const;

/** Family administration for caregivers (/admin, /admin-panel): the circle, honestly, as it is today. */
export default function FamilyAdminScreen() {
  const { user } = useUser();
  const { supportEmail } = useAppConfig();
  const mail = <MailLink email={supportEmail} />;
  return (
    <Page
      title="Family administration"
      lead="Manage who is in your care circle and what they can do. Only caregivers see this page."
    >
      <Section title="Your care circle">
        {user ? (
          <div className="border-border rounded-xl border">
            <table className="w-full border-collapse text-left break-words">
              <caption className="sr-only">Members of your care circle</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="border-border border-b p-3">
                    Member
                  </th>
                  <th scope="col" className="border-border border-b p-3">
                    Role
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td className="p-3 align-top">
                    <span className="block font-semibold">{user.name} (you)</span>
                    <span className="block wrap-anywhere">{user.email}</span>
                  </td>
                  <td className="p-3 align-top">{ROLE_LABELS[user.role]}</td>
                </tr>
              </tbody>
            </table>
          </div>
        ) : null}
        <p>You are the caregiver of this care circle, with full access.</p>
      </Section>

      <Notice title="What you can do here today">
        <p>
          This version of Kinwell shows your circle&rsquo;s members. Inviting people, changing roles
          and downloading your data are not available on this page yet.
        </p>
        <p>
          Need a copy of your family&rsquo;s information, or want it deleted? Write to {mail} and we
          will help.
        </p>
      </Notice>

      <Section title="What family administration is for">
        <ul className="grid gap-4 sm:grid-cols-2">
          {AREAS.map((area) => (
            <li key={area.title} className="grid">
              <Card className="grid content-start gap-2">
                <h3 className="flex items-center gap-3 text-lg font-bold">
                  <area.icon aria-hidden="true" className="text-accent h-6 w-6 shrink-0" />
                  <span>{area.title}</span>
                </h3>
                <p>{area.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}
