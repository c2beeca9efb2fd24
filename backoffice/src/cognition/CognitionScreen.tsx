import CognitionPage from './CognitionPage';

/** Cognition's screen (issue 24, module `cognition`): there only while the module is on. */
const CognitionScreen = () => <CognitionPage />;
export default CognitionScreen;
