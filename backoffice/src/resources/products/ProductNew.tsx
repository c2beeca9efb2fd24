import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  CreateBase,
  Form,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useGetList,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { currentArea } from '../../area';
import { savedThing, useSavedNotice } from '../../layout/savedNotice';
import { channelTitle } from '../../media/format';
import { editorPath } from './editorPath';
import { PRODUCT_TYPES, TYPED_RESOURCE } from './steps';

const F = 'ADMIN.PRODUCT_FORM.F';

/**
 * The first step of a new product (spec 2: /account/products/new, /account/courses/new,
 * /account/masters/new, /manage/products/new, /manage/new-product…): the type, the channel, the title and
 * the plan. It is saved as a draft and the form goes on with the steps the type needs.
 */
const ProductNew = ({ type: fixedType }: { type?: 'course' | 'master' }) => {
  // Prefilled by a link (a lean test's "create the product from it"): ?title=…&channelId=….
  const [search] = useSearchParams();
  const prefill = {
    ...(search.get('title') ? { title: search.get('title')?.slice(0, 200) } : {}),
    ...(/^[1-9][0-9]{0,9}$/.test(search.get('channelId') ?? '')
      ? { channelId: Number(search.get('channelId')) }
      : {}),
  };
  const translate = useTranslate();
  const notice = useSavedNotice();
  const navigate = useNavigate();
  const area = currentArea();
  const { total: channels, isPending } = useGetList('channels', { pagination: { page: 1, perPage: 1 } });
  const resource = (fixedType && TYPED_RESOURCE[fixedType]) || 'products';
  const heading = fixedType ? `ADMIN.PRODUCT_FORM.NEW_${fixedType.toUpperCase()}` : 'ADMIN.PRODUCT_FORM.NEW';

  const transform = (data: Record<string, unknown>) => {
    const { type, ...rest } = data;
    return fixedType ? rest : { ...rest, type };
  };
  const onSuccess = (created: {
    id: number;
    productId?: number;
    type?: string;
    slug: string | null;
    title?: string;
    channel?: { id: number; slug: string | null };
  }) => {
    const type = fixedType ?? created.type ?? 'product';
    notice(savedThing(type), 'created', created.title);
    navigate(editorPath(area, { ...created, type, id: created.productId ?? created.id }));
  };

  return (
    <Box sx={{ py: 2, maxWidth: 860 }}>
      <Title title={heading} />
      <Button
        component={Link}
        to={area === 'manage' ? '/products' : '/globalview'}
        startIcon={<ArrowBackIcon />}
        size="small"
      >
        {translate(area === 'manage' ? 'ADMIN.MEDIA.BACK_PRODUCTS' : 'ADMIN.MEDIA.BACK')}
      </Button>
      <Typography variant="body1" sx={{ my: 1 }}>
        {translate(fixedType ? 'ADMIN.PRODUCT_FORM.NEW_HELP_TYPED' : 'ADMIN.PRODUCT_FORM.NEW_HELP')}
      </Typography>
      {!isPending && channels === 0 ? (
        <Alert
          severity="warning"
          action={
            <Button component={Link} to="/channels/create" color="inherit">
              {translate('ADMIN.PRODUCT_FORM.CREATE_CHANNEL')}
            </Button>
          }
        >
          {translate('ADMIN.PRODUCT_FORM.NEEDS_CHANNEL')}
        </Alert>
      ) : (
        <CreateBase
          resource={resource}
          transform={transform}
          mutationOptions={{ onSuccess }}
          redirect={false}
        >
          <Card>
            <CardContent>
              <Form defaultValues={{ type: fixedType ?? 'vod', plan: 'paid', ...prefill }}>
                {!fixedType && (
                  <RadioButtonGroupInput
                    source="type"
                    label={`${F}.type`}
                    choices={PRODUCT_TYPES.map((id) => ({ id, name: `ADMIN.MEDIA.TYPE.${id}` }))}
                    validate={required()}
                    helperText="ADMIN.PRODUCT_FORM.TYPE_NEW_HELP"
                    sx={{
                      '& .MuiFormGroup-root': {
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                      },
                    }}
                  />
                )}
                <Box
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
                >
                  <ReferenceInput
                    source="channelId"
                    reference="channels"
                    sort={{ field: 'title', order: 'ASC' }}
                  >
                    <SelectInput
                      optionText={(c: { title: string }) => channelTitle(c) ?? ''}
                      label={`${F}.channelId`}
                      validate={required()}
                    />
                  </ReferenceInput>
                  <RadioButtonGroupInput
                    source="plan"
                    label={`${F}.plan`}
                    choices={[
                      { id: 'paid', name: 'ADMIN.PRODUCT_FORM.PLAN.paid' },
                      { id: 'free', name: 'ADMIN.PRODUCT_FORM.PLAN.free' },
                    ]}
                    validate={required()}
                  />
                  <TextInput
                    source="title"
                    label={`${F}.title`}
                    validate={required()}
                    sx={{ gridColumn: '1 / -1' }}
                  />
                </Box>
                <SaveButton label="ADMIN.PRODUCT_FORM.CREATE_DRAFT" />
              </Form>
            </CardContent>
          </Card>
        </CreateBase>
      )}
    </Box>
  );
};

export default ProductNew;
export const CourseNew = () => <ProductNew type="course" />;
export const MasterNew = () => <ProductNew type="master" />;
