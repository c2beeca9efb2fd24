import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { NEUTRAL_COLORS, STATUS_COLORS, TYPE_COLORS } from './emailLogs';

const ColoredChip = ({ text, colors }: { text: string; colors: { bg: string; fg: string } }) => (
  // A span, not MUI's div: the mobile list shows it inside a paragraph.
  <Chip
    component="span"
    size="small"
    label={text}
    // Long labels ("Redefinição da palavra-passe") wrap rather than widen the table.
    sx={{
      bgcolor: colors.bg,
      color: colors.fg,
      fontWeight: 600,
      alignSelf: 'flex-start',
      height: 'auto',
      minHeight: 24,
      maxWidth: '100%',
      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
    }}
  />
);

/** What the email was for: activation, password reset, account approved. */
export const EmailTypeChip = (_: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const type = record?.type as string | undefined;
  if (!type) return null;
  return (
    <ColoredChip
      text={translate(`ADMIN.EMAILS.TYPES.${type}`, { _: type })}
      colors={TYPE_COLORS[type] ?? NEUTRAL_COLORS}
    />
  );
};

/** Whether it left through SMTP, was only logged (no SMTP configured) or failed. */
export const EmailStatusChip = (_: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = record?.status as string | undefined;
  if (!status) return null;
  return (
    <ColoredChip
      text={translate(`ADMIN.EMAILS.STATUS.${status}`, { _: status })}
      colors={STATUS_COLORS[status] ?? NEUTRAL_COLORS}
    />
  );
};
