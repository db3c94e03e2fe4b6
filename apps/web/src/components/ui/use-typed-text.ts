import { type KeyboardEvent, useState } from 'react';

/** What a field's text means: the value to hand on ('' when blank or unreadable) and why not. */
export interface Reading {
  value: string;
  problem?: string | undefined;
}

/**
 * The text of a field whose value is written in a form of the reader's own: what is typed
 * hands its reading on at once, leaving the field or pressing Enter says what is wrong with
 * it (and tidies a right one), and ArrowUp and ArrowDown step the value.
 */
export function useTypedText({
  value,
  onChange,
  show,
  read,
  step,
}: {
  value: string;
  onChange: (value: string) => void;
  show: (value: string) => string;
  read: (text: string) => Reading;
  step: (value: string, direction: 1 | -1) => string;
}) {
  const [text, setText] = useState(() => show(value));
  const [problem, setProblem] = useState<string | null>(null);
  // A value set from outside (a reset, a step button) replaces the text; the one this field
  // handed on leaves the text as typed.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (read(text).value !== value) {
      setText(show(value));
      setProblem(null);
    }
  }

  const take = (next: string) => {
    setText(next);
    const reading = read(next);
    // A problem on screen follows the typing, so it goes as soon as the text is right.
    if (problem !== null) setProblem(reading.problem ?? null);
    if (reading.value !== value) onChange(reading.value);
  };

  const check = () => {
    const reading = read(text);
    setProblem(reading.problem ?? null);
    if (!reading.problem && reading.value) setText(show(reading.value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') check();
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = step(read(text).value, event.key === 'ArrowUp' ? 1 : -1);
    setProblem(null);
    take(show(next));
  };

  return { text, problem, take, check, onKeyDown };
}
