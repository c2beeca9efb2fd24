import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Divider, LinearProgress, Typography } from '@mui/material';
import { Link as RaLink, Show, useCreatePath, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { LessonRatingView } from '../../../../api/src/shared/learning.ts';
import { PageLoading } from '../../layout/PageLoading';
import { Stars } from './Stars';

type LessonRatingRecord = LessonRatingView;

const RESOURCE = 'e-learning/lessons';

/**
 * One lesson's ratings (GET /api/lesson-ratings/{id}): its average, how many gave each number of stars,
 * and every comment with who wrote it and when, newest first.
 */
const LessonRatingShow = () => (
  <Show actions={false} title={<ShowTitle />}>
    <LessonRatingDetail />
  </Show>
);

const ShowTitle = () => {
  const record = useRecordContext<LessonRatingRecord>();
  return <>{record?.title ?? ''}</>;
};

const LessonRatingDetail = () => {
  const record = useRecordContext<LessonRatingRecord>();
  const translate = useTranslate();
  const locale = useLocale();
  const createPath = useCreatePath();
  if (!record) return null;
  // Opened from the list, react-admin first shows the list's row, which has no stars or comments yet.
  if (!record.distribution || !record.comments) return <PageLoading />;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const most = Math.max(1, ...record.distribution.map((d) => d.count));

  // The app bar's title (h1) names the lesson too; on a phone it is cut short, so it is repeated here.
  return (
    <CardContent sx={{ maxWidth: 900 }}>
      <Button
        component={Link}
        to={createPath({ resource: RESOURCE, type: 'list' })}
        size="small"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {translate('ADMIN.LESSON_RATINGS.BACK')}
      </Button>
      <Typography variant="h5" component="h2">
        {record.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {record.courseSlug ? (
          <RaLink to={`/courses/${encodeURIComponent(record.courseSlug)}`}>{record.courseTitle}</RaLink>
        ) : (
          record.courseTitle
        )}
        {` · ${record.moduleTitle}`}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
          mb: 3,
        }}
      >
        <Card variant="outlined" component="section" aria-labelledby="lesson-rating-average">
          <CardContent>
            <Typography id="lesson-rating-average" variant="subtitle2" component="h3" color="text.secondary">
              {translate('ADMIN.LESSON_RATINGS.AVERAGE')}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <Stars value={record.average} size="large" />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('ADMIN.LESSON_RATINGS.COUNTS', {
                smart_count: record.count,
                comments: record.commentCount,
              })}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="lesson-rating-stars">
          <CardContent>
            <Typography id="lesson-rating-stars" variant="subtitle2" component="h3" color="text.secondary">
              {translate('ADMIN.LESSON_RATINGS.DISTRIBUTION')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {[...record.distribution].reverse().map((d) => (
                <Box
                  component="li"
                  key={d.rating}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: '5.5rem 1fr 2.5rem',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <Typography variant="body2">
                    {translate('ADMIN.LESSON_RATINGS.STARS', { smart_count: d.rating })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={(d.count / most) * 100}
                    aria-hidden
                    sx={{ height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="body2" sx={{ textAlign: 'right' }}>
                    {d.count}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Box>

      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('ADMIN.LESSON_RATINGS.COMMENTS')}
      </Typography>
      {record.comments.length === 0 ? (
        <Typography color="text.secondary">{translate('ADMIN.LESSON_RATINGS.NO_COMMENTS')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {record.comments.map((c, i) => (
            <Box component="li" key={c.id}>
              {i > 0 && <Divider sx={{ my: 1.5 }} />}
              <Stars value={c.rating} showNumber={false} />
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', my: 0.5 }}>
                {c.comment}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {translate('ADMIN.LESSON_RATINGS.BY', {
                  name: c.user.name ? `${c.user.name} (${c.user.email})` : c.user.email,
                  date: dateTime.format(new Date(c.updatedAt)),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </CardContent>
  );
};

export default LessonRatingShow;
