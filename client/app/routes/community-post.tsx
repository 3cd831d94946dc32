import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  BODY_MAX,
  TITLE_MAX,
  type CommunityPost,
  type CommunityReply,
} from '../../../shared/community';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import {
  AcceptGuidelines,
  AnonymousChoice,
  authorLabel,
  formatWhen,
  GroupClosedNotice,
  ReportButton,
} from '../../features/community/community-parts';
import { CrisisResources } from '../../features/community/crisis-resources';
import { PostText } from '../../features/community/post-text';
import {
  communityKeys,
  communityProfileQuery,
  postQuery,
  useCommunityMutations,
} from '../../features/community/community.queries';
import {
  HelpedButton,
  ModerationNotes,
  SuspensionNotice,
  WarningNotice,
} from '../../features/community/moderation-parts';

function HiddenNotice({ note, what }: { note: string | null; what: 'post' | 'reply' }) {
  return (
    <Notice title={`A moderator hid your ${what}`} tone="danger" level={3}>
      <p>Only you can see it now. The moderator’s reason: {note ?? 'not given'}</p>
    </Notice>
  );
}

function Byline({ item }: { item: CommunityPost | CommunityReply }) {
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
function afterEdit(
  saved: { showCrisisResources: boolean; isHeld: boolean },
  what: 'post' | 'reply',
  onCrisis: () => void,
) {
  if (saved.showCrisisResources) onCrisis();
  else if (saved.isHeld)
    toast({
      title: `Your ${what} is waiting for a moderator`,
      description: 'Others can see it again once a moderator has read your changes.',
    });
  else toast({ title: 'Your changes are saved', variant: 'success' });
}

function EditPost({
  post,
  onDone,
  onCrisis,
}: {
  post: CommunityPost;
  onDone: () => void;
  onCrisis: () => void;
}) {
  const { editPost } = useCommunityMutations();
  const [title, setTitle] = useState(post.title);
  const [body, setBody] = useState(post.body);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editPost.mutate(
      { id: post.id, input: { title, body } },
      {
        onSuccess: (saved) => {
          onDone();
          afterEdit(
            {
              showCrisisResources: saved.showCrisisResources,
              isHeld: saved.post.moderation.isHeld,
            },
            'post',
            onCrisis,
          );
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label="Your message"
        value={body}
        rows={6}
        maxLength={BODY_MAX}
        error={error}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={editPost.isPending}>
          Save changes
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Reply({ reply, onCrisis }: { reply: CommunityReply; onCrisis: () => void }) {
  const { deleteReply, editReply } = useCommunityMutations();
  const [isEditing, setEditing] = useState(false);
  const [body, setBody] = useState(reply.body);
  const [error, setError] = useState<string>();
  return (
    <Card className="grid gap-2">
      <Byline item={reply} />
      {reply.moderation.isHidden ? (
        <HiddenNotice note={reply.moderation.note} what="reply" />
      ) : null}
      <ModerationNotes moderation={reply.moderation} what="reply" />
      {isEditing ? (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            editReply.mutate(
              { id: reply.id, input: { body } },
              {
                onSuccess: (saved) => {
                  setEditing(false);
                  afterEdit(
                    {
                      showCrisisResources: saved.showCrisisResources,
                      isHeld: saved.reply.moderation.isHeld,
                    },
                    'reply',
                    onCrisis,
                  );
                },
                onError: (failure) => setError(describeError(failure)),
              },
            );
          }}
        >
          <TextAreaField
            label="Your reply"
            value={body}
            error={error}
            maxLength={BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={editReply.isPending}>
              Save changes
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
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

function ReplyForm({ post }: { post: CommunityPost }) {
  const { data: profile } = useQuery(communityProfileQuery());
  const { reply } = useCommunityMutations();
  const [body, setBody] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string>();
  const [showCrisis, setShowCrisis] = useState(false);
  if (!profile) return null;
  if (!profile.hasAcceptedGuidelines) return <AcceptGuidelines />;
  if (profile.suspension) return <SuspensionNotice profile={profile} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { postId: post.id, input: { body, isAnonymous } },
      {
        onSuccess: (created) => {
          setBody('');
          setError(undefined);
          if (created.showCrisisResources) setShowCrisis(true);
          else if (created.reply.moderation.isHeld)
            toast({
              title: 'Your reply is waiting for a moderator',
              description: 'Others can see it once a moderator has read it.',
            });
          else toast({ title: 'Your reply is posted', variant: 'success' });
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };
  return (
    <Section title="Write a reply">
      {showCrisis ? <CrisisResources /> : null}
      <WarningNotice profile={profile} />
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <TextAreaField
          label="Your reply"
          value={body}
          rows={4}
          maxLength={BODY_MAX}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <AnonymousChoice checked={isAnonymous} onChange={setAnonymous} />
        <div>
          <Button type="submit" disabled={reply.isPending}>
            Post reply
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Follow or stop following: new replies reach followers as their notification choices say. */
function FollowButton({ post }: { post: CommunityPost }) {
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
function NewDivider() {
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

/** A post and its replies; the writer edits (within the hour) or deletes, others report. */
export default function CommunityPostScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [crisisFromEdit, setCrisisFromEdit] = useState(false);
  const showCrisis =
    crisisFromEdit ||
    Boolean((location.state as { showCrisisResources?: boolean } | null)?.showCrisisResources);
  const showCrisisNow = () => {
    setCrisisFromEdit(true);
    window.scrollTo(0, 0);
  };
  const [isEditing, setEditing] = useState(false);
  const { data: post, error } = useQuery(postQuery(id));
  const { deletePost } = useCommunityMutations();
  const queryClient = useQueryClient();
  // Opening the thread marked it read: keep the divider where it was on arrival (a later refetch
  // says nothing is new), and let the group's list drop its "new" count.
  const [unread, setUnread] = useState<{ postId: string; replyId: string | null }>();
  if (post && unread?.postId !== post.id)
    setUnread({ postId: post.id, replyId: post.firstUnreadReplyId });
  const groupSlug = post?.groupSlug;
  useEffect(() => {
    if (groupSlug)
      void queryClient.invalidateQueries({
        queryKey: [...communityKeys.group(groupSlug), 'posts'],
      });
  }, [queryClient, groupSlug, id]);
  if (error)
    return (
      <Page title="Community" lead={describeError(error)}>
        <StandaloneLink to="/community">All groups</StandaloneLink>
      </Page>
    );
  if (!post) return <Page title="Community" lead="Loading the post…" />;
  return (
    <Page title={post.title}>
      {showCrisis ? <CrisisResources /> : null}
      <StandaloneLink to={`/community/groups/${post.groupSlug}`}>
        Back to {post.groupName}
      </StandaloneLink>
      <article className="grid gap-3">
        <Byline item={post} />
        {post.moderation.isHidden ? <HiddenNotice note={post.moderation.note} what="post" /> : null}
        <ModerationNotes moderation={post.moderation} what="post" />
        {isEditing ? (
          <EditPost post={post} onDone={() => setEditing(false)} onCrisis={showCrisisNow} />
        ) : (
          <PostText text={post.body} />
        )}
        <FollowButton post={post} />
        <div className="flex flex-wrap gap-2">
          <HelpedButton
            kind="post"
            id={post.id}
            helpedCount={post.helpedCount}
            helpedByYou={post.helpedByYou}
            disabled={post.author.isYou || post.moderation.isHeld || post.moderation.isHidden}
          />
          {post.canEdit && !isEditing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit post
            </Button>
          ) : null}
          {post.canDelete ? (
            <ConfirmDialog
              trigger={<Button variant="secondary">Delete post</Button>}
              title="Delete your post?"
              description="Your post and its replies are removed for everyone. This cannot be undone."
              confirmLabel="Delete post"
              onConfirm={() =>
                deletePost.mutate(post.id, {
                  onSuccess: () => void navigate(`/community/groups/${post.groupSlug}`),
                })
              }
            />
          ) : (
            <ReportButton kind="post" id={post.id} />
          )}
        </div>
      </article>
      <Section title={post.replies.length === 1 ? '1 reply' : `${post.replies.length} replies`}>
        {post.replies.length === 0 ? <p>No replies yet.</p> : null}
        <ul className="grid gap-4">
          {post.replies.map((reply) => [
            reply.id === unread?.replyId ? <NewDivider key="new" /> : null,
            <li key={reply.id}>
              <Reply reply={reply} onCrisis={showCrisisNow} />
            </li>,
          ])}
        </ul>
      </Section>
      {post.groupIsArchived ? (
        <GroupClosedNotice />
      ) : post.moderation.isHidden || post.moderation.isHeld ? null : (
        <ReplyForm post={post} />
      )}
    </Page>
  );
}
