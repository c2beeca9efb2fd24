/** Account numbers and tax ids of a channel's billing data (payouts go to the IBAN). */

/** IBAN length per country (ISO 13616 registry, SEPA and frequent others). Unknown countries: 15..34. */
// biome-ignore format: a table reads better on few lines
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22, BR: 29, MX: 0,
};

/** The IBAN without spaces or dashes, upper-case: how it is stored. */
export const normalizeIban = (iban: string) => iban.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, the national number; mod 97 of the rearranged digits is 1. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === 0) return false; // countries without IBAN
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch); // A=10 ... Z=35
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** The tax id without spaces, dots or dashes, upper-case; a leading "ES" VAT prefix is dropped. */
export function normalizeTaxId(input: string): string {
  const id = input.replace(/[\s.-]+/g, '').toUpperCase();
  return id.length === 11 && id.startsWith('ES') ? id.slice(2) : id;
}

/** Spanish NIF (DNI), NIE and CIF with their check character. */
export function isValidSpanishTaxId(input: string): boolean {
  const id = normalizeTaxId(input);
  // NIF of a person: 8 digits and a letter; NIE: X/Y/Z (read as 0/1/2), 7 digits and a letter.
  const personal = /^([0-9]{8}|[XYZ][0-9]{7})([A-Z])$/.exec(id);
  if (personal) {
    const number = Number(personal[1].replace(/^[XYZ]/, (l) => String('XYZ'.indexOf(l))));
    return DNI_LETTERS[number % 23] === personal[2];
  }
  // CIF of an organisation (and K/L/M personal NIFs): letter, 7 digits, a check digit or letter.
  const org = /^([ABCDEFGHJKLMNPQRSUVW])([0-9]{7})([0-9A-J])$/.exec(id);
  if (!org) return false;
  const digits = org[2].split('').map(Number);
  let sum = 0;
  digits.forEach((d, i) => {
    if (i % 2 === 1) sum += d;
    else {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  const checkDigit = (10 - (sum % 10)) % 10;
  const checkLetter = CIF_CONTROL_LETTERS[checkDigit];
  const control = org[3];
  const kind = org[1];
  if ('KLMNPQRSW'.includes(kind)) return control === checkLetter;
  if ('ABEH'.includes(kind)) return control === String(checkDigit);
  return control === String(checkDigit) || control === checkLetter;
}

/** A tax id for the billing country: Spain (or no country given) checks the letter; others the format. */
export function isValidTaxId(input: string, country: string | null | undefined): boolean {
  if (!country || country.toUpperCase() === 'ES') return isValidSpanishTaxId(input);
  return /^[A-Z0-9]{4,20}$/.test(normalizeTaxId(input));
}
