import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { ConfirmAction, SecretField } from '../../components/admin-parts';
import { ErrorMessage, Loading } from '../../components/ui';
import { LARGEST_PAGE_SIZE } from '../../lib/server-rules';
import { useFormChoices } from '../forms/api';
import { Deliveries } from './deliveries';
import { developerKeys } from './query-keys';
import { WebhookForm } from './webhook-form';

/** The workspace's webhooks, each with its form, its deliveries and its signing secret shown once. */
export function Webhooks() {
  const webhooks = useQuery({
    queryKey: developerKeys.webhooks,
    queryFn: () => unwrap(api.GET('/api/console/webhooks', { params: { query: { page_size: LARGEST_PAGE_SIZE } } })),
  });
  const forms = useFormChoices();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Schema<'CreatedWebhook'> | null>(null);
  const formTitle = (id: string | null) => (id === null ? 'All forms' : (forms.data?.forms.find((form) => form.id === id)?.title ?? 'One form'));
  return (
    <section aria-labelledby="webhooks-heading" className="section">
      <div className="page-top">
        <h2 id="webhooks-heading">Webhooks</h2>
        <button type="button" className="button" aria-expanded={open} aria-controls="new-webhook-form" onClick={() => setOpen((value) => !value)}>
          Add webhook
        </button>
      </div>
      {open && (
        <WebhookForm
          id="new-webhook-form"
          submitLabel="Create webhook"
          onDone={(saved) => {
            setOpen(false);
            if ('secret' in saved) setCreated(saved);
          }}
        />
      )}
      {created && (
        <div className="panel note" role="region" aria-label="New webhook's signing secret">
          <SecretField
            id="new-webhook-secret"
            label="Signing secret"
            value={created.secret}
            hint={`For ${created.url}: verify each delivery's signature with it. Copy it now: it is shown only this once.`}
          />
          <button type="button" className="button secondary" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      {webhooks.isPending ? (
        <Loading what="webhooks" />
      ) : webhooks.isError ? (
        <ErrorMessage error={webhooks.error} />
      ) : webhooks.data.webhooks.length === 0 ? (
        <p className="empty">No webhooks yet.</p>
      ) : (
        <ul className="card-list">
          {webhooks.data.webhooks.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} formTitle={formTitle(webhook.form_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WebhookCard({ webhook, formTitle }: { webhook: Schema<'Webhook'>; formTitle: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/console/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.webhooks }),
  });
  const titleId = `webhook-${webhook.id}`;
  return (
    <li className="card stacked">
      <div>
        <p className="card-title break" id={titleId}>
          {webhook.url}
        </p>
        <p className="meta">
          {webhook.is_active ? 'Active' : 'Paused'} · {formTitle}
          {webhook.description ? ` · ${webhook.description}` : ''}
        </p>
        <p className="meta">Events: {webhook.events.join(', ')}</p>
      </div>
      <div className="card-actions actions">
        <button type="button" className="button secondary" aria-expanded={editing} aria-describedby={titleId} onClick={() => setEditing((value) => !value)}>
          Edit
        </button>
        <button
          type="button"
          className="button secondary"
          aria-expanded={showDeliveries}
          aria-describedby={titleId}
          onClick={() => setShowDeliveries((value) => !value)}
        >
          Deliveries
        </button>
        <ConfirmAction
          label="Delete"
          describedBy={titleId}
          question={`Delete the webhook to ${webhook.url}? Nothing more is sent to it.`}
          confirmLabel="Delete webhook"
          pending={remove.isPending}
          error={remove.isError ? remove.error : undefined}
          onConfirm={() => remove.mutate()}
        />
      </div>
      {editing && <WebhookForm id={`edit-${webhook.id}`} webhook={webhook} submitLabel="Save webhook" onDone={() => setEditing(false)} />}
      {showDeliveries && <Deliveries webhook={webhook} />}
    </li>
  );
}
