import { describe, expect, it } from 'vitest';
import { callNumbersIn } from './call-numbers';

describe('the numbers an answer may be called from', () => {
  it('lists the known numbers an answer names, in order of first mention', () => {
    expect(
      callNumbersIn(
        'Call Poison Help at 1-800-222-1222. If they are unwell, call 911. Call 911 again, or 988.',
        '911',
      ),
    ).toEqual([
      { number: '1-800-222-1222', label: 'Call Poison Help 1-800-222-1222' },
      { number: '911', label: 'Call 911' },
      { number: '988', label: 'Call 988' },
    ]);
  });

  it('never lists a number it does not know, nor one inside another', () => {
    expect(callNumbersIn('Ring our office on 555-0100 or 1-800-555-0199.', '911')).toEqual([]);
    expect(callNumbersIn('Room 1911, extension 911-2, $988.50', '911')).toEqual([]);
  });

  it('uses the configured emergency number, once', () => {
    expect(callNumbersIn('Call 112 now. Call 911 in the US.', '112')).toEqual([
      { number: '112', label: 'Call 112' },
    ]);
    expect(callNumbersIn('Call or text 988.', '988')).toEqual([
      { number: '988', label: 'Call 988' },
    ]);
  });
});
