import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { EmergencyContact } from '../../../shared/emergency';
import { emergencyApi } from '../../../shared/emergency.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { membersQuery } from '../circles/circles.queries';
import { useContactMutations } from './emergency.queries';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: describeError(error) ?? 'Please try again.',
  });

function ContactForm({
  circleId,
  contact,
  onDone,
}: {
  circleId: string;
  contact?: EmergencyContact;
  onDone: () => void;
}) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { save } = useContactMutations(circleId);
  const {
    field,
    submit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(contact ? emergencyApi.updateContact : emergencyApi.addContact, {
    defaultValues: {
      name: contact?.name ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
      relationship: contact?.relationship ?? '',
      callFor: contact?.callFor ?? '',
      memberUserId: contact?.memberUserId ?? null,
    },
  });
  const handleMember = (userId: string) => {
    const member = members.find((m) => m.userId === userId);
    setValue('memberUserId', member?.userId ?? null);
    if (!member) return;
    setValue('name', member.name);
    setValue('email', member.email);
    if (member.phoneNumber) setValue('phone', member.phoneNumber);
  };
  const handleSave = submit(async (input) => {
    await save.mutateAsync({ id: contact?.id, input });
    toast({ title: contact ? 'Contact saved' : `${input.name} was added` });
    reset();
    onDone();
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      {!contact && members.length > 0 ? (
        <SelectField
          label="Someone from your circle? (optional)"
          defaultValue=""
          onChange={(event) => handleMember(event.target.value)}
        >
          <option value="">Someone else</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="off"
        hint="Crisis alerts are emailed to contacts outside the circle."
        {...field('email')}
      />
      <TextField
        label="Who they are"
        hint="For example: Neighbour, Son, Family doctor, Hospice nurse."
        autoComplete="off"
        {...field('relationship')}
      />
      <TextField
        label="Call them for (optional)"
        hint="For example: falls at night, anything medical, if she is found outside."
        autoComplete="off"
        {...field('callFor')}
      />
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : contact ? 'Save contact' : 'Add contact'}
        </Button>
        {contact ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Add, change, remove and order the people to call. Undo is simple: add them again. */
export function ContactsEditor({
  circleId,
  contacts,
}: {
  circleId: string;
  contacts: EmergencyContact[];
}) {
  const { remove, reorder } = useContactMutations(circleId);
  const [editing, setEditing] = useState<string | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const ids = contacts.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    void reorder.mutateAsync(ids).catch(failed);
  };
  return (
    <div className="grid gap-5">
      {contacts.length > 0 ? (
        <ol className="grid gap-3" aria-label="Emergency contacts, first is called first">
          {contacts.map((contact, index) => (
            <li key={contact.id} className="border-border grid gap-3 rounded-xl border p-4">
              {editing === contact.id ? (
                <ContactForm
                  circleId={circleId}
                  contact={contact}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <>
                  <div>
                    <p className="font-semibold">
                      {index + 1}. {contact.name} ({contact.relationship})
                    </p>
                    <p>{contact.phone}</p>
                    {contact.email ? <p className="wrap-anywhere">{contact.email}</p> : null}
                    {contact.callFor ? <p>Call for: {contact.callFor}</p> : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="h-5 w-5" />
                      Call {contact.name} sooner
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === contacts.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="h-5 w-5" />
                      Call {contact.name} later
                    </Button>
                    <Button variant="secondary" onClick={() => setEditing(contact.id)}>
                      <Pencil aria-hidden="true" className="h-5 w-5" />
                      Change {contact.name}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() =>
                        void remove
                          .mutateAsync(contact.id)
                          .then(() => toast({ title: `${contact.name} was removed` }), failed)
                      }
                    >
                      <Trash2 aria-hidden="true" className="h-5 w-5" />
                      Remove {contact.name}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>No emergency contacts yet. Add the people to call first.</p>
      )}
      <h3 className="text-xl font-bold">Add a contact</h3>
      <ContactForm circleId={circleId} onDone={() => undefined} />
    </div>
  );
}
