/** Where an item sits: its parent (`null` for the root) and its index among the siblings. */
export type TreePosition = { parentId: string | null; index: number };

type Node = { id: string; children?: Node[] };

function withChildren<T extends Node>(
  items: T[],
  parentId: string | null,
  update: (children: T[]) => T[],
): T[] {
  if (parentId === null) {
    return update(items);
  }
  return items.map((item) => {
    if (item.id === parentId) {
      return { ...item, children: update((item.children ?? []) as T[]) };
    }
    return item.children
      ? { ...item, children: withChildren(item.children as T[], parentId, update) }
      : item;
  });
}

function findItem<T extends Node>(items: T[], itemId: string): T | undefined {
  for (const item of items) {
    if (item.id === itemId) {
      return item;
    }
    const found = item.children && findItem(item.children as T[], itemId);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/**
 * Applies a move reported by `onItemPositionChange` to your own items, without mutating them:
 * remove the item at `oldPosition`, then insert it at `newPosition`, as the tree does.
 */
export function moveItem<T extends Node>(
  items: T[],
  itemId: string,
  oldPosition: TreePosition,
  newPosition: TreePosition,
): T[] {
  const moved = findItem(items, itemId);
  if (!moved) {
    return items;
  }
  const removed = withChildren(items, oldPosition.parentId, (children) =>
    children.filter((child) => child.id !== itemId),
  );
  return withChildren(removed, newPosition.parentId, (children) => [
    ...children.slice(0, newPosition.index),
    moved,
    ...children.slice(newPosition.index),
  ]);
}
