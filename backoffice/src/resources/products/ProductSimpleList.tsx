import { type RaRecord, SimpleList, useTranslate } from 'react-admin';
import { channelTitle } from '../../media/format';
import { NoResults } from '../sales/NoResults';

/** /manage/products on a small screen: one line per product (a chunk of its own, loaded only there). */
const ProductSimpleList = ({ pageOf }: { pageOf: (record: RaRecord) => string }) => {
  const translate = useTranslate();
  return (
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
  );
};

export default ProductSimpleList;
