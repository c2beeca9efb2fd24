import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { RegisterDomains } from '../dataProvider';
import { DOMAIN_MODES, domainError, normalizeDomain } from './registration';

const MESSAGES = 'ADMIN.CONFIG.REGISTRATION';

/**
 * The email domain policy: anyone, only the listed domains, or all but them; and the list itself, as
 * removable chips with a field to add one (checked with the API's rule before it joins the list).
 */
export const DomainPolicyInput = () => {
  const translate = useTranslate();
  const mode = useInput<RegisterDomains['mode']>({
    source: 'registerDomains.mode',
    id: 'register-domains-mode',
  });
  const list = useInput<string[]>({ source: 'registerDomains.domains', format: (v) => v ?? [] });
  const domains: string[] = Array.isArray(list.field.value) ? list.field.value : [];
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const draftRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const domain = normalizeDomain(draft);
    const problem = domainError(domain, domains);
    setError(problem);
    if (problem) {
      draftRef.current?.focus();
      return;
    }
    list.field.onChange([...domains, domain]);
    setDraft('');
    setAnnouncement(translate(`${MESSAGES}.DOMAIN_ADDED`, { domain }));
  };

  const remove = (domain: string) => {
    list.field.onChange(domains.filter((d) => d !== domain));
    setAnnouncement(translate(`${MESSAGES}.DOMAIN_REMOVED`, { domain }));
    // The button pressed is gone: keep the keyboard in the editor rather than back at the page's top.
    draftRef.current?.focus();
  };

  const onDraftKeyDown = (event: KeyboardEvent) => {
    // Enter adds the domain; it must not submit the whole config form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const current = (mode.field.value ?? 'any') as RegisterDomains['mode'];

  return (
    <Box component="section" aria-labelledby="register-domains-title">
      <Typography id="register-domains-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(`${MESSAGES}.DOMAINS_TITLE`)}
      </Typography>
      <TextField
        select
        fullWidth
        margin="dense"
        id={mode.id}
        name={mode.field.name}
        label={translate(`${MESSAGES}.MODE`)}
        value={current}
        onChange={(event) => mode.field.onChange(event.target.value)}
        onBlur={mode.field.onBlur}
        helperText={translate(`${MESSAGES}.MODE_HELP.${current}`)}
      >
        {DOMAIN_MODES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`${MESSAGES}.MODES.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {current === 'allow' && domains.length === 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(`${MESSAGES}.ALLOW_EMPTY`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <TextField
          inputRef={draftRef}
          id="register-domains-draft"
          size="small"
          fullWidth
          label={translate(`${MESSAGES}.DOMAIN_NEW`)}
          placeholder="example.com"
          value={draft}
          error={error !== null}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onDraftKeyDown}
          helperText={translate(error ?? `${MESSAGES}.DOMAIN_HELP`)}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0, height: 40 }}>
          {translate(`${MESSAGES}.DOMAIN_ADD`)}
        </Button>
      </Box>
      {domains.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${MESSAGES}.DOMAINS_EMPTY`)}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate(`${MESSAGES}.DOMAINS_LIST`)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {domains.map((domain) => (
            <Box
              component="li"
              key={domain}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                pl: 1.5,
                pr: 0.25,
                minHeight: 32,
                borderRadius: 4,
                bgcolor: 'action.selected',
                maxWidth: '100%',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography variant="body2" component="span">
                {domain}
              </Typography>
              <IconButton
                size="small"
                aria-label={translate(`${MESSAGES}.DOMAIN_REMOVE`, { domain })}
                onClick={() => remove(domain)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};

// In px: sx would read 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
