import { expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

it('trims the email and accepts a register form without a phone number', () => {
  const parsed = registerSchema.parse({
    name: '  Ada  ',
    email: ' ada@example.com ',
    password: 'secret1',
    role: 'family',
  });
  expect(parsed).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'secret1',
    role: 'family',
  });
});

it('uses the spec messages', () => {
  expect(firstMessage(loginSchema.safeParse({ email: 'x', password: 'p' }))).toBe(
    'Please enter a valid email',
  );
  expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
    'Password is required',
  );
  expect(
    firstMessage(
      registerSchema.safeParse({ name: 'Al', email: 'a@b.co', password: 'secret', role: '' }),
    ),
  ).toBe('Please select your role');
});
