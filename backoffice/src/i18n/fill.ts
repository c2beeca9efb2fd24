/** `fill('%{n} min', { n: 3 })`: the console's placeholders, for screen strings. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
