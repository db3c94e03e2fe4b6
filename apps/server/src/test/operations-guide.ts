import { readFileSync } from 'node:fs';

/** docs/operations.md as an operator reads it: tests run its files and commands as written. */
export const operationsGuide = readFileSync(
  new URL('../../../../docs/operations.md', import.meta.url),
  'utf8',
);

/** The first fenced block after a heading, without its fences. */
export function blockAfter(heading: string): string {
  const from = operationsGuide.indexOf(`${heading}\n`);
  if (from === -1) throw new Error(`docs/operations.md has no heading ${heading}`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(operationsGuide.slice(from));
  if (!block?.[1]) throw new Error(`No block after ${heading}`);
  return block[1];
}

/** The guide's inline command (between backticks) that starts with these words. */
export function commandStarting(words: string): string {
  const found = operationsGuide
    .replace(/\n\s*/g, ' ')
    .match(new RegExp(`\`(${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\`]*)\``));
  if (!found?.[1]) throw new Error(`docs/operations.md has no command starting ${words}`);
  return found[1];
}
