import type { ReactNode } from 'react';
import { Loading } from './ui';
import { useMe } from '../me';

/** What only Admins may see: others who type the address get a plain explanation (the API refuses them anyway). */
export function AdminsOnly({ what, children }: { what: string; children: ReactNode }) {
  const { data } = useMe();
  if (!data) return <Loading what="your permissions" />;
  if (!data.can.manage_developers) return <p className="empty">Only Admins can see {what}.</p>;
  return <>{children}</>;
}
