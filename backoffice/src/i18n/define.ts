/**
 * A feature's own messages, kept next to its screens (one folder per resource) so that features do not all
 * edit one catalogue. English is the catalogue; es and pt must have exactly its keys (the type check fails on
 * a missing or extra key). Each language's files are merged into its locale chunk (locale-{en,es,pt}.ts).
 * Keys follow react-admin's layout: resources.<resource>.fields.* for labels, ADMIN.<FEATURE>.* for ours.
 */
export type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of message trees; a key defined twice with a text is a mistake and throws. */
export function mergeMessages(target: Tree, source: object, path = ''): Tree {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    const existing = out[key];
    if (isTree(value) && (existing === undefined || isTree(existing))) {
      out[key] = mergeMessages(existing ?? {}, value, here);
    } else if (existing !== undefined) {
      throw new Error(`Message key defined twice: ${here}`);
    } else {
      out[key] = value;
    }
  }
  return out;
}
