import type { Locator, Page } from '@playwright/test';

/** /courses/{slug}/lessons/{id}: the video, the watched mark, the notes, the rating. */
export class LessonPage {
  constructor(private readonly page: Page) {}

  /** Waits until the island holding `part` is hydrated (client:visible ones hydrate once scrolled to). */
  async hydrated(part: Locator): Promise<void> {
    await part.scrollIntoViewIfNeeded();
    await this.page.locator('astro-island:not([ssr])', { has: part }).waitFor({ state: 'attached' });
  }

  get video(): Locator {
    return this.page.locator('video');
  }

  /** A lesson held live, without a video: the way into its session, in the player's place. */
  get liveSession(): Locator {
    return this.page.getByRole('region', { name: 'Esta lección se imparte en directo' });
  }

  get watched(): Locator {
    return this.page.getByRole('checkbox', { name: 'Lección vista' });
  }

  /** What the watched mark says after a change (saved, or why it failed). */
  get watchedStatus(): Locator {
    return this.page.locator('.watched .lesson-status');
  }

  get notes(): Locator {
    return this.page.getByRole('textbox', { name: 'Mis notas' });
  }

  async saveNotes(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar notas' }).click();
  }

  get notesStatus(): Locator {
    return this.page.locator('.note-form').getByRole('status');
  }

  stars(count: number): Locator {
    return this.page.getByRole('radio', { name: count === 1 ? '1 estrella' : `${count} estrellas` });
  }

  get ratingComment(): Locator {
    return this.page.getByRole('textbox', { name: /^Comentario/ });
  }

  get ratingStatus(): Locator {
    return this.page.locator('.lesson-rating').getByRole('status');
  }

  async saveRating(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar valoración' }).click();
  }
}
