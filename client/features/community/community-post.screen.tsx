import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Page } from '../../components/ui/page';
import { GroupClosedNotice, ReportButton, WaitingPage } from './community-parts';
import { communityKeys, postQuery, useCommunityMutations } from './community.queries';
import { CrisisResources } from './crisis-resources';
import { HelpedButton, ModerationNotes } from './moderation-parts';
import { PostText } from './post-text';
import { Byline, EditPost, FollowButton, HiddenNotice, NewDivider } from './post-parts';
import { Reply, ReplyForm } from './reply-parts';

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
  if (error || !post)
    return (
      <WaitingPage
        title="Community"
        error={error}
        loading="Loading the post…"
        back={{ to: '/community', label: 'All groups' }}
      />
    );
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
