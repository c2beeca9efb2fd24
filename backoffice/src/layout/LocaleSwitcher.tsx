import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * Language menu for the app bar and the login page. react-admin's LocalesMenuButton points aria-controls
 * at a menu that is not in the page while closed and blanks its aria-label, so we keep our own.
 */
export const LocaleSwitcher = ({
  color = 'inherit',
  compact = false,
}: {
  color?: 'inherit' | 'primary';
  /** Shows the language code instead of its name on phones, where the app bar is crowded. */
  compact?: boolean;
}) => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = locales.find((l) => l.locale === locale) ?? locales[0];
  const label = translate('ADMIN.LOCALE.LABEL');

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={`${label}: ${current?.name ?? locale}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {compact ? (
          <>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {current?.name ?? locale}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {locale.toUpperCase()}
            </Box>
          </>
        ) : (
          (current?.name ?? locale)
        )}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setLocale(code);
              setAnchor(null);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
