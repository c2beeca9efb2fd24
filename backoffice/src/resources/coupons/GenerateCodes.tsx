import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  Form,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  useDataProvider,
  useGetOne,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PlateaDataProvider } from '../../dataProvider';

interface GenerateValues {
  productId?: number | null;
  count?: number | null;
  discountPercent?: number | null;
  validUntil?: string | null;
}

/**
 * Generates single-use codes (POST /api/coupons/generate) for a private product chosen in the dialog
 * (among the organizer's own; an admin's are all), then lists them. The list's product filter, when set,
 * only fills the choice in.
 */
export const GenerateCodes = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const filtered = filterValues?.productId as number | undefined;

  const generate = async (values: GenerateValues) => {
    const productId = Number(values.productId);
    const count = Number(values.count);
    try {
      await dataProvider.generateCodes(productId, count, {
        discountPercent: values.discountPercent ?? undefined,
        validUntil: values.validUntil || null,
      });
      notify(translate('ADMIN.COUPONS.GENERATED', { smart_count: count }), { type: 'success' });
      // Exactly what was made: that product's codes (a search or state filter could hide them).
      setFilters({ productId, kind: 'code' }, {});
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'SERVER_ERROR', { type: 'error' });
    }
  };

  return (
    <>
      {/* react-admin's line height, so it sits on the same line as the toolbar's other buttons. */}
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ lineHeight: 1.5 }}>
        {translate('ADMIN.COUPONS.GENERATE')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="generate-codes-title">
        <DialogTitle id="generate-codes-title">{translate('ADMIN.COUPONS.GENERATE')}</DialogTitle>
        <Form
          defaultValues={{ productId: filtered ?? null, count: 10, discountPercent: 100, validUntil: null }}
          onSubmit={(values: GenerateValues) => generate(values)}
        >
          <DialogContent sx={{ pt: 0 }}>
            <Stack sx={{ minWidth: { sm: 400 } }}>
              <ReferenceInput
                source="productId"
                reference="products"
                filter={{ status: 'private' }}
                sort={{ field: 'title', order: 'ASC' }}
              >
                <AutocompleteInput
                  optionText="title"
                  label="ADMIN.COUPONS.PRODUCT"
                  helperText="ADMIN.COUPONS.PRODUCT_HELP"
                  validate={required()}
                />
              </ReferenceInput>
              <ChosenProduct />
              <NumberInput
                source="count"
                label="ADMIN.COUPONS.COUNT"
                min={1}
                max={1000}
                validate={[required(), minValue(1), maxValue(1000)]}
              />
              <NumberInput
                source="discountPercent"
                min={0}
                max={100}
                validate={[required(), minValue(0), maxValue(100)]}
              />
              <DateInput source="validUntil" />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="ADMIN.COUPONS.GENERATE_GO" icon={<AddIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

/** Says what the codes will open, once a product is chosen. */
const ChosenProduct = () => {
  const translate = useTranslate();
  const productId = useWatch({ name: 'productId' }) as number | null | undefined;
  const { data: product } = useGetOne('products', { id: productId }, { enabled: productId != null });
  return (
    <Typography variant="body2" component="p" sx={{ mb: 2 }}>
      {productId != null
        ? translate('ADMIN.COUPONS.FOR_PRODUCT', { product: product?.title ?? '…' })
        : translate('ADMIN.COUPONS.PICK_PRODUCT')}
    </Typography>
  );
};
