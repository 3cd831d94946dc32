import { describe, expect, it } from 'vitest';
import { type PhotoToName, photoName, photoNames } from './memory-photos-basics';

const photo = (details: Partial<PhotoToName> = {}): PhotoToName => ({
  caption: null,
  place: null,
  people: [],
  year: null,
  isDecade: false,
  takenOn: null,
  ...details,
});
const rosa = { name: 'Rosa' };
const ben = { name: 'Ben' };
const joe = { name: 'Joe' };

describe('the names of a family’s photos', () => {
  it('are the caption, else who is in it, else where and when, else the photo’s place in the list', () => {
    expect(
      photoNames([
        photo({ caption: '  Our wedding day ', people: [rosa, ben] }),
        photo({ people: [rosa, ben] }),
        photo({ people: [rosa, joe, ben] }),
        photo({ place: 'At the lake', takenOn: '1998-06-21' }),
        photo({ takenOn: '1998-07-02', year: 1998 }),
        photo({ year: 1962 }),
        photo({ year: 1960, isDecade: true }),
        photo({ place: 'Porto', year: 1960, isDecade: true }),
        photo({ place: 'Grandma’s kitchen' }),
        photo({ caption: '   ' }),
      ]),
    ).toEqual([
      'Our wedding day',
      'Rosa and Ben',
      'Rosa, Joe and Ben',
      'At the lake, June 1998',
      'July 1998',
      '1962',
      'The 1960s',
      'Porto, the 1960s',
      'Grandma’s kitchen',
      'Photo 10',
    ]);
  });

  it('put who is in it before the caption when asked (the games’ cards)', () => {
    expect(
      photoNames([photo({ caption: 'Our wedding day', people: [rosa, ben] })], { lead: 'people' }),
    ).toEqual(['Rosa and Ben']);
  });

  it('are never the same twice in one list', () => {
    const names = photoNames([
      photo(),
      photo({ people: [rosa] }),
      photo(),
      photo({ people: [rosa] }),
      photo({ people: [rosa] }),
      photo({ caption: 'Rosa (2)' }),
      photo({ caption: 'Photo 1' }),
      photo({ takenOn: '1998-06-21' }),
      photo({ takenOn: '1998-06-30' }),
    ]);
    expect(names).toEqual([
      'Photo 1',
      'Rosa',
      'Photo 3',
      'Rosa (3)',
      'Rosa (4)',
      'Rosa (2)',
      'Photo 1 (2)',
      'June 1998',
      'June 1998 (2)',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('tell four photos with nothing written on them apart', () => {
    const names = photoNames([photo(), photo(), photo(), photo()]);
    expect(names).toEqual(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4']);
  });
});

describe('the name of a photo shown on its own', () => {
  it('is its caption, else who is in it, else where and when, else “A family photo”', () => {
    expect(photoName(photo({ caption: 'Our wedding day', people: [rosa] }))).toBe(
      'Our wedding day',
    );
    expect(photoName(photo({ people: [rosa, ben] }))).toBe('Rosa and Ben');
    expect(photoName(photo({ place: 'At the lake', takenOn: '1998-06-21' }))).toBe(
      'At the lake, June 1998',
    );
    expect(photoName(photo({ caption: '  ' }))).toBe('A family photo');
  });
});
