import { z } from 'zod';

/**
 * Invitation codes: 20 characters of Crockford base32 (100 random bits), shown in groups of five
 * so they can be read aloud or typed from a text message.
 */
export const INVITATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITATION_CODE_LENGTH = 20;

/** Accepts what people type: any case, spaces or dashes, and the letters O, I and L for 0 and 1. */
export function normalizeInvitationCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const formatInvitationCode = (code: string): string =>
  code.match(/.{1,5}/g)?.join('-') ?? code;

export const invitationCodeSchema = z
  .string({ error: 'Please enter the invitation code' })
  .max(64, 'That invitation code is not right. Please check it and try again.')
  .transform(normalizeInvitationCode)
  .pipe(
    z
      .string()
      .length(
        INVITATION_CODE_LENGTH,
        'That invitation code is not right. Please check it and try again.',
      )
      .regex(
        new RegExp(`^[${INVITATION_CODE_ALPHABET}]+$`),
        'That invitation code is not right. Please check it and try again.',
      ),
  );
