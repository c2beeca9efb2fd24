import { styled } from '@mui/material/styles';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { Error as ErrorScreen, Loading, Sidebar, SkipNavigationButton } from 'react-admin';

/**
 * react-admin's <Layout> (the same classes and frame: app bar, sidebar with the menu, the screen with its
 * error screen) without what the consoles never use: the preferences inspector, and react-admin's default
 * menu, whose items bring a keyboard-shortcut library (both first screens' budget,
 * tests/e2e/backoffice-weight.spec.ts).
 */
const Core = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  width: '100%',
  // The content column may shrink below its children's widest line (scrollable tabs, long titles):
  // without it a phone screen scrolls sideways.
  minWidth: 0,
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

type Caught = { error: Error; info?: ErrorInfo } | null;

/** A screen that throws shows react-admin's error screen; it resets when the user goes elsewhere. */
class ScreenErrors extends Component<{ children: ReactNode }, { caught: Caught }> {
  override state: { caught: Caught } = { caught: null };
  static getDerivedStateFromError(error: unknown) {
    return { caught: { error: error instanceof Error ? error : new Error(String(error)) } };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof Error) this.setState({ caught: { error, info } });
  }
  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <ErrorScreen
        error={caught.error}
        errorInfo={caught.info}
        resetErrorBoundary={() => this.setState({ caught: null })}
      />
    );
  }
}

export const ConsoleFrame = ({
  appBar: AppBar,
  menu: Menu,
  children,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  children: ReactNode;
}) => (
  <Core className="layout RaLayout-root">
    <SkipNavigationButton />
    <div className="RaLayout-appFrame">
      <AppBar />
      <main className="RaLayout-contentWithSidebar">
        <Sidebar>
          <Menu />
        </Sidebar>
        <div id="main-content" className="RaLayout-content">
          <ScreenErrors>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ScreenErrors>
        </div>
      </main>
    </div>
  </Core>
);
