import { useQuery } from '@tanstack/react-query';
import { Phone, Users } from 'lucide-react';
import { Link } from 'react-router';
import {
  COMMUNITY_GROUP_KIND_LABELS,
  COMMUNITY_GROUP_KINDS,
  COMMUNITY_NAME_MAX,
  type CommunityProfile,
} from '../../../shared/community';
import { communityApi } from '../../../shared/community.contract';
import { ExternalLink, PhoneLink, StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import {
  communityProfileQuery,
  groupsQuery,
  searchQuery,
  useCommunityMutations,
} from './community.queries';
import { SuspensionNotice, WarningNotice } from './moderation-parts';
import { authorLabel, formatWhen, GuidelinesList, TitleLink } from './community-parts';
import { WordSearch } from './word-search';

/** The name others see: first name and initial until the person chooses another. */
function CommunityName() {
  const { data: profile } = useQuery(communityProfileQuery());
  if (!profile) return null;
  return <CommunityNameForm key={profile.communityName} profile={profile} />;
}

function CommunityNameForm({ profile }: { profile: CommunityProfile }) {
  const { saveName } = useCommunityMutations();
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(communityApi.saveProfile, {
    defaultValues: { communityName: profile.communityName },
  });
  const handleSave = submit(async ({ communityName }) => {
    await saveName.mutateAsync(communityName);
    toast({ title: 'Your community name is saved', variant: 'success' });
  });
  return (
    <Section
      title="Your community name"
      intro={`Other members see this name, not your account’s. Until you change it, it is your first name and initial (${profile.defaultName}).`}
    >
      <form onSubmit={handleSave} className="grid gap-3 sm:max-w-md" noValidate>
        <TextField
          label="Community name"
          maxLength={COMMUNITY_NAME_MAX}
          error={errors.communityName?.message}
          {...register('communityName')}
        />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={saveName.isPending}>
            Save name
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Search every group's posts by their words. */
function Search() {
  return (
    <WordSearch
      title="Search the groups"
      hint="Only posts in the community are searched, never your family’s records."
      search={searchQuery}
      itemsOf={(data) => data.posts}
      noun={{ one: 'post', many: 'posts' }}
      show={(post) => (
        <Card className="grid gap-1">
          <TitleLink to={`/community/posts/${post.id}`} title={post.title} />
          <p className="text-fg-muted">
            {post.groupName} · {authorLabel(post.author)} · {formatWhen(post.createdAt)}
          </p>
          <p className="break-words">{post.excerpt}</p>
        </Card>
      )}
    />
  );
}

function Groups() {
  const { data, isPending, error } = useQuery(groupsQuery());
  if (isPending) return <p>Loading the groups…</p>;
  if (error || !data)
    return <p role="alert">{describeError(error) ?? 'The groups could not be loaded.'}</p>;
  // Closed groups are offered to nobody; their members find them apart, to read (decision 059).
  const open = data.groups.filter((group) => !group.isArchived);
  const closed = data.groups.filter((group) => group.isArchived);
  return (
    <>
      {COMMUNITY_GROUP_KINDS.map((kind) => (
        <Section key={kind} title={`Groups ${COMMUNITY_GROUP_KIND_LABELS[kind].toLowerCase()}`}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {open
              .filter((group) => group.kind === kind)
              .map((group) => (
                <li key={group.id} className="grid">
                  <Card className="grid content-start gap-2">
                    <TitleLink to={`/community/groups/${group.slug}`} title={group.name} />
                    <p>{group.purpose}</p>
                    <p className="text-fg-muted">
                      {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`}
                      {group.isMember ? ' · You joined' : ''}
                    </p>
                  </Card>
                </li>
              ))}
          </ul>
        </Section>
      ))}
      {closed.length > 0 ? (
        <Section
          title="Closed groups you were in"
          intro="Moderators closed these groups to new posts. You can still read their conversations."
        >
          <ul className="grid gap-3">
            {closed.map((group) => (
              <li key={group.id}>
                <Link
                  to={`/community/groups/${group.slug}`}
                  className="text-lg underline underline-offset-4"
                >
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

/** A moderator's pause on posting or latest warning, where the member lands (decision 050). */
function ModeratorMessages() {
  const { data: profile } = useQuery(communityProfileQuery());
  if (!profile) return null;
  return (
    <>
      <SuspensionNotice profile={profile} />
      <WarningNotice profile={profile} />
    </>
  );
}

/** Moderated support groups where caregivers and family members post and reply (decision 045). */
export default function CommunityScreen() {
  return (
    <Page
      title="Community"
      lead="Support groups for families like yours: ask, share what helped, and hear from people who have been there. Moderators look after every group."
    >
      <ModeratorMessages />
      <Section
        title="Ask an expert"
        intro="Ask Kinwell’s experts a question, publicly or privately, and read the answers they gave other families."
      >
        <StandaloneLink to="/community/questions">
          Ask an expert or read their answers
        </StandaloneLink>
      </Section>
      <Search />
      <Groups />
      <CommunityName />
      <Section
        title="Community guidelines"
        intro="Every Kinwell group is moderated. These rules keep it a safe place; you accept them once, before your first post."
      >
        <GuidelinesList />
      </Section>

      <Section title="More places to find other families">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="grid">
            <Card className="grid content-start gap-2">
              <h3 className="flex items-center gap-3 text-lg font-bold">
                <Users aria-hidden="true" className="text-accent h-6 w-6 shrink-0" />
                <span>ALZConnected</span>
              </h3>
              <p>
                The Alzheimer&rsquo;s Association&rsquo;s free online community. Post questions and
                read what other caregivers have learned, any time of day.
              </p>
              <p>
                <ExternalLink href="https://www.alzconnected.org/" standalone>
                  Visit alzconnected.org
                </ExternalLink>
              </p>
            </Card>
          </li>
          <li className="grid">
            <Card className="grid content-start gap-2">
              <h3 className="flex items-center gap-3 text-lg font-bold">
                <Phone aria-hidden="true" className="text-accent h-6 w-6 shrink-0" />
                <span>A support group near you</span>
              </h3>
              <p>
                Call the Alzheimer&rsquo;s Association 24/7 Helpline and ask for caregiver support
                groups in your area, in person or online.
              </p>
              <p>
                <PhoneLink number="1-800-272-3900" standalone label="Call 1-800-272-3900" />
              </p>
            </Card>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
