import {
  AutocompleteInput,
  Create,
  DateInput,
  NumberInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useSavedOptions } from '../../layout/savedNotice';

/** A discount coupon (spec 3): a product, a code (or one made up), the discount, a stock and dates. */
const CouponCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      title={translate('ADMIN.COUPONS.NEW_COUPON')}
      // An empty number of uses is sent as null: no limit, as its help says (left out, it would be too).
      transform={(d) => ({ ...d, kind: 'coupon', quantity: d.quantity ?? null })}
      mutationOptions={useSavedOptions('coupon', 'created', 'list')}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <ReferenceInput source="productId" reference="products" filter={{ status: 'published' }}>
          <AutocompleteInput optionText="title" validate={required()} />
        </ReferenceInput>
        <TextInput source="code" helperText="ADMIN.COUPONS.CODE_HELP" />
        <NumberInput source="discountPercent" min={0} max={100} validate={required()} />
        <NumberInput source="quantity" min={1} helperText="ADMIN.COUPONS.QUANTITY_HELP" />
        <DateInput source="validFrom" />
        <DateInput source="validUntil" />
      </SimpleForm>
    </Create>
  );
};

export default CouponCreate;
