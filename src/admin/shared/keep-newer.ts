/**
 * A list's answer as the screen should show it. An answer is read when its request reaches the server, so
 * one sent before a change made on this screen can arrive after it: the item the screen already holds at a
 * later revision (every write adds one) stays as it is, rather than going back to what the answer read.
 */
export function keepNewer<T extends { revision: number }>(
  answer: readonly T[],
  shown: readonly T[] | null,
  key: (item: T) => string,
): T[] {
  if (!shown?.length) return [...answer];
  const held = new Map(shown.map((item) => [key(item), item]));
  return answer.map((item) => {
    const mine = held.get(key(item));
    return mine && mine.revision > item.revision ? mine : item;
  });
}
