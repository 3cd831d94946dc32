import { useState } from 'react';
import {
  BODY_MAX,
  TITLE_MAX,
  type CommunityPost,
  type CommunityReply,
} from '../../../shared/community';
import { communityApi } from '../../../shared/community.contract';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { authorLabel, formatWhen, SendOrCancel } from './community-parts';
import { useCommunityMutations } from './community.queries';

/** The parts of a thread's post (community-post.screen.tsx): its byline, edit form and follow. */

export function HiddenNotice({ note, what }: { note: string | null; what: 'post' | 'reply' }) {
  return (
    <Notice title={`A moderator hid your ${what}`} tone="danger" level={3}>
      <p>Only you can see it now. The moderator’s reason: {note ?? 'not given'}</p>
    </Notice>
  );
}

export function Byline({ item }: { item: CommunityPost | CommunityReply }) {
  return (
    <p className="text-fg-muted">
      {authorLabel(item.author)} · {formatWhen(item.createdAt)}
      {item.editedAt ? ' · edited' : ''}
    </p>
  );
}

/**
 * An edit is checked as new writing is (decision 058): it may show the crisis lines, or wait for
 * a moderator before others see it again.
 */
export function afterEdit(
  showCrisisResources: boolean,
  { isHeld }: { isHeld: boolean },
  what: 'post' | 'reply',
  onCrisis: () => void,
) {
  if (showCrisisResources) onCrisis();
  else if (isHeld)
    toast({
      title: `Your ${what} is waiting for a moderator`,
      description: 'Others can see it again once a moderator has read your changes.',
    });
  else toast({ title: 'Your changes are saved', variant: 'success' });
}

/** What an edit form is told: the edit is over, or it showed the crisis lines. */
export interface EditDone {
  onDone: () => void;
  onCrisis: () => void;
}

export function EditPost({ post, onDone, onCrisis }: { post: CommunityPost } & EditDone) {
  const { editPost } = useCommunityMutations();
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(communityApi.editPost, {
    defaultValues: { title: post.title, body: post.body },
  });
  const handleSave = submit(async (input) => {
    const saved = await editPost.mutateAsync({ id: post.id, input });
    onDone();
    afterEdit(saved.showCrisisResources, saved.post.moderation, 'post', onCrisis);
  });
  return (
    <form onSubmit={handleSave} className="grid gap-4" noValidate>
      <TextField
        label="Title"
        maxLength={TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Your message"
        rows={6}
        maxLength={BODY_MAX}
        error={errors.body?.message}
        {...register('body')}
      />
      <FormAlert message={errors.root?.message} />
      <SendOrCancel label="Save changes" isPending={editPost.isPending} onCancel={onDone} />
    </form>
  );
}

/** Follow or stop following: new replies reach followers as their notification choices say. */
export function FollowButton({ post }: { post: CommunityPost }) {
  const { follow } = useCommunityMutations();
  const [error, setError] = useState<string>();
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="secondary"
          aria-pressed={post.isFollowing}
          disabled={follow.isPending}
          onClick={() =>
            follow.mutate(
              { id: post.id, following: !post.isFollowing },
              {
                onSuccess: () => setError(undefined),
                onError: (failure) => setError(describeError(failure)),
              },
            )
          }
        >
          Follow this thread
        </Button>
      </div>
      {/* Read out when it changes: the button's state says the same. */}
      <p className="text-fg-muted" aria-live="polite">
        {post.isFollowing
          ? 'You follow this thread: new replies reach you as your notification settings say. Press again to stop.'
          : 'Follow to hear of new replies.'}
      </p>
      {error ? (
        <p role="alert" className="text-danger font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Where the replies new since the reader's last visit start. */
export function NewDivider() {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden="true" className="bg-accent h-1 grow rounded" />
      <span className="text-lg font-bold">
        New<span className="sr-only"> replies since you last read this thread</span>
      </span>
      <span aria-hidden="true" className="bg-accent h-1 grow rounded" />
    </li>
  );
}
