/** Which creation tour (spec 2) and whether this browser's user dismissed it; the tour itself is a lazy chunk. */
export type TourKind = 'channel' | 'product';

/** Remembered per browser and account: a dismissed tour stays hidden on the next visit. */
export const tourStorageKey = (kind: TourKind, userId: number) => `platea.tour.${kind}.${userId}.dismissed`;

export function isTourDismissed(kind: TourKind, userId: number): boolean {
  try {
    return localStorage.getItem(tourStorageKey(kind, userId)) === '1';
  } catch {
    return false;
  }
}
