import { expect, it } from 'vitest';
import { PERSON_NOT_FOUND, PHOTO_NOT_FOUND } from './memory-photos';
import { triggerInputSchema } from './memory-triggers';

const messageOf = (tie: object) =>
  triggerInputSchema.safeParse({ starter: 'Ask about the Palladium', tie }).error?.issues[0]
    ?.message;

it('asks for a photo or person not chosen yet, and says one that is not there is not found', () => {
  expect(messageOf({ kind: 'photo', photoId: '' })).toBe('Please choose a photo from the list');
  expect(messageOf({ kind: 'person', personId: '' })).toBe('Please choose a person from the list');
  expect(messageOf({ kind: 'photo', photoId: 'not-an-id' })).toBe(PHOTO_NOT_FOUND);
  expect(messageOf({ kind: 'person', personId: 'not-an-id' })).toBe(PERSON_NOT_FOUND);
});
