import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { can } from '../../../shared/permissions';
import { StandaloneLink, TextLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { ContactsEditor } from './contacts-editor';
import { emergencyProfileQuery } from './emergency.queries';
import { EmergencyProfileForm } from './emergency-profile-form';
import { EmergencySheetView } from './emergency-sheet-view';
import { LocationPanel } from './location-sharing';
import { SheetLinks } from './sheet-links';

/**
 * The medical emergency profile: the sheet every member can read (also with no signal, once
 * opened), and for caregivers the fields, the contacts, the printed sheets and location sharing.
 */
export default function EmergencyProfileScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const { data: profile, isError } = useQuery(emergencyProfileQuery(circleId));
  if (!circleId) return <NoCirclePage title="Emergency profile" />;
  const isCaregiver = can(user?.role, 'care.manage');
  return (
    <Page
      wide
      title="Emergency profile"
      lead="What paramedics and helpers need to know, in one place. It opens on this phone even with no signal, once you have opened it here."
    >
      {isError && !profile ? (
        <Notice title="The emergency profile could not be loaded" icon={WifiOff} tone="danger">
          <p>Check your connection and try again. In an emergency, call for help first.</p>
        </Notice>
      ) : null}
      {profile ? (
        <>
          <Section title="At a glance">
            <EmergencySheetView profile={profile} />
          </Section>
          {isCaregiver ? (
            <>
              <Section title="Emergency contacts">
                <ContactsEditor circleId={circleId} contacts={profile.contacts} />
              </Section>
              <Section title="Print the emergency sheet">
                <SheetLinks circleId={circleId} />
              </Section>
              <Section
                title="Medical details for paramedics"
                intro={
                  <>
                    Conditions and allergies are on the{' '}
                    <TextLink to="/care-recipient">care recipient’s profile</TextLink>.
                  </>
                }
              >
                <EmergencyProfileForm circleId={circleId} profile={profile} />
              </Section>
            </>
          ) : null}
          <Section title="Location sharing">
            <LocationPanel circleId={circleId} />
          </Section>
          <Section title="Crisis alerts">
            <p>
              The Emergency button at the top of every screen sends an alert to the whole circle and
              to the emergency contacts with an email.
            </p>
            <p>
              <StandaloneLink to="/alerts">See past crisis alerts</StandaloneLink>
            </p>
          </Section>
        </>
      ) : null}
    </Page>
  );
}
