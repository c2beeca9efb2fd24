/**
 * Path of a product's form in each console (spec 2 routes). Apart from the form's steps (./steps): the product
 * lists, first screens of the consoles, link to the form without loading them.
 */
export function editorPath(
  area: 'account' | 'manage',
  p: { type: string; slug: string | null; id: number; channel?: { slug: string | null; id: number } | null },
): string {
  const slug = encodeURIComponent(p.slug ?? String(p.id));
  const kind = p.type === 'course' ? 'courses' : p.type === 'master' ? 'masters' : 'products';
  if (area === 'manage') return `/${kind}/${slug}`;
  const channel = encodeURIComponent(p.channel?.slug ?? String(p.channel?.id ?? ''));
  return `/channels/${channel}/${kind}/${slug}`;
}
