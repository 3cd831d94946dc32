import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BODY_MAX, type CommunityPost, type CommunityReply } from '../../../shared/community';
import { communityApi } from '../../../shared/community.contract';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { AcceptGuidelines, AnonymousChoice, ReportButton, SendOrCancel } from './community-parts';
import { communityProfileQuery, useCommunityMutations } from './community.queries';
import { CrisisResources } from './crisis-resources';
import { HelpedButton, ModerationNotes, SuspensionNotice, WarningNotice } from './moderation-parts';
import { PostText } from './post-text';
import { afterEdit, Byline, type EditDone, HiddenNotice } from './post-parts';

/** A thread's replies (community-post.screen.tsx): each reply, and the form to write one. */

function EditReply({ reply, onDone, onCrisis }: { reply: CommunityReply } & EditDone) {
  const { editReply } = useCommunityMutations();
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(communityApi.editReply, { defaultValues: { body: reply.body } });
  const handleSave = submit(async (input) => {
    const saved = await editReply.mutateAsync({ id: reply.id, input });
    onDone();
    afterEdit(saved.showCrisisResources, saved.reply.moderation, 'reply', onCrisis);
  });
  return (
    <form className="grid gap-3" noValidate onSubmit={handleSave}>
      <TextAreaField
        label="Your reply"
        error={errors.body?.message}
        maxLength={BODY_MAX}
        {...register('body')}
      />
      <FormAlert message={errors.root?.message} />
      <SendOrCancel label="Save changes" isPending={editReply.isPending} onCancel={onDone} />
    </form>
  );
}

export function Reply({ reply, onCrisis }: { reply: CommunityReply; onCrisis: () => void }) {
  const { deleteReply } = useCommunityMutations();
  const [isEditing, setEditing] = useState(false);
  return (
    <Card className="grid gap-2">
      <Byline item={reply} />
      {reply.moderation.isHidden ? (
        <HiddenNotice note={reply.moderation.note} what="reply" />
      ) : null}
      <ModerationNotes moderation={reply.moderation} what="reply" />
      {isEditing ? (
        <EditReply reply={reply} onDone={() => setEditing(false)} onCrisis={onCrisis} />
      ) : (
        <PostText text={reply.body} />
      )}
      <div className="flex flex-wrap gap-2">
        <HelpedButton
          kind="reply"
          id={reply.id}
          helpedCount={reply.helpedCount}
          helpedByYou={reply.helpedByYou}
          disabled={reply.author.isYou || reply.moderation.isHeld || reply.moderation.isHidden}
        />
        {reply.canEdit && !isEditing ? (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Edit reply
          </Button>
        ) : null}
        {reply.canDelete ? (
          <ConfirmDialog
            trigger={<Button variant="ghost">Delete reply</Button>}
            title="Delete your reply?"
            description="It is removed for everyone. This cannot be undone."
            confirmLabel="Delete reply"
            onConfirm={() => deleteReply.mutate(reply.id)}
          />
        ) : (
          <ReportButton kind="reply" id={reply.id} />
        )}
      </div>
    </Card>
  );
}

export function ReplyForm({ post }: { post: CommunityPost }) {
  const { data: profile } = useQuery(communityProfileQuery());
  const { reply } = useCommunityMutations();
  const [showCrisis, setShowCrisis] = useState(false);
  const {
    register,
    submit,
    reset,
    formState: { errors },
  } = useContractForm(communityApi.createReply, {
    defaultValues: { body: '', isAnonymous: false },
  });
  if (!profile) return null;
  if (!profile.hasAcceptedGuidelines) return <AcceptGuidelines />;
  if (profile.suspension) return <SuspensionNotice profile={profile} />;
  const handlePost = submit(async (input) => {
    const created = await reply.mutateAsync({ postId: post.id, input });
    reset({ body: '', isAnonymous: input.isAnonymous });
    if (created.showCrisisResources) setShowCrisis(true);
    else if (created.reply.moderation.isHeld)
      toast({
        title: 'Your reply is waiting for a moderator',
        description: 'Others can see it once a moderator has read it.',
      });
    else toast({ title: 'Your reply is posted', variant: 'success' });
  });
  return (
    <Section title="Write a reply">
      {showCrisis ? <CrisisResources /> : null}
      <WarningNotice profile={profile} />
      <form onSubmit={handlePost} className="grid gap-4" noValidate>
        <TextAreaField
          label="Your reply"
          rows={4}
          maxLength={BODY_MAX}
          error={errors.body?.message}
          {...register('body')}
        />
        <AnonymousChoice {...register('isAnonymous')} />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={reply.isPending}>
            Post reply
          </Button>
        </div>
      </form>
    </Section>
  );
}
