import { useQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { AddRecording } from './recording-add';
import { RecordingCard, RemovedRecordings } from './recording-card';
import {
  recordingListQuery,
  removedRecordingsQuery,
  useRecordingMutations,
  useRecordingsLive,
} from './recordings.queries';
import { StorageUsage } from './storage-usage';

/** Voices and stories: record or upload, then listen with large controls. */
export default function MemoryRecordingsScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const list = useQuery(recordingListQuery(circleId));
  const removed = useQuery(removedRecordingsQuery(circleId));
  const mutations = useRecordingMutations(circleId);
  useRecordingsLive(circleId);

  return (
    <Page
      title="Voices and stories"
      lead="Familiar voices: a grandchild saying hello, a story about a photo, a song they love."
    >
      {user && !circleId ? <NoCircleNotice /> : null}
      <p>
        <StandaloneLink to="/memory-support">Back to memory support</StandaloneLink>
      </p>
      {circleId ? (
        <>
          <Section
            title="Add a recording"
            intro="Record here, up to 10 minutes, or upload one from your phone. You can listen before you save it."
          >
            <StorageUsage circleId={circleId} />
            <AddRecording circleId={circleId} />
          </Section>
          <Section title="Recordings">
            {list.data?.recordings.length ? (
              <ul className="grid gap-4" aria-label="Recordings">
                {list.data.recordings.map((recording) => (
                  <RecordingCard key={recording.id} recording={recording} mutations={mutations} />
                ))}
              </ul>
            ) : list.isPending ? (
              <p aria-live="polite">Loading the recordings…</p>
            ) : (
              <Notice title="No recordings yet" icon={Mic}>
                <p>Record a greeting, a memory or a song, and it will be here for everyone.</p>
              </Notice>
            )}
          </Section>
          <RemovedRecordings recordings={removed.data?.recordings ?? []} mutations={mutations} />
        </>
      ) : null}
    </Page>
  );
}
