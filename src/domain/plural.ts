/**
 * A count with its noun, in the Kiswahili order (noun, then number), choosing the noun by the count:
 * `nounCount(1, 'mwanafunzi', 'wanafunzi')` is 'mwanafunzi 1', `nounCount(3, ...)` 'wanafunzi 3'.
 * Kiswahili nouns change their class prefix in the plural (mwanafunzi/wanafunzi, mwezi/miezi),
 * so the Kiswahili catalogues name both forms.
 */
export function nounCount(count: number, one: string, many: string): string {
  return `${count === 1 ? one : many} ${count}`;
}
