import ExploreIcon from '@mui/icons-material/Explore';
import {
  Box,
  Button,
  Card,
  CardContent,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type TourKind, tourStorageKey } from './tour';

/** Where each tour leads (spec 2 routes, inside this console). */
const TARGET: Record<TourKind, string> = {
  channel: '/channels/create',
  product: '/products/new',
};
const STEPS = [1, 2, 3] as const;

/**
 * Spec 2's creation tours: a first channel (for an organizer without one) and a first product (with a
 * channel and no product). A short stepper that explains, with the way to create it at every step.
 */
export const CreationTour = ({
  kind,
  userId,
  onDismiss,
}: {
  kind: TourKind;
  userId: number;
  onDismiss: () => void;
}) => {
  const translate = useTranslate();
  const [active, setActive] = useState(0);
  const t = (key: string, opts?: object) => translate(`ADMIN.DASHBOARD.TOUR.${key}`, opts);
  const own = (key: string) => t(`${kind.toUpperCase()}.${key}`);
  const headingId = `globalview-tour-${kind}`;

  const dismiss = () => {
    try {
      localStorage.setItem(tourStorageKey(kind, userId), '1');
    } catch {
      // Without storage the tour is hidden for this visit only.
    }
    onDismiss();
  };

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-tour={kind}
      sx={{ borderLeft: 4, borderColor: 'primary.main' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <ExploreIcon color="primary" aria-hidden sx={{ mt: 0.5 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {t('LABEL')}
            </Typography>
            <Typography id={headingId} variant="h6" component="h2">
              {own('TITLE')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {own('INTRO')}
            </Typography>
          </Box>
        </Box>
        <Stepper activeStep={active} orientation="vertical" sx={{ mt: 2 }}>
          {STEPS.map((n, i) => (
            <Step key={n}>
              <StepLabel
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {t('STEP', { n, total: STEPS.length })}
                  </Typography>
                }
              >
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {own(`STEP${n}_TITLE`)}
                </Box>
              </StepLabel>
              <StepContent>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  {own(`STEP${n}_TEXT`)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {i < STEPS.length - 1 && (
                    <Button size="small" variant="outlined" onClick={() => setActive(i + 1)}>
                      {t('NEXT')}
                    </Button>
                  )}
                  {i > 0 && (
                    <Button size="small" onClick={() => setActive(i - 1)}>
                      {t('BACK')}
                    </Button>
                  )}
                </Box>
              </StepContent>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to={TARGET[kind]} variant="contained">
            {own('CTA')}
          </Button>
          <Button onClick={dismiss} color="inherit">
            {t('DISMISS')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

export default CreationTour;
