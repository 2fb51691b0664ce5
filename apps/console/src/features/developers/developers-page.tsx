import { AdminsOnly } from '../../components/admins-only';
import { PageHeading } from '../../components/ui';
import { ApiKeys } from './api-keys';
import { Webhooks } from './webhooks';

/** API keys and webhooks: an Admin makes, changes and revokes them here. */
export function DevelopersPage() {
  return (
    <>
      <PageHeading title="Developers">Developers</PageHeading>
      <AdminsOnly what="API keys and webhooks">
        <ApiKeys />
        <Webhooks />
      </AdminsOnly>
    </>
  );
}
