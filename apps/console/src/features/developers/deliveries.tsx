import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { ErrorMessage, Loading } from '../../components/ui';
import { useFormatDate } from '../../me';
import { developerKeys } from './query-keys';

const DELIVERY_STATUS: Record<Schema<'WebhookDelivery'>['status'], string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' };

export function Deliveries({ webhook }: { webhook: Schema<'Webhook'> }) {
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
    const deliveries = useQuery({
    queryKey: developerKeys.deliveryPage(webhook.id, page),
    queryFn: () =>
      unwrap(api.GET('/api/console/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhook.id }, query: { page_number: page, page_size: 20 } } })),
    placeholderData: keepPreviousData,
    // A pending delivery changes on its own (the worker sends it, or a retry does): look again while one is.
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 3_000 : false),
  });
  const retry = useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.POST('/api/console/webhooks/{webhook_id}/deliveries/{delivery_id}/retry', { params: { path: { webhook_id: webhook.id, delivery_id: deliveryId } } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerKeys.deliveries(webhook.id) }),
  });
  const headingId = `deliveries-${webhook.id}`;
  return (
    <section aria-labelledby={headingId} className="deliveries">
      <h3 id={headingId}>Deliveries</h3>
      {deliveries.isPending ? (
        <Loading what="deliveries" />
      ) : deliveries.isError ? (
        <ErrorMessage error={deliveries.error} />
      ) : deliveries.data.deliveries.length === 0 ? (
        <p className="empty">Nothing has been sent to this webhook yet.</p>
      ) : (
        <>
          <table className="table">
            <caption className="visually-hidden">Deliveries to {webhook.url}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col" className="number">
                  Attempts
                </th>
                <th scope="col">Last answer</th>
                <th scope="col">Next attempt</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.deliveries.map((delivery) => {
                const failed = retry.isError && retry.variables === delivery.id;
                return (
                  <tr key={delivery.id}>
                    <td data-label="Event" id={`delivery-${delivery.id}`}>
                      <code>{delivery.event_type}</code> <span className="meta">{formatDate(delivery.created_at)}</span>
                    </td>
                    <td data-label="Status">{DELIVERY_STATUS[delivery.status]}</td>
                    <td data-label="Attempts" className="number">
                      {delivery.attempts}
                    </td>
                    <td data-label="Last answer" className="break">
                      {delivery.last_status_code ?? '—'}
                      {delivery.last_error ? <span className="meta"> · {delivery.last_error}</span> : null}
                    </td>
                    <td data-label="Next attempt">{delivery.next_attempt_at ? formatDate(delivery.next_attempt_at) : '—'}</td>
                    <td data-label="Actions">
                      <button
                        type="button"
                        className="button secondary"
                        aria-describedby={failed ? `delivery-${delivery.id} delivery-${delivery.id}-error` : `delivery-${delivery.id}`}
                        disabled={retry.isPending && retry.variables === delivery.id}
                        onClick={() => retry.mutate(delivery.id)}
                      >
                        Retry
                      </button>
                      {failed && <ErrorMessage error={retry.error} id={`delivery-${delivery.id}-error`} />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {deliveries.data.pagination.total_pages > 1 && (
            <div className="pagination">
              <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
                Newer deliveries
              </button>
              <span>
                Page {page} of {deliveries.data.pagination.total_pages}
              </span>
              <button
                type="button"
                className="button secondary"
                disabled={page >= deliveries.data.pagination.total_pages}
                onClick={() => setPage((value) => value + 1)}
              >
                Older deliveries
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
