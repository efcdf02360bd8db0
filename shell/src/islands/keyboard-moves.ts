/**
 * Where the arrow keys, Home and End take focus in a list of peers (a menu's items, the FAQ's
 * questions): the next or the previous, wrapping at either end, the first or the last. From
 * outside the list (`current` none of them, e.g. the menu itself), ArrowDown goes to the first and
 * ArrowUp to the last. Undefined for any other key.
 */
export function moveFocusTarget(
  key: string,
  peers: readonly HTMLElement[],
  current: Element | null,
): HTMLElement | undefined {
  const index = peers.findIndex((peer) => peer === current);
  const last = peers.length - 1;
  const targets: Record<string, number> = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const target = targets[key];
  return target === undefined ? undefined : peers[target];
}
