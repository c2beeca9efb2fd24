import type { Locator, Page } from '@playwright/test';

/** The contact form of the organizer landing page and of /help/contact, in Spanish. */
export class ContactForm {
  readonly name: Locator;
  readonly email: Locator;
  readonly organization: Locator;
  readonly topic: Locator;
  readonly message: Locator;
  readonly privacy: Locator;
  readonly submit: Locator;
  readonly sent: Locator;

  constructor(
    private readonly page: Page,
    labels = SPANISH,
  ) {
    this.name = page.getByRole('textbox', { name: new RegExp(`^${labels.name}`) });
    this.email = page.getByRole('textbox', { name: new RegExp(`^${labels.email}`) });
    this.organization = page.getByRole('textbox', { name: new RegExp(`^${labels.organization}`) });
    this.topic = page.getByRole('combobox', { name: labels.topic });
    this.message = page.getByRole('textbox', { name: new RegExp(`^${labels.message}`) });
    this.privacy = page.getByRole('checkbox', { name: new RegExp(labels.privacy) });
    this.submit = page.getByRole('button', { name: labels.submit });
    this.sent = page.getByRole('heading', { name: labels.sent });
  }

  /** The form is an island hydrated when it scrolls into view: wait until React has taken over. */
  async ready(): Promise<void> {
    await this.submit.scrollIntoViewIfNeeded();
    await this.page.locator('astro-island:not([ssr])', { has: this.submit }).waitFor({ state: 'attached' });
  }
}

const SPANISH = {
  name: 'Nombre',
  email: 'Correo electrónico',
  organization: 'Empresa u organización',
  topic: 'Tema',
  message: 'Mensaje',
  privacy: 'política de privacidad',
  submit: 'Enviar mensaje',
  sent: 'Mensaje enviado',
};

export const ENGLISH = {
  name: 'Name',
  email: 'Email',
  organization: 'Company or organization',
  topic: 'Topic',
  message: 'Message',
  privacy: 'privacy policy',
  submit: 'Send message',
  sent: 'Message sent',
};
