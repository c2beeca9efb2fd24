import type { AccessConfig, SiteConfig } from '../dataProvider';

export type ConfigValues = SiteConfig & AccessConfig;
export type ConfigField = keyof ConfigValues;

/** The switches of /manage/config-admin, grouped as spec 2 says, plus the access switch. */
export const CONFIG_GROUPS: readonly { id: string; fields: readonly ConfigField[] }[] = [
  { id: 'ADMIN', fields: ['approveUsers', 'analytics'] },
  { id: 'GENERAL', fields: ['typeTag', 'freeTag', 'coupons', 'moderatedChat'] },
  { id: 'LANGUAGE', fields: ['languages'] },
  { id: 'NAVBAR', fields: ['notifications', 'currencies', 'timezones'] },
  { id: 'ACCESS', fields: ['requireLogin'] },
];

/** The ten fields PUT /api/config takes, from the form's values. */
export function siteConfigOf(values: Record<string, unknown>): SiteConfig {
  const flag = (field: keyof SiteConfig) => Boolean(values[field]);
  return {
    approveUsers: flag('approveUsers'),
    typeTag: flag('typeTag'),
    freeTag: flag('freeTag'),
    coupons: flag('coupons'),
    moderatedChat: flag('moderatedChat'),
    languages: flag('languages'),
    notifications: flag('notifications'),
    currencies: flag('currencies'),
    timezones: flag('timezones'),
    analytics: flag('analytics'),
  };
}
