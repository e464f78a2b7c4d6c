import { CONTROL_CHARACTER } from "@portal/domain/formats";

/** Where a value sits: its key and its parent's place (a linked list, so nesting costs no copies). */
type Place = { key: string; parent: Place } | null;

const fieldName = (place: Place): string => {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.unshift(p.key);
  return keys.join(".") || "_";
};

/**
 * The field (`a.0.b`, as the errors plugin names fields) of the first string holding a control
 * character. Iterative and linear in the size of the value, so a deeply nested body cannot overflow
 * the stack.
 */
export function findControlCharacter(value: unknown): string | undefined {
  const pending: Array<[unknown, Place]> = [[value, null]];
  while (pending.length > 0) {
    const [item, place] = pending.pop()!;
    if (typeof item === "string") {
      if (CONTROL_CHARACTER.test(item)) return fieldName(place);
    } else if (item !== null && typeof item === "object") {
      // Reversed so that the first key is looked at first.
      for (const [key, child] of Object.entries(item).reverse()) pending.push([child, { key, parent: place }]);
    }
  }
  return undefined;
}
