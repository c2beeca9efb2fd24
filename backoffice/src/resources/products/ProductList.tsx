import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, type Theme, useMediaQuery } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ListBase, type RaRecord, Title, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { editorPath } from './editorPath';
import { ProductFilters } from './ProductFilters';
import { ProductPagination } from './ProductPagination';
import { ProductTable } from './ProductTable';

// The one-line-per-product list of small screens, in a chunk of its own.
const ProductSimpleList = lazy(() => import('./ProductSimpleList'));

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
          <Suspense fallback={null}>
            <ProductSimpleList pageOf={pageOf} />
          </Suspense>
        ) : (
          <ProductTable pageOf={pageOf} />
        )}
      </Card>
      <ProductPagination />
    </ListBase>
  );
};

export default ProductList;
