import { Phone } from 'lucide-react';
import { EMERGENCY_FIELD_LABELS, type EmergencyProfile } from '../../../shared/emergency';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { formatDate } from '../../../shared/relative-time';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+*#]/g, '')}`;

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-wrap">{value?.trim() ? value : 'Not given'}</dd>
    </div>
  );
}

/** What a paramedic needs, readable at a glance; the same facts as the printed sheet. */
export function EmergencySheetView({ profile }: { profile: EmergencyProfile }) {
  const { recipient, profile: info } = profile;
  const name = recipientDisplayName(recipient.preferredName);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start gap-4">
        {recipient.photoUrl ? (
          <img
            src={recipient.photoUrl}
            alt={`Photo of ${name}`}
            className="border-border h-36 w-36 rounded-xl border object-cover"
          />
        ) : null}
        <div className="grid gap-1">
          <p className="text-2xl font-bold">{recipient.preferredName ?? 'Name not given'}</p>
          {recipient.dateOfBirth ? (
            <p>Born {formatDate(new Date(`${recipient.dateOfBirth}T12:00:00`))}</p>
          ) : null}
          {recipient.primaryLanguage ? <p>Speaks {recipient.primaryLanguage}</p> : null}
          <p className="font-semibold">Lives with dementia.</p>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="border-danger grid gap-0.5 rounded-xl border-4 p-3">
          <dt className="font-semibold">Allergies</dt>
          <dd>{recipient.allergies?.trim() || 'None recorded'}</dd>
        </div>
        <div className="border-border grid gap-0.5 rounded-xl border-2 p-3">
          <dt className="font-semibold">Conditions</dt>
          <dd>{recipient.conditions?.trim() || 'None recorded'}</dd>
        </div>
      </dl>
      <section aria-labelledby="sheet-medicines" className="grid gap-1">
        <h3 id="sheet-medicines" className="text-xl font-bold">
          Current medicines
        </h3>
        {profile.medications.length > 0 ? (
          <ul className="list-disc pl-6">
            {profile.medications.map((medication) => (
              <li key={`${medication.name}-${medication.dose}`}>
                {medication.name} — {medication.dose}
              </li>
            ))}
          </ul>
        ) : (
          <p>Not listed in Kinwell. Check the pill bottles.</p>
        )}
      </section>
      <dl className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(EMERGENCY_FIELD_LABELS) as (keyof typeof EMERGENCY_FIELD_LABELS)[]).map(
          (field) => (
            <Item key={field} label={EMERGENCY_FIELD_LABELS[field]} value={info[field]} />
          ),
        )}
      </dl>
      <section aria-labelledby="sheet-contacts" className="grid gap-2">
        <h3 id="sheet-contacts" className="text-xl font-bold">
          Call, in this order
        </h3>
        {profile.contacts.length === 0 ? (
          <p>No emergency contacts yet.</p>
        ) : (
          <ol className="grid gap-3">
            {profile.contacts.map((contact, index) => (
              <li key={contact.id} className="border-border grid gap-1 rounded-xl border p-3">
                <p className="font-semibold">
                  {index + 1}. {contact.name} ({contact.relationship})
                </p>
                {contact.callFor ? <p>Call for: {contact.callFor}</p> : null}
                <a
                  href={telHref(contact.phone)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
                >
                  <Phone aria-hidden="true" className="h-5 w-5" />
                  Call {contact.name}: {contact.phone}
                </a>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
