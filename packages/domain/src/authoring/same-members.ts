/** Whether `given` names each of `stored` exactly once and nothing else (a whole new order of a list). */
export const sameMembers = (given: readonly string[], stored: readonly string[]) =>
  given.length === stored.length && new Set(given).size === given.length && stored.every((id) => given.includes(id));
