import { describe, expect, it } from 'vitest';
import { layOutBidiText, type TextMeasure } from './bidi-layout';

/** Every letter 10 wide; the direction fontkit finds from a run's first letter. */
const measure: TextMeasure = {
  widthOf: (text) => [...new Intl.Segmenter().segment(text)].length * 10,
  directionOf: (text) => {
    const letter = [...text].find((char) => !/[\p{Script=Common}\p{Script=Inherited}]/u.test(char));
    return letter && /[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(letter) ? 'rtl' : 'ltr';
  },
};

const layOut = (text: string, width = 1000) =>
  layOutBidiText([{ text, weight: 'regular' }], width, measure);
/** Each line as drawn from left to right, run by run. */
const drawn = (text: string, width?: number) =>
  layOut(text, width).map((line) => line.runs.map((run) => run.text));

describe('laying out right-to-left text', () => {
  it('orders a line as it is read: Hebrew from the right, numbers and Latin left to right', () => {
    expect(drawn('סבתא בגינה, 1962')).toEqual([['1962', 'סבתא בגינה, ']]);
    const [line] = layOut('סבתא בגינה, 1962');
    expect(line).toMatchObject({ isRightToLeft: true, width: 160 });
    expect(line!.runs.map((run) => run.x)).toEqual([0, 40]);
    // A Latin line keeps its words' order around a Hebrew phrase, whose brackets are mirrored.
    expect(drawn('Grandma ואני 1962 (בגינה)')).toEqual([
      ['Grandma ', '(', 'בגינה', ')', ' ', '1962', 'ואני '],
    ]);
    expect(layOut('Grandma ואני')[0]!.isRightToLeft).toBe(false);
  });

  it('keeps Arabic-Indic digits in order and an Arabic run whole, to be shaped', () => {
    const [line] = layOut('جدتي في حديقتها سنة ١٩٦٢');
    // fontkit reverses a run it finds Arabic; digits are reversed first so they come out in order.
    expect(line!.runs.map((run) => [run.text, run.written])).toEqual([
      ['٢٦٩١', '١٩٦٢'],
      ['جدتي في حديقتها سنة ', 'جدتي في حديقتها سنة '],
    ]);
  });

  it('wraps at spaces, breaks a word too long for the line, and starts each paragraph anew', () => {
    expect(drawn('אבג דהו זחט', 75)).toEqual([['אבג דהו'], ['זחט']]);
    expect(drawn('abcdefghij', 45)).toEqual([['abcd'], ['efgh'], ['ij']]);
    const lines = layOut('שלום\nHello, שלום');
    expect(lines.map((line) => line.isRightToLeft)).toEqual([true, false]);
    expect(lines.map((line) => line.runs.map((run) => run.text))).toEqual([
      ['שלום'],
      ['Hello, ', 'שלום'],
    ]);
    expect(drawn('שלום\r\nHello')).toEqual([['שלום'], ['Hello']]);
    expect(drawn('שלום\n\nHello')).toEqual([['שלום'], [], ['Hello']]);
  });
});
