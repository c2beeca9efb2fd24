import type { ReactElement } from 'react';
import type { ModuleId } from '../../../api/src/shared/enums.ts';
import { ConsoleMenuItem } from '../layout/ConsoleMenu';
import { useEnabledModules } from './enabledQuery';

/** A side-menu entry of a module: there only while the module is on. */
export const ModuleMenuItem = ({
  module,
  ...item
}: {
  module: ModuleId;
  to: string;
  primaryText: string;
  leftIcon: ReactElement;
}) => {
  const { data } = useEnabledModules();
  return data?.[module] ? <ConsoleMenuItem {...item} /> : null;
};
