import { Route, Routes } from 'react-router-dom';
import { useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { useNotFoundPage } from '../modules/notFoundSlot';
import { SurveyCreate, SurveyDetail } from './SurveyDetail';
import { SurveyList } from './SurveyList';
import type { SurveysStrings } from './surveys.en';
import { SURVEYS_STRINGS } from './surveysStrings';

/**
 * The open lab's surveys (issue 24), /manage/open-lab/surveys/*: the list, a new survey, and one survey
 * (edit, send, close, results). A chunk of its own, drawn only while the open lab is on.
 */
const SurveysPage = () => <Screens />;

const Screens = () => {
  const s = useScreenStrings<SurveysStrings>(SURVEYS_STRINGS);
  const NotFoundPage = useNotFoundPage();
  if (!s) return <PageLoading />;
  return (
    <Routes>
      <Route index element={<SurveyList s={s} />} />
      <Route path="create" element={<SurveyCreate s={s} />} />
      <Route path=":id" element={<SurveyDetail s={s} tab="edit" />} />
      <Route path=":id/results" element={<SurveyDetail s={s} tab="results" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
};

export default SurveysPage;
