import { describe, expect, it } from 'vitest';
import { parseEnvironmentFile } from './environment-file';

describe("reading an environment file as systemd's EnvironmentFile= does", () => {
  it('skips comment lines and keeps a # inside a value', () => {
    expect(
      parseEnvironmentFile('# a comment\n; another\n  # indented\nPORT=3000 # web port\n'),
    ).toEqual({ PORT: '3000 # web port' });
  });

  it('drops blanks around the key and the unquoted value, keeps blanks inside it', () => {
    expect(parseEnvironmentFile('  HOST =   127.0.0.1   \nMAIL_FROM=Jono <a@b.fi>\t\n')).toEqual({
      HOST: '127.0.0.1',
      MAIL_FROM: 'Jono <a@b.fi>',
    });
  });

  it('takes quotes off a value that starts with them, and keeps quotes inside a plain value', () => {
    expect(
      parseEnvironmentFile(
        `A='it''s'\nB="say \\"hi\\" \\$HOME \\n"\nC="  padded  "\nD=one"two"\nE=\nF="two" 'three'\n`,
      ),
    ).toEqual({
      A: 'its',
      B: 'say "hi" $HOME \\n',
      C: '  padded  ',
      D: 'one"two"',
      E: '',
      F: 'twothree',
    });
  });

  it('continues a value after a backslash at the end of a line', () => {
    expect(parseEnvironmentFile('LIST=one,\\\ntwo\nX=a\\ b\n')).toEqual({
      LIST: 'one,two',
      X: 'a b',
    });
  });

  it('skips lines without = and keys that are not variable names', () => {
    expect(parseEnvironmentFile('export\njust words\n1BAD=x\nBAD-KEY=y\nGOOD=1')).toEqual({
      GOOD: '1',
    });
    const parsed = parseEnvironmentFile('__proto__=z\n');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.keys(parsed)).toEqual(['__proto__']);
  });
});
