import { Alert, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StorageUse } from '../../../api/src/shared/storage.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { StorageMeter } from '../media/StorageMeter';

/** The organizer's media storage against their quota (issue 18). */
export const StorageCard = () => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const [storage, setStorage] = useState<StorageUse | 'loading' | 'error'>('loading');

  useEffect(() => {
    let live = true;
    dataProvider.getStorage().then(
      (s) => live && setStorage(s),
      () => live && setStorage('error'),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  return (
    <Card component="section" aria-labelledby="globalview-storage">
      <CardContent>
        <Typography id="globalview-storage" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('ADMIN.STORAGE.TITLE')}
        </Typography>
        {storage === 'loading' ? (
          <Skeleton variant="rounded" height={56} />
        ) : storage === 'error' ? (
          <Alert severity="error">{translate('ADMIN.STORAGE.LOAD_ERROR')}</Alert>
        ) : (
          <StorageMeter storage={storage} />
        )}
      </CardContent>
    </Card>
  );
};
