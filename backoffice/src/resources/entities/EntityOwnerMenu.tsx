import DashboardIcon from '@mui/icons-material/Dashboard';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleMenu, ConsoleMenuItem } from '../../layout/ConsoleMenu';

/**
 * The menu of a producer on their landing-page editor inside /manage: none of the admins' screens, only
 * the page they are on and the way back to their own console (another app: a full page load).
 */
export const EntityOwnerMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open] = useSidebarState();
  return (
    <ConsoleMenu>
      <MenuItem component="a" href="/account/globalview" sx={{ color: 'text.secondary' }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <DashboardIcon fontSize="small" />
        </ListItemIcon>
        {open && <ListItemText>{translate('ADMIN.PAGES.BACK_TO_ACCOUNT')}</ListItemText>}
      </MenuItem>
      <ConsoleMenuItem
        to={pathname}
        primaryText={translate('resources.entities.name', { smart_count: 1 })}
        leftIcon={<StorefrontIcon />}
      />
    </ConsoleMenu>
  );
};
