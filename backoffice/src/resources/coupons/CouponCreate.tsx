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

/** A discount coupon (spec 3): a product, a code (or one made up), the discount, a stock and dates. */
const CouponCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      redirect="list"
      title={translate('ADMIN.COUPONS.NEW_COUPON')}
      transform={(d) => ({ ...d, kind: 'coupon' })}
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
