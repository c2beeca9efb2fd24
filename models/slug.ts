const MAX_LENGTH = 80;

/** URL slug from a title: lowercase ASCII words joined by dashes ("Canción Única!" -> "cancion-unica"). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
}
