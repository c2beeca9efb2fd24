import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Chip, type Theme, useMediaQuery } from '@mui/material';
import {
  DataTable,
  FunctionField,
  ListBase,
  Pagination,
  type RaRecord,
  SimpleList,
  Title,
  TopToolbar,
  useListContext,
  useLocale,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { channelTitle } from '../../media/format';
import { money } from '../sales/money';
import { NoResults } from '../sales/NoResults';
import { ProductFilters } from './ProductFilters';
import { editorPath } from './steps';

/** The admin creates products for any organizer's channel (spec 2: /manage/products/new). */
const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to="/products/new" startIcon={<AddIcon />}>
        {translate('ADMIN.PRODUCT_FORM.NEW')}
      </Button>
    </TopToolbar>
  );
};

/** A product's page in the admin console (spec 2: /manage/products/{product_slug}). */
const pageOf = (record: RaRecord) =>
  editorPath('manage', { type: String(record.type), slug: record.slug ?? null, id: Number(record.id) });

/** The page's title in the app bar, as react-admin's <List> sets it. */
const ListTitle = () => {
  const { defaultTitle } = useListContext();
  return <Title defaultTitle={defaultTitle} preferenceKey="products.list.title" />;
};

/**
 * /manage/products: every organizer's products, filtered and paged on the server; a row opens the
 * product's page (for now its video and audio step; the forms come next). Composed from <ListBase>
 * rather than <List>, whose toolbar brings react-admin's filter form (and its form library) to the
 * console's first screen; the filters are ProductFilters.
 */
const ProductList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <ListBase sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <ListTitle />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <ProductFilters />
        <ListActions />
      </Box>
      <Card sx={{ position: 'relative', overflow: 'inherit' }}>
        {isSmall ? (
          <SimpleList
            primaryText={(r) => r.localized?.title || r.title}
            secondaryText={(r) =>
              [translate(`ADMIN.MEDIA.TYPE.${r.type}`, { _: r.type }), channelTitle(r.channel)]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={(r) => translate(`ADMIN.MEDIA.STATUS.${r.status}`, { _: r.status })}
            linkType={(r) => pageOf(r)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => pageOf(record)}
            empty={<NoResults />}
          >
            <DataTable.Col source="title">
              <FunctionField render={(r) => r.localized?.title || r.title} />
            </DataTable.Col>
            <DataTable.Col source="type">
              <FunctionField
                render={(r) => (
                  <Chip
                    size="small"
                    label={translate(`ADMIN.MEDIA.TYPE.${r.type}`, { _: r.type })}
                    // "Directo (emisión programada de una grabación)" wraps rather than squeeze the channel.
                    sx={{
                      height: 'auto',
                      minHeight: 24,
                      maxWidth: 220,
                      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                    }}
                  />
                )}
              />
            </DataTable.Col>
            <DataTable.Col source="status">
              <FunctionField render={(r) => translate(`ADMIN.MEDIA.STATUS.${r.status}`, { _: r.status })} />
            </DataTable.Col>
            <DataTable.Col source="channelId" disableSort>
              <FunctionField render={(r) => channelTitle(r.channel) ?? ''} />
            </DataTable.Col>
            <DataTable.Col source="totalPrice" align="right">
              <FunctionField render={(r) => money(r.totalPrice, r.currency ?? 'EUR', locale)} />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <LocaleDateField source="createdAt" />
            </DataTable.Col>
          </DataTable>
        )}
      </Card>
      <Pagination />
    </ListBase>
  );
};

export default ProductList;
