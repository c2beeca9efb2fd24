import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PublicIcon from '@mui/icons-material/Public';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

/** Pages of the public site (full page loads: they are not part of this app). */
export const QuickLinksCard = ({ isAdmin }: { isAdmin: boolean }) => {
  const translate = useTranslate();
  const links: { href: string; label: string; icon: ReactElement }[] = [
    { href: '/', label: 'ADMIN.GLOBALVIEW.LINK_SITE', icon: <PublicIcon /> },
    { href: '/mystuff', label: 'ADMIN.GLOBALVIEW.LINK_MYSTUFF', icon: <VideoLibraryIcon /> },
    { href: '/account/my-data', label: 'ADMIN.GLOBALVIEW.LINK_MY_DATA', icon: <ManageAccountsIcon /> },
  ];
  if (isAdmin) {
    links.push({ href: '/manage', label: 'ADMIN.GLOBALVIEW.LINK_MANAGE', icon: <AdminPanelSettingsIcon /> });
  }
  return (
    <Card component="nav" aria-labelledby="globalview-links">
      <CardContent>
        <Typography id="globalview-links" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('ADMIN.GLOBALVIEW.LINKS')}
        </Typography>
        <List disablePadding>
          {links.map((link) => (
            <ListItem key={link.href} disablePadding>
              <ListItemButton component="a" href={link.href} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ color: 'primary.main' }}>{link.icon}</ListItemIcon>
                <ListItemText primary={translate(link.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
