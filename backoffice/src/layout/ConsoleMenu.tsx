import ViewListIcon from '@mui/icons-material/ViewList';
import { ListItemIcon, MenuItem, MenuList, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import { createElement, type ReactElement, type ReactNode } from 'react';
import {
  useBasename,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { Link, useMatch } from 'react-router-dom';

/**
 * The consoles' side menu, drawn as react-admin's <Menu> draws it (same classes, widths and behaviour:
 * icons only with a tooltip when the sidebar is folded, closed after a tap on a phone). react-admin's own
 * menu item brings a keyboard-shortcut library with it (about 5 KB gzipped on the first screen of both
 * consoles, tests/e2e/backoffice-weight.spec.ts) for shortcuts we never set.
 */
const DRAWER_WIDTH = 240;
const CLOSED_DRAWER_WIDTH = 55;

const Root = styled(MenuList)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  [theme.breakpoints.only('xs')]: { marginTop: 0 },
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  }),
  '&.RaMenu-open': { width: DRAWER_WIDTH },
  '&.RaMenu-closed': { width: CLOSED_DRAWER_WIDTH },
}));

export const ConsoleMenu = ({ children }: { children: ReactNode }) => {
  const [open] = useSidebarState();
  return <Root className={open ? 'RaMenu-open' : 'RaMenu-closed'}>{children}</Root>;
};

const ITEM_SX = {
  color: 'text.secondary',
  '& .RaMenuItemLink-icon': { color: 'text.secondary', minWidth: 40 },
  '&.RaMenuItemLink-active': { color: 'text.primary' },
} as const;

/** A link of the side menu; `primaryText` is a message key (or the text itself). */
export const ConsoleMenuItem = ({
  to,
  primaryText,
  leftIcon,
}: {
  to: string;
  primaryText: ReactNode;
  leftIcon: ReactElement;
}) => {
  const translate = useTranslate();
  const basename = useBasename();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useSidebarState();
  const match = useMatch({ path: to, end: to === `${basename}/` });
  const text = typeof primaryText === 'string' ? translate(primaryText, { _: primaryText }) : primaryText;
  const item = (
    <MenuItem
      component={Link}
      to={to}
      state={{ _scrollToTop: true }}
      tabIndex={0}
      sx={ITEM_SX}
      className={match ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      onClick={() => {
        if (isSmall) setOpen(false);
      }}
    >
      <ListItemIcon className="RaMenuItemLink-icon">{leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={text} placement="right">
      {item}
    </Tooltip>
  );
};

/** The list of a resource, named and drawn as its definition says; nothing when the caller may not list it. */
export const ConsoleResourceItem = ({ name, primaryText }: { name: string; primaryText?: string }) => {
  const resources = useResourceDefinitions();
  const { canAccess, error, isPending } = useCanAccess({ action: 'list', resource: name });
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const resource = resources[name];
  if (!resource || isPending || canAccess === false || error != null) return null;
  return (
    <ConsoleMenuItem
      to={createPath({ resource: name, type: 'list' })}
      primaryText={primaryText ?? <>{getResourceLabel(name, 2)}</>}
      leftIcon={resource.icon ? createElement(resource.icon) : <ViewListIcon />}
    />
  );
};
