import { Box, Rating, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';

/** An average (or one rating) of 1 to 5 as stars with its number; "not rated yet" without one. */
export const Stars = ({
  value,
  size = 'small',
  showNumber = true,
}: {
  value: number | null | undefined;
  size?: 'small' | 'medium' | 'large';
  showNumber?: boolean;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (value == null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('ADMIN.LESSON_RATINGS.NOT_RATED')}
      </Typography>
    );
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const label = translate('ADMIN.LESSON_RATINGS.OUT_OF_FIVE', { value: number });
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Rating value={value} precision={0.1} readOnly size={size} getLabelText={() => label} />
      {showNumber && (
        <Typography component="span" variant="body2" aria-hidden sx={{ fontWeight: 600 }}>
          {number}
        </Typography>
      )}
    </Box>
  );
};
