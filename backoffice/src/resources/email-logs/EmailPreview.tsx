import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * Nothing in the stored HTML may reach out: with this policy the preview loads no image (the tracking
 * pixel among them, so an admin's look is not counted as the recipient's open), font or style sheet.
 */
const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

function previewDocument(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (tag) => `${tag}${meta}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${meta}</head>`);
  return `${meta}${html}`;
}

/**
 * The email as sent: the HTML version in a sandboxed frame (sandbox="" runs no script, submits no form
 * and opens no window) and the plain-text version beside it.
 */
export const EmailPreview = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const subject = String(record.subject ?? '');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {translate('ADMIN.EMAILS.HTML_VERSION')}
        </Typography>
        <Box
          component="iframe"
          sandbox=""
          srcDoc={previewDocument(String(record.bodyHtml ?? ''))}
          title={translate('ADMIN.EMAILS.FRAME_TITLE', { subject })}
          sx={{
            display: 'block',
            width: '100%',
            height: 460,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#ffffff',
          }}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {translate('ADMIN.EMAILS.TEXT_VERSION')}
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'monospace',
            fontSize: 13,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        >
          {String(record.bodyText ?? '')}
        </Box>
      </Box>
    </Box>
  );
};
