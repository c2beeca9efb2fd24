import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ManagedProduct } from '../dataProvider';
import { channelTitle } from '../media/format';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: ManagedProduct[] };

/** Where a product is managed in the console (spec 2 routes). */
export function consoleHref(p: ManagedProduct): string | null {
  if (!p.channel?.slug || !p.slug) return null;
  const kind = p.type === 'course' ? 'courses' : 'products';
  return `/channels/${encodeURIComponent(p.channel.slug)}/${kind}/${encodeURIComponent(p.slug)}`;
}

/** The organizer's own products, newest first, each opening its page in the console. */
export const MyProductsCard = () => {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await dataProvider.getList<ManagedProduct & { id: number }>('products', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      setState({ status: 'ready', products: data });
    } catch {
      setState({ status: 'error' });
    }
  }, [dataProvider]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card component="nav" aria-labelledby="globalview-products">
      <CardContent>
        <Typography id="globalview-products" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('ADMIN.MEDIA.MY_PRODUCTS')}
        </Typography>
        {state.status === 'loading' && <Skeleton variant="rounded" height={96} />}
        {state.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void load()}>
                {translate('ADMIN.PAGE.RETRY')}
              </Button>
            }
          >
            {translate('ADMIN.MEDIA.PRODUCTS_ERROR')}
          </Alert>
        )}
        {state.status === 'ready' && state.products.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('ADMIN.MEDIA.NO_PRODUCTS')}
          </Typography>
        )}
        {state.status === 'ready' && state.products.length > 0 && (
          <List disablePadding dense>
            {state.products.map((p) => {
              const href = consoleHref(p);
              const secondary = [
                translate(`ADMIN.MEDIA.TYPE.${p.type}`, { _: p.type }),
                translate(`ADMIN.MEDIA.STATUS.${p.status}`, { _: p.status }),
                channelTitle(p.channel),
              ]
                .filter(Boolean)
                .join(' · ');
              const text = <ListItemText primary={p.localized?.title || p.title} secondary={secondary} />;
              return (
                <ListItem key={p.id} disablePadding>
                  {href ? (
                    // Its text lines up with the card's heading; the hover reaches a little beyond.
                    <ListItemButton component={Link} to={href} sx={{ borderRadius: 1, mx: -1, px: 1 }}>
                      {text}
                      <ChevronRightIcon color="action" sx={{ ml: 1, flexShrink: 0 }} />
                    </ListItemButton>
                  ) : (
                    text
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
