import type { z } from 'zod';
import {
  BLOOD_TYPES,
  EMERGENCY_FIELD_LABELS,
  type EmergencyProfile,
} from '../../../shared/emergency';
import { emergencyApi } from '../../../shared/emergency.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { useUpdateEmergencyProfile } from './emergency.queries';

const HINTS = {
  doctors: 'Names and phone numbers, e.g. “Dr. Chen (family doctor) 555-0100”.',
  hospitalPreference: 'Which hospital, and why (their records are there, it is close).',
  insurance: 'Medicare number, plan names. Where the cards are kept.',
  advanceDirectiveLocation: 'Where the DNR or POLST form is, e.g. “on the fridge, red envelope”.',
  baselineAbilities: 'What they can do on a good day: “recognises family, walks with a cane”.',
  communicationTips: 'How to talk with them: “speak slowly, face her, use her name”.',
  physicalDescription: 'For a missing-person report: height, build, hair, glasses, usual clothes.',
} as const;

type Input = z.input<typeof emergencyApi.updateProfile.body>;

/** The Vial of Life fields; conditions and allergies are on the care recipient's profile. */
export function EmergencyProfileForm({
  circleId,
  profile,
}: {
  circleId: string;
  profile: EmergencyProfile;
}) {
  const update = useUpdateEmergencyProfile(circleId);
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm(emergencyApi.updateProfile, {
    defaultValues: {
      ...Object.fromEntries(
        Object.entries(profile.profile).map(([key, value]) => [key, value ?? '']),
      ),
      bloodType: profile.profile.bloodType as Input['bloodType'],
    },
  });
  const handleSave = submit(async ({ bloodType, ...rest }) => {
    await update.mutateAsync({ ...rest, bloodType: bloodType ?? null });
    toast({ title: 'Emergency profile saved' });
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <SelectField
        label={EMERGENCY_FIELD_LABELS.bloodType}
        {...field('bloodType', { setValueAs: (value: string) => value || null })}
      >
        <option value="">Not given</option>
        {BLOOD_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      {(Object.keys(HINTS) as (keyof typeof HINTS)[]).map((name) => (
        <TextAreaField
          key={name}
          label={EMERGENCY_FIELD_LABELS[name]}
          hint={HINTS[name]}
          {...field(name)}
        />
      ))}
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save emergency profile'}
        </Button>
      </div>
    </form>
  );
}
