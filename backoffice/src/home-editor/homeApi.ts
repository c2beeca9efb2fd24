import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import type { HomeConfig, ThemePalette } from '../../../api/src/shared/config.ts';
import type { PaletteId } from '../../../api/src/shared/palettes.ts';
import { API_URL, createHttpClient } from '../dataProvider';
import type { HomeSection } from './sections';

/**
 * The home editor's calls (spec 7): GET/PUT /api/config/theme/home and the palette beside it. Through the
 * console's HTTP client, so errors arrive as react-admin HttpErrors with one message per field.
 */
export function useHomeApi() {
  const locale = useLocale();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    const get = <T>(path: string) => http(`${API_URL}${path}`).then(({ json }) => json as T);
    const put = <T>(path: string, body: unknown) =>
      http(`${API_URL}${path}`, { method: 'PUT', body: JSON.stringify(body) }).then(({ json }) => json as T);
    return {
      getHome: () => get<HomeConfig>('/config/theme/home'),
      saveHome: (sections: HomeSection[]) => put<HomeConfig>('/config/theme/home', { sections }),
      getPalette: () => get<ThemePalette>('/config/theme/palette'),
      savePalette: (palette: PaletteId) => put<ThemePalette>('/config/theme/palette', { palette }),
    };
  }, [locale]);
}
