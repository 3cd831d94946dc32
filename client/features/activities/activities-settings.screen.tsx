import { useQuery } from '@tanstack/react-query';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Page } from '../../components/ui/page';
import { describeError } from '../../lib/api';
import { recipientQuery } from '../care-recipient/care-recipient.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { FamilySequencesSection } from '../games/family-sequences.part';
import { activitySettingsQuery } from './activities.queries';
import { SettingsForm } from './activities-settings-form';

/** The games' settings: each game's difficulty (or the stage's) and the read-aloud voice. */
export default function ActivitiesSettingsScreen() {
  const { circleId } = useCurrentCircle();
  const settings = useQuery(activitySettingsQuery(circleId));
  const recipient = useQuery(recipientQuery(circleId));
  if (!circleId) return <NoCirclePage title="Games settings" />;
  return (
    <Page
      wide
      title="Games settings"
      lead="Set how much each game shows and how it reads aloud. The person playing never sees these settings."
    >
      <div className="flex flex-wrap gap-3">
        <StandaloneLink to="/cognitive-activities">Back to the games</StandaloneLink>
        <StandaloneLink to="/cognitive-activities/log">Activities log</StandaloneLink>
      </div>
      {settings.error ? (
        <Notice title="The settings could not be loaded" tone="danger">
          <p>{describeError(settings.error) ?? 'Please try again.'}</p>
        </Notice>
      ) : null}
      {settings.data && recipient.isFetched ? (
        <SettingsForm
          circleId={circleId}
          saved={settings.data}
          stage={recipient.data?.stage ?? null}
        />
      ) : null}
      <FamilySequencesSection circleId={circleId} />
    </Page>
  );
}
