import { describe, expect, it } from 'vitest';
import { moduleTitleText } from '../../api/src/shared/learning.ts';

describe('moduleTitleText: the number is shown once, by the page', () => {
  it.each([
    ['Módulo 1: empezar', 'empezar'],
    ['módulo 12 - Luces', 'Luces'],
    ['Module 3. Lighting', 'Lighting'],
    ['Modulo 2 – Cor', 'Cor'],
    ['MÓDULO 4:Sombras', 'Sombras'],
  ])('drops the typed prefix of %s', (title, expected) => {
    expect(moduleTitleText(title)).toBe(expected);
  });

  it.each(['La luz', 'Módulo 1', 'Modular lighting', 'Módulos avanzados', '3 módulos: repaso'])(
    'keeps %s as typed',
    (title) => {
      expect(moduleTitleText(title)).toBe(title);
    },
  );
});
