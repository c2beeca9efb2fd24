import type { Language } from '../../../models/index.ts';
import { t } from '../i18n/index.ts';
import type { MailType } from '../shared/mail-types.ts';

export type { MailType };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * One layout for every message: greeting, a sentence, one button (and its link in plain text). A `note`
 * (someone's own words, such as why a channel was sent back) is quoted after the sentence, as text.
 * The button and the plain-text version's link go to `trackedLink` (the click redirect, mail/tracking.ts,
 * which leads to `link`); the HTML prints `link` itself under the button, so the reader sees where it goes.
 * `links` is what the redirect may lead to: index 0 is `link`.
 */
export function renderActionMail(
  type: MailType,
  lang: Language,
  opts: { name: string; link: string; trackedLink?: string; trackingPixel: string; note?: string | null },
): RenderedMail {
  const subject = t(lang, `mail.${type}.subject`);
  const greeting = t(lang, 'mail.greeting', { name: opts.name });
  const body = t(lang, `mail.${type}.body`);
  const button = t(lang, `mail.${type}.button`);
  // Only messages the reader may not have asked for get the "ignore this" line.
  const ignore = ['activation', 'reset', 'accountExists'].includes(type) ? t(lang, 'mail.ignore') : '';
  const signature = t(lang, 'mail.signature');
  const note = opts.note?.trim() ?? '';
  const quoted = note ? note.split('\n').map((line) => `> ${line}`) : [];
  const href = opts.trackedLink ?? opts.link;
  const text = [
    greeting,
    '',
    body,
    ...(quoted.length ? ['', ...quoted, ''] : []),
    href,
    '',
    ignore,
    '',
    signature,
  ]
    .filter((l, i, a) => l || a[i - 1])
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${note ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #5b3df5;background:#f4f2ff;white-space:pre-line">${escapeHtml(note)}</blockquote>` : ''}
<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#5b3df5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(opts.link)}</p>
${ignore ? `<p style="font-size:13px;color:#555">${escapeHtml(ignore)}</p>` : ''}
<p>${escapeHtml(signature)}</p>
<img src="${escapeHtml(opts.trackingPixel)}" width="1" height="1" alt="" style="display:block">
</body></html>`;
  return { subject, text, html, links: [opts.link] };
}
