import {
  type PlateaDataProvider,
  REGISTER_FIELD_NAMES,
  type RegisterDomains,
  type RegisterFieldOptions,
} from '../dataProvider';

/** The registration settings as the config form holds them, beside the switches. */
export interface RegistrationValues {
  registerDomains: RegisterDomains;
  registerFields: RegisterFieldOptions;
}

export const DOMAIN_MODES = ['any', 'allow', 'deny'] as const;

/** The API's own rule (PUT /api/config/register/domains), checked before the domain joins the list. */
const DOMAIN_PATTERN = /^[a-z0-9.-]+\.[a-z]{2,}$/i;

/** What the admin typed, as the API stores it: lower case, without a leading "@" or surrounding spaces. */
export function normalizeDomain(input: string): string {
  return input.trim().replace(/^@/, '').toLowerCase();
}

/** The i18n key of what is wrong with a domain about to be added, or null when it may be added. */
export function domainError(domain: string, listed: readonly string[]): string | null {
  if (!domain) return 'ADMIN.CONFIG.REGISTRATION.DOMAIN_EMPTY';
  if (domain.length > 253 || !DOMAIN_PATTERN.test(domain)) return 'ADMIN.CONFIG.REGISTRATION.DOMAIN_INVALID';
  if (listed.includes(domain)) return 'ADMIN.CONFIG.REGISTRATION.DOMAIN_DUPLICATE';
  return null;
}

/** The registration part of the form's values, whole even if the form dropped an untouched key. */
export function registrationOf(
  values: Record<string, unknown>,
  loaded: RegistrationValues,
): RegistrationValues {
  const domains = (values.registerDomains ?? loaded.registerDomains) as Partial<RegisterDomains>;
  const fields = (values.registerFields ?? loaded.registerFields) as Partial<RegisterFieldOptions>;
  const registerFields = {} as RegisterFieldOptions;
  for (const name of REGISTER_FIELD_NAMES) {
    const option = fields[name] ?? loaded.registerFields[name];
    const enabled = Boolean(option.enabled);
    // Required means nothing for a field that is not asked for: never store one without the other.
    registerFields[name] = { enabled, required: enabled && Boolean(option.required) };
  }
  return {
    registerDomains: {
      mode: domains.mode ?? loaded.registerDomains.mode,
      domains: [...(domains.domains ?? loaded.registerDomains.domains)],
    },
    registerFields,
  };
}

/**
 * Saves what changed since loading: PUT /api/config/register/domains and /api/config/register/fields
 * only when their part of the form differs, and answers the values now stored.
 */
export async function saveRegistration(
  dataProvider: PlateaDataProvider,
  loaded: RegistrationValues,
  next: RegistrationValues,
): Promise<RegistrationValues> {
  const domainsChanged = JSON.stringify(next.registerDomains) !== JSON.stringify(loaded.registerDomains);
  const fieldsChanged = REGISTER_FIELD_NAMES.some(
    (name) =>
      next.registerFields[name].enabled !== loaded.registerFields[name].enabled ||
      next.registerFields[name].required !== loaded.registerFields[name].required,
  );
  const [registerDomains, registerFields] = await Promise.all([
    domainsChanged ? dataProvider.updateRegisterDomains(next.registerDomains) : loaded.registerDomains,
    fieldsChanged ? dataProvider.updateRegisterFields(next.registerFields) : loaded.registerFields,
  ]);
  return { registerDomains, registerFields };
}
