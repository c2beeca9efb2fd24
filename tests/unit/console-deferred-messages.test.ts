import { describe, expect, it } from 'vitest';
import en from '../../backoffice/src/home-editor/home-editor.deferred.en.ts';
import pt from '../../backoffice/src/home-editor/home-editor.deferred.pt.ts';
import { deferredMessage, rememberMessages } from '../../backoffice/src/i18n/deferredPhrases.ts';

// The texts of screens that load their own (i18n/deferred.tsx) are said as react-admin's polyglot says
// the rest: placeholders filled, and the singular or plural form chosen by smart_count.
describe('console: messages loaded with their screen', () => {
  it('are unknown until loaded, then filled and put in the singular or plural', () => {
    expect(deferredMessage('pt', 'ADMIN.HOME_EDITOR.SECTIONS.COUNT', { smart_count: 11 })).toBeUndefined();
    rememberMessages('pt', pt);
    rememberMessages('en', en);
    expect(deferredMessage('pt', 'ADMIN.HOME_EDITOR.SECTIONS.COUNT', { smart_count: 11 })).toBe('11 secções');
    expect(deferredMessage('pt', 'ADMIN.HOME_EDITOR.SECTIONS.COUNT', { smart_count: 1 })).toBe('1 secção');
    expect(deferredMessage('en', 'ADMIN.HOME_EDITOR.SECTIONS.COUNT', { smart_count: 0 })).toBe('0 sections');
    expect(deferredMessage('en', 'ADMIN.HOME_EDITOR.TITLE')).toBe('Home editor');
    // Another language's file says nothing for this one; a key not deferred is left to the language chunk.
    expect(deferredMessage('es', 'ADMIN.HOME_EDITOR.TITLE')).toBeUndefined();
    expect(deferredMessage('en', 'ADMIN.HOME_EDITOR.MENU')).toBeUndefined();
  });
});
