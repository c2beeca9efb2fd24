import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { useEnabledModules } from '../modules/enabledQuery';
import type { OpenLabStrings } from './openlab.en';
import { OPENLAB_STRINGS } from './strings';

/**
 * /manage/open-lab (issue 24): the open lab's parts, each a card: lean tests and surveys (the openlab
 * module, which gates this page) and ideas (only while the ideas module is on).
 */
const OpenLabPage = () => {
  const s = useScreenStrings<OpenLabStrings>(OPENLAB_STRINGS);
  const { data: modules } = useEnabledModules();
  if (!s) return <PageLoading />;
  const parts = [
    { to: '/open-lab/lean-test', title: s.PART_LEAN, text: s.PART_LEAN_TEXT },
    { to: '/open-lab/surveys', title: s.PART_SURVEYS, text: s.PART_SURVEYS_TEXT },
    ...(modules?.ideas ? [{ to: '/open-lab/ideas', title: s.PART_IDEAS, text: s.PART_IDEAS_TEXT }] : []),
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={s.LANDING_TITLE} />
      <Typography variant="h5" component="h1" gutterBottom>
        {s.LANDING_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>{s.LANDING_INTRO}</Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {parts.map((part) => (
          <Card component="li" key={part.to} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {part.title}
              </Typography>
              <Typography variant="body2">{part.text}</Typography>
            </CardContent>
            <CardActions>
              <Button component={Link} to={part.to} aria-label={`${s.OPEN}: ${part.title}`}>
                {s.OPEN}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
};

/** Gated here, in the screen's own chunk: off, the console answers as for any path it does not have. */
const Gated = () => <OpenLabPage />;

export default Gated;
