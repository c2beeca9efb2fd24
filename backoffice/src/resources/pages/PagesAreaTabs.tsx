import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const AREAS = [
  { resource: 'pages', label: 'ADMIN.PAGES.TAB_PAGES' },
  { resource: 'entities', label: 'ADMIN.PAGES.TAB_ENTITIES' },
] as const;

/**
 * The two lists of the "Pages" menu item (spec 2 /manage/pages): static pages and entity landing pages.
 * Links, not ARIA tabs: each is its own address, and the current one says so with aria-current.
 */
export const PagesAreaTabs = ({ current }: { current: 'pages' | 'entities' }) => {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('ADMIN.PAGES.AREA')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: { xs: 1, sm: 2 }, px: { xs: 1, sm: 0 } }}
    >
      {AREAS.map((area) => (
        <Button
          key={area.resource}
          component={Link}
          to={`/${area.resource}`}
          variant={area.resource === current ? 'contained' : 'outlined'}
          aria-current={area.resource === current ? 'page' : undefined}
          size="small"
          sx={{ textTransform: 'none' }}
        >
          {translate(area.label)}
        </Button>
      ))}
    </Box>
  );
};
