import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  useRecordContext,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { NoResults } from '../sales/NoResults';
import { Stars } from './Stars';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="courseId" source="courseId" reference="courses" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <NullableBooleanInput
    key="rated"
    source="rated"
    alwaysOn
    nullLabel="ADMIN.LESSON_RATINGS.RATED_ANY"
    trueLabel="ADMIN.LESSON_RATINGS.RATED_YES"
    falseLabel="ADMIN.LESSON_RATINGS.RATED_NO"
    sx={{ minWidth: 200 }}
  />,
];

const Average = (_props: { label?: string }) => {
  const record = useRecordContext();
  return record ? <Stars value={record.average as number | null} /> : null;
};

/** The lesson with its module under it: lessons of different modules often share a title. */
const LessonTitle = (_props: { label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {record.title}
      <br />
      <small>{record.moduleTitle}</small>
    </>
  );
};

/**
 * /manage/e-learning/lessons (spec 2, "lessons ratings"): every lesson of every course with its average
 * rating, how many rated it and how many commented, best rated first; filtered by course on the server.
 * A row opens the lesson's comments.
 */
const LessonRatingList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'average', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
    >
      {isSmall ? (
        <SimpleList
          empty={<NoResults />}
          primaryText={(record) => record.title}
          secondaryText={(record) => (
            <>
              {`${record.courseTitle} · ${record.moduleTitle}`}
              {/* On its own line: beside the title it would crowd long course names. */}
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <Stars value={record.average} />
              </Box>
            </>
          )}
          linkType="show"
        />
      ) : (
        <DataTable empty={<NoResults />} bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="title">
            <LessonTitle />
          </DataTable.Col>
          <DataTable.Col source="courseTitle" />
          <DataTable.Col source="average">
            <Average />
          </DataTable.Col>
          <DataTable.Col source="count" align="right">
            <NumberField source="count" />
          </DataTable.Col>
          <DataTable.Col source="commentCount" align="right">
            <NumberField source="commentCount" />
          </DataTable.Col>
          <DataTable.Col source="lastRatedAt">
            <LocaleDateField source="lastRatedAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default LessonRatingList;
