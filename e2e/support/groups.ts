/**
 * Splits a list into groups of `size` (the last may be shorter), for specs that check many public
 * pages one after another in one browser page: a test's fresh browser context costs about a core
 * second on a 2-core machine, as much as the page it opens.
 */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    groups.push(items.slice(start, start + size));
  return groups;
}
