import { Link } from 'react-router';
import { PageHeading } from '../components/ui';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Page not found">Page not found</PageHeading>
      <p>There is no console page at this address.</p>
      <p>
        <Link to="/forms">Go to forms</Link>
      </p>
    </>
  );
}
