import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { COMMUNITY_GROUP_KIND_LABELS, COMMUNITY_GROUP_KINDS } from '../../../shared/community';
import {
  COMMON_GROUP_RULES,
  GROUP_PURPOSE_MAX,
  GROUP_PURPOSE_MIN,
  GROUP_RULE_MAX,
  GROUP_RULES_MAX,
  type GroupInput,
  type StaffGroup,
} from '../../../shared/community-groups';
import { communityGroupsApi } from '../../../shared/community-groups.contract';
import { formatDate } from '../../../shared/relative-time';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { ApiError, describeError } from '../../lib/api';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { staffGroupsQuery, useGroupMutations } from './groups.queries';
import { StaffConsole } from '../staff/staff-console.part';

/** The group as the form holds it: the kind chosen or not yet, the rules one a line. */
interface GroupDraft {
  name: string;
  kind: StaffGroup['kind'] | '';
  purpose: string;
  rules: string;
}

const EMPTY: GroupDraft = { name: '', kind: '', purpose: '', rules: COMMON_GROUP_RULES.join('\n') };

/** One rule a line in the form; blank lines are left out. */
const toBody = ({ kind, rules, ...texts }: GroupDraft): GroupInput => ({
  ...texts,
  kind: (kind || undefined) as GroupInput['kind'],
  rules: rules
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** What is wrong with the rules: with the rule's number when it is about one of them. */
function rulesMessage(errors: FieldErrors<GroupDraft>['rules'] | undefined) {
  if (!errors) return undefined;
  if (errors.message) return errors.message;
  const [index, rule] = Object.entries(errors as object).find(
    (entry): entry is [string, FieldError] => /^\d+$/.test(entry[0]),
  ) ?? ['', undefined];
  return rule?.message ? `Rule ${Number(index) + 1}: ${rule.message}` : undefined;
}

/**
 * Creating a group (with its kind) or changing one (name, purpose and rules): checked with the
 * new group's schema, the kind of a group being changed kept as it is, each error next to its
 * field.
 */
function GroupForm({ group, onDone }: { group?: StaffGroup; onDone?: () => void }) {
  const { create, edit } = useGroupMutations();
  const {
    register,
    submit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(communityGroupsApi.create, {
    defaultValues: group
      ? {
          name: group.name,
          kind: group.kind,
          purpose: group.purpose,
          rules: group.rules.join('\n'),
        }
      : EMPTY,
    toBody,
  });

  const handleSubmit = submit(async (body) => {
    try {
      if (group) {
        const { kind: _kind, ...changes } = body;
        const saved = await edit.mutateAsync({ id: group.id, input: changes });
        toast({ title: `“${saved.name}” is saved`, variant: 'success' });
        onDone?.();
      } else {
        const created = await create.mutateAsync(body);
        toast({
          title: `“${created.name}” is open`,
          description: 'Members can find it in the community and join it now.',
          variant: 'success',
        });
        reset(EMPTY);
      }
    } catch (failure) {
      // A name another group has (in any case, closed groups too) belongs next to the name.
      if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
      setError('name', { message: describeError(failure) });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-2xl gap-4">
      <TextField
        label="Name"
        autoComplete="off"
        hint={
          group
            ? `Its address stays /community/groups/${group.slug}, so links keep working.`
            : 'Members see it in the list of groups. The group’s address is made from it and never changes.'
        }
        error={errors.name?.message}
        {...register('name')}
      />
      {group ? null : (
        <SelectField
          label="Kind"
          hint="Where members find it. It cannot be changed later."
          error={errors.kind?.message}
          {...register('kind')}
        >
          <option value="">Choose a kind</option>
          {COMMUNITY_GROUP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {COMMUNITY_GROUP_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Purpose: who the group is for"
        hint={`${GROUP_PURPOSE_MIN} to ${GROUP_PURPOSE_MAX} characters. Members read it in the list and on the group’s page.`}
        error={errors.purpose?.message}
        {...register('purpose')}
      />
      <TextAreaField
        label="Rules, one a line"
        hint={`Up to ${GROUP_RULES_MAX} rules of at most ${GROUP_RULE_MAX} characters each. Members read them on the group’s page.`}
        rows={6}
        error={rulesMessage(errors.rules)}
        {...register('rules')}
      />
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {group ? 'Save changes' : 'Create the group'}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function GroupItem({ group }: { group: StaffGroup }) {
  const { archive } = useGroupMutations();
  const [isEditing, setEditing] = useState(false);
  const isClosed = group.archivedAt !== null;
  const setArchived = (archived: boolean) =>
    archive.mutate(
      { id: group.id, archived },
      {
        onSuccess: () =>
          toast({
            title: archived ? `“${group.name}” is closed` : `“${group.name}” is open again`,
            description: archived
              ? 'It has left the list of groups. Its members can still read it; nobody can post, reply or join.'
              : 'Members find it in the list again, and can post, reply and join.',
            variant: 'success',
          }),
        onError: (failure) =>
          toast({
            title: 'That did not work',
            description: describeError(failure),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card className="grid gap-3">
      <h3 className="text-xl font-bold [overflow-wrap:anywhere]">{group.name}</h3>
      <p className="text-fg-muted [overflow-wrap:anywhere]">
        {COMMUNITY_GROUP_KIND_LABELS[group.kind]} · /community/groups/{group.slug} ·{' '}
        {group.isMadeByStaff ? 'made by staff' : 'one of the first groups'}
      </p>
      <p>
        {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`} ·{' '}
        {group.postCount === 1 ? '1 post' : `${group.postCount} posts`}
        {isClosed && group.archivedAt
          ? ` · Closed on ${formatDate(new Date(group.archivedAt))}`
          : ''}
      </p>
      {isEditing ? (
        <GroupForm group={group} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="[overflow-wrap:anywhere]">{group.purpose}</p>
          <ul className="grid list-disc gap-1 pl-6 [overflow-wrap:anywhere]">
            {group.rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> {group.name}</span>
            </Button>
            {isClosed ? (
              <Button onClick={() => setArchived(false)} disabled={archive.isPending}>
                Open again<span className="sr-only">: {group.name}</span>
              </Button>
            ) : (
              <Button
                variant="danger"
                onClick={() => setArchived(true)}
                disabled={archive.isPending}
              >
                Close to new posts<span className="sr-only">: {group.name}</span>
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}

function GroupList() {
  const { data, error } = useQuery(staffGroupsQuery());
  if (error) return <p role="alert">{describeError(error)}</p>;
  if (!data) return <p role="status">Loading the groups…</p>;
  const open = data.groups.filter((group) => group.archivedAt === null);
  const closed = data.groups.filter((group) => group.archivedAt !== null);
  return (
    <>
      <Section
        title="Open groups"
        intro="In the order members see them. Closing a group takes it out of the list: its members can still read it, and nobody can post, reply or join until it is opened again."
      >
        <ul className="grid gap-4">
          {open.map((group) => (
            <li key={group.id}>
              <GroupItem group={group} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Closed groups"
        intro="Nothing in them is deleted. Opening one again gives it back as it was."
      >
        {closed.length === 0 ? (
          <p>No group is closed.</p>
        ) : (
          <ul className="grid gap-4">
            {closed.map((group) => (
              <li key={group.id}>
                <GroupItem group={group} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** /staff/community/groups: moderators create, change, close and reopen the groups (decision 059). */
export default function StaffCommunityGroupsScreen() {
  return (
    <StaffConsole
      title="Community groups"
      right="community.moderate"
      lead="Create support groups, change their name, purpose and rules, close a group to new posts or open it again. Every change is recorded."
    >
      {() => (
        <>
          <StandaloneLink to="/staff/community">Back to the moderation queue</StandaloneLink>
          <Section title="Create a group">
            <GroupForm />
          </Section>
          <GroupList />
        </>
      )}
    </StaffConsole>
  );
}
