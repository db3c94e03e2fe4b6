/**
 * Reads an environment file the way systemd's `EnvironmentFile=` does, so a command run by hand
 * with the service's file gets the very values the service gets:
 * - a line whose first non-blank character is `#` or `;` is a comment; a `#` later in a line
 *   is part of the value (`PORT=3000 # web` sets "3000 # web");
 * - blanks around the key and before the value are dropped, and so are blanks ending an
 *   unquoted value;
 * - a value may start with 'single' quotes, which keep everything, or "double" ones, which keep
 *   everything but `\"`, `\\`, `` \` `` and `\$` (they lose the backslash), and go on with more
 *   quoted parts; once an unquoted character has come, quotes are plain characters;
 * - outside quotes a backslash keeps the next character;
 * - a backslash at the end of a line continues the value on the next;
 * - a line without `=`, or with a key that is not a variable name, is skipped.
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  let i = 0;
  const atEnd = () => i >= text.length;
  const isNewline = (c: string | undefined) => c === '\n' || c === '\r';
  const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

  while (!atEnd()) {
    while (isBlank(text[i]) || isNewline(text[i])) i++;
    if (atEnd()) break;
    if (text[i] === '#' || text[i] === ';') {
      skipComment();
      continue;
    }
    let key = '';
    while (!atEnd() && text[i] !== '=' && !isNewline(text[i])) key += text[i++];
    if (text[i] !== '=') continue; // no '=' on the line: skipped
    i++;
    key = key.trimEnd();
    const value = readValue();
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) values[key] = value;
  }
  return values;

  function skipComment() {
    while (!atEnd() && !isNewline(text[i])) {
      // A backslash before the end of the line carries the comment onto the next one.
      if (text[i] === '\\') i++;
      i++;
    }
  }

  /**
   * Before the value's first character, quotes open a quoted part (and after one closes, blanks
   * are skipped again); once an unquoted character has come, quotes are plain characters.
   */
  function readValue(): string {
    let value = '';
    let unquoted = false;
    // Where the unquoted blanks at the end of the value begin: those are dropped.
    let trailingBlanks: number | null = null;
    while (!atEnd() && !isNewline(text[i])) {
      const c = text[i++] as string;
      if (c === '\\') {
        // Escaped: the next character as it is, or, at the end of a line, the next line.
        if (isNewline(text[i])) i++;
        else if (!atEnd()) value += text[i++];
        unquoted = true;
        trailingBlanks = null;
      } else if (unquoted) {
        if (!isBlank(c)) trailingBlanks = null;
        else trailingBlanks ??= value.length;
        value += c;
      } else if (c === "'") {
        while (!atEnd() && text[i] !== "'") value += text[i++];
        i++;
      } else if (c === '"') {
        value += readDoubleQuoted();
      } else if (!isBlank(c)) {
        unquoted = true;
        value += c;
      }
    }
    return trailingBlanks === null ? value : value.slice(0, trailingBlanks);
  }

  function readDoubleQuoted(): string {
    let part = '';
    while (!atEnd() && text[i] !== '"') {
      const c = text[i++] as string;
      if (c !== '\\') part += c;
      else if (isNewline(text[i])) i++;
      else if ('"\\`$'.includes(text[i] ?? '')) part += text[i++];
      else part += c;
    }
    i++;
    return part;
  }
}
