/**
 * A pure function's answers for its latest `size` distinct inputs: an input seen again costs
 * a lookup, and the oldest answer is dropped to make room.
 */
export function latestAnswers<T>(size: number, answer: (input: string) => T): (input: string) => T {
  const kept = new Map<string, T>();
  return (input) => {
    const known = kept.get(input);
    if (known !== undefined) return known;
    const fresh = answer(input);
    kept.set(input, fresh);
    const oldest = kept.keys().next();
    if (kept.size > size && !oldest.done) kept.delete(oldest.value);
    return fresh;
  };
}
