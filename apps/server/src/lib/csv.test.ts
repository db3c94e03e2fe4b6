import { describe, expect, it } from 'vitest';
import { csvFile } from './csv';

/** The file without its byte order mark, split into its CRLF-ended lines. */
const linesOf = (file: string) => file.slice(1).split('\r\n');

describe('a CSV file (RFC 4180)', () => {
  it('starts with a byte order mark and ends every record with CRLF', () => {
    const file = csvFile(
      ['name', 'price'],
      [
        ['Fade', '25.00'],
        ['Parta', '15.00'],
      ],
    );
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.slice(1)).toBe('name,price\r\nFade,25.00\r\nParta,15.00\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    const file = csvFile(
      ['a', 'b', 'c', 'd'],
      [['Aho, Jaana', 'Sanoi "moi"', 'rivi\nkaksi', 'x\ry']],
    );
    expect(linesOf(file)[1]).toBe('"Aho, Jaana","Sanoi ""moi""","rivi\nkaksi","x\ry"');
  });

  it('writes nothing for a missing value, numbers and booleans as they are', () => {
    const file = csvFile(['a', 'b', 'c', 'd', 'e'], [[null, undefined, 3, -2.5, true]]);
    expect(linesOf(file)[1]).toBe(',,3,-2.5,true');
  });

  it('keeps Finnish and other letters as they are', () => {
    const file = csvFile(['nimi'], [['Äijä Öhman, Åbo']]);
    expect(linesOf(file)[1]).toBe('"Äijä Öhman, Åbo"');
  });

  it('turns a cell a spreadsheet would run as a formula into text with a leading apostrophe', () => {
    const file = csvFile(
      ['x'],
      [
        ['=HYPERLINK("http://evil.example","klikkaa")'],
        ['+1+1'],
        ['-2+3'],
        ['@SUM(A1)'],
        ['\tpiilossa'],
        ['\rpiilossa'],
      ],
    );
    expect(linesOf(file).slice(1, 7)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""klikkaa"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tpiilossa",
      `"'\rpiilossa"`,
    ]);
  });

  it('leaves plain numbers written as text alone, signs and phones included', () => {
    const file = csvFile(['x'], [['-5'], ['-12.50'], ['+358401234567']]);
    expect(linesOf(file).slice(1, 4)).toEqual(['-5', '-12.50', '+358401234567']);
  });

  it('guards the header row too', () => {
    expect(linesOf(csvFile(['=1+1'], []))).toEqual(["'=1+1", '']);
  });
});
