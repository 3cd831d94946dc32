import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  BLOOD_TYPES,
  EMERGENCY_FIELD_LABELS,
  type EmergencyProfile,
  emergencyProfileUpdateSchema,
} from '../../../shared/emergency';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
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

type Input = z.input<typeof emergencyProfileUpdateSchema>;
type Output = z.output<typeof emergencyProfileUpdateSchema>;

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
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(emergencyProfileUpdateSchema),
    defaultValues: {
      ...Object.fromEntries(
        Object.entries(profile.profile).map(([key, value]) => [key, value ?? '']),
      ),
      bloodType: profile.profile.bloodType as Input['bloodType'],
    },
  });
  const handleSave = handleSubmit(async ({ bloodType, ...rest }) => {
    try {
      await update.mutateAsync({ ...rest, bloodType: bloodType ?? null });
      toast({ title: 'Emergency profile saved' });
    } catch (error) {
      setError('root', {
        message: describeError(error) ?? 'We could not save it. Please try again.',
      });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <SelectField
        label={EMERGENCY_FIELD_LABELS.bloodType}
        error={errors.bloodType?.message}
        {...register('bloodType', { setValueAs: (value: string) => value || null })}
      >
        <option value="">Not given</option>
        {BLOOD_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      {(Object.keys(HINTS) as (keyof typeof HINTS)[]).map((field) => (
        <TextAreaField
          key={field}
          label={EMERGENCY_FIELD_LABELS[field]}
          hint={HINTS[field]}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
      {errors.root ? (
        <p role="alert" className="text-danger font-medium">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save emergency profile'}
        </Button>
      </div>
    </form>
  );
}
