import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NEW_REPLIES_MAX, type CommunitySort } from '../../../shared/community';
import { communityApi } from '../../../shared/community.contract';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import {
  AcceptGuidelines,
  AnonymousChoice,
  authorLabel,
  formatWhen,
  GroupClosedNotice,
  TitleLink,
  WaitingPage,
} from './community-parts';
import {
  communityProfileQuery,
  groupQuery,
  postsQuery,
  useCommunityMutations,
} from './community.queries';
import { HeldLabel, SuspensionNotice, WarningNotice } from './moderation-parts';

function NewPost({ slug }: { slug: string }) {
  const { data: profile } = useQuery(communityProfileQuery());
  const { post } = useCommunityMutations();
  const navigate = useNavigate();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm(communityApi.createPost, {
    defaultValues: { title: '', body: '', isAnonymous: false },
  });
  if (!profile) return null;
  if (!profile.hasAcceptedGuidelines) return <AcceptGuidelines />;
  if (profile.suspension) return <SuspensionNotice profile={profile} />;
  const handlePost = submit(async (input) => {
    const created = await post.mutateAsync({ slug, input });
    await navigate(`/community/posts/${created.post.id}`, {
      state: { showCrisisResources: created.showCrisisResources },
    });
  });
  return (
    <Section title="Write a post">
      <WarningNotice profile={profile} />
      <form onSubmit={handlePost} className="grid gap-4" noValidate>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Your message"
          hint="Plain text. Leave a blank line between paragraphs; web addresses become links."
          rows={6}
          error={errors.body?.message}
          {...register('body')}
        />
        <AnonymousChoice {...register('isAnonymous')} />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            Post to the group
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** "3 new": replies by others since the reader last opened the thread (decision 055). */
function NewReplies({ count }: { count: number | null }) {
  if (!count) return null;
  const shown = count >= NEW_REPLIES_MAX ? `${NEW_REPLIES_MAX}+` : String(count);
  return (
    <p>
      <span className="bg-accent text-accent-fg rounded-md px-2 py-1 font-bold">{shown} new</span>
      <span className="sr-only"> {count === 1 ? 'reply' : 'replies'} since you last read it</span>
    </p>
  );
}

const SORTS: { value: CommunitySort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
];

function Posts({ slug, isClosed }: { slug: string; isClosed: boolean }) {
  const [sort, setSort] = useState<CommunitySort>('newest');
  const posts = useInfiniteQuery(postsQuery(slug, sort));
  const all = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Section title={sort === 'newest' ? 'Newest posts' : 'Most helpful posts'}>
      <div role="group" aria-label="Sort the posts" className="flex flex-wrap gap-2">
        {SORTS.map((option) => (
          <Button
            key={option.value}
            variant={sort === option.value ? 'primary' : 'secondary'}
            aria-pressed={sort === option.value}
            onClick={() => setSort(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {posts.isPending ? (
        <p>Loading posts…</p>
      ) : posts.error ? (
        <p role="alert">{describeError(posts.error)}</p>
      ) : all.length === 0 ? (
        <p>{isClosed ? 'No posts here.' : 'No posts here yet. Yours can be the first.'}</p>
      ) : (
        <ul className="grid gap-4">
          {all.map((post) => (
            <li key={post.id}>
              <Card className="grid gap-2">
                <TitleLink to={`/community/posts/${post.id}`} title={post.title} />
                <p className="text-fg-muted">
                  {authorLabel(post.author)} · {formatWhen(post.createdAt)} ·{' '}
                  {post.replyCount === 1 ? '1 reply' : `${post.replyCount} replies`}
                  {post.helpedCount > 0
                    ? ` · ${post.helpedCount === 1 ? '1 person' : `${post.helpedCount} people`} found it helpful`
                    : ''}
                </p>
                <NewReplies count={post.newReplyCount} />
                <HeldLabel post={post} />
                {post.moderation.isHidden ? (
                  <p className="text-danger font-semibold">
                    Hidden by a moderator: only you see it.
                  </p>
                ) : null}
                <p className="break-words">{post.excerpt}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => void posts.fetchNextPage()}
            disabled={posts.isFetchingNextPage}
          >
            Show more posts
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/** Leaving a closed group cannot be undone: it takes no members, so the member is asked first. */
function LeaveClosedGroup({ slug }: { slug: string }) {
  const { join } = useCommunityMutations();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={join.isPending}>
          Leave this group
        </Button>
      }
      title="Leave this closed group?"
      description="It is closed, so you cannot join it again, and its conversations will no longer be open to you."
      confirmLabel="Leave the group"
      onConfirm={() =>
        join.mutate(
          { slug, isJoining: false },
          {
            onSuccess: () => void navigate('/community'),
            onError: (failure) =>
              toast({
                title: describeError(failure) ?? 'That did not work',
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}

/** One support group: its purpose and rules, joining, writing and its newest posts. */
export default function CommunityGroupScreen() {
  const { slug = '' } = useParams();
  const { data: group, error } = useQuery(groupQuery(slug));
  const { join } = useCommunityMutations();
  if (error || !group)
    return (
      <WaitingPage
        title="Community"
        error={error}
        loading="Loading the group…"
        back={{ to: '/community', label: 'All groups' }}
      />
    );
  return (
    <Page title={group.name} lead={group.purpose}>
      <StandaloneLink to="/community">All groups</StandaloneLink>
      {group.isArchived ? <GroupClosedNotice /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <p>{group.memberCount === 1 ? '1 member' : `${group.memberCount} members`}</p>
        {group.isArchived ? (
          <LeaveClosedGroup slug={slug} />
        ) : (
          <Button
            variant={group.isMember ? 'secondary' : 'primary'}
            disabled={join.isPending}
            onClick={() => join.mutate({ slug, isJoining: !group.isMember })}
          >
            {group.isMember ? 'Leave this group' : 'Join this group'}
          </Button>
        )}
      </div>
      <Section title="This group’s rules">
        <ul className="grid list-disc gap-2 pl-6">
          {group.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
      {group.isArchived ? null : <NewPost slug={slug} />}
      <Posts slug={slug} isClosed={group.isArchived} />
    </Page>
  );
}
