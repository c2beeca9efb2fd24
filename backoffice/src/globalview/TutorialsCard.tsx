import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The help centre's groups (spec 2: basics, organizers, about products, player, legal), each at
 * /help/{category} on the public site. Full page loads: the help centre is not part of this app.
 */
export const TUTORIAL_CATEGORIES = ['basics', 'organizers', 'about-products', 'player', 'legal'] as const;

export const TutorialsCard = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`ADMIN.DASHBOARD.TUTORIALS.${key}`);
  return (
    <Card component="nav" aria-labelledby="globalview-tutorials">
      <CardContent>
        <Typography id="globalview-tutorials" variant="h6" component="h2">
          {t('TITLE')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('INTRO')}
        </Typography>
        <List disablePadding dense>
          {TUTORIAL_CATEGORIES.map((category) => (
            <ListItem key={category} disablePadding>
              <ListItemButton
                component="a"
                href={`/help/${category}`}
                sx={{ borderRadius: 1, mx: -1, px: 1 }}
              >
                <ListItemText
                  primary={t(`${category}.TITLE`)}
                  secondary={t(`${category}.TEXT`)}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                <ChevronRightIcon color="action" aria-hidden sx={{ ml: 1, flexShrink: 0 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
